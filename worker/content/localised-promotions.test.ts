import { describe, expect, it } from 'vitest';
import type { Promotion } from '../../client/contracts/content';
import type { Lookup } from './upstream';
import type { WordPressClient } from './wordpress/client';
import { forCurrency, promotionIn, promotionsIn, withEnglishFallback } from './localised-promotions';

const promo = (slug: string, lang: string, currencies: string[] = []): Promotion =>
  ({ id: 1, slug, title: `${slug} (${lang})`, lang, content: '', excerpt: '', image: null, seo: null, subtitle: '', terms: '', ctaLabel: '', ctaUrl: '', startDate: '', endDate: '', gameId: null, ended: false, currencies }) as Promotion;

describe('withEnglishFallback', () => {
  it('keeps the English order, puts translations in place and English where there is none', () => {
    const merged = withEnglishFallback([promo('b', 'fi'), promo('only-fi', 'fi')], [promo('a', 'en'), promo('b', 'en'), promo('c', 'en')]);
    expect(merged!.map((p) => `${p.slug}:${p.lang}`)).toEqual(['a:en', 'b:fi', 'c:en', 'only-fi:fi']);
  });

  it('falls back to whichever list could be had', () => {
    expect(withEnglishFallback(undefined, [promo('a', 'en')])!.map((p) => p.lang)).toEqual(['en']);
    expect(withEnglishFallback([promo('a', 'fi')], undefined)!.map((p) => p.lang)).toEqual(['fi']);
    expect(withEnglishFallback(undefined, undefined)).toBeUndefined();
  });
});

/** A CMS with these posts per language (Polylang's shared slugs). */
function cms(posts: Record<string, Promotion[]>): WordPressClient {
  return {
    getPromotions: async (lang: string) => posts[lang] ?? [],
    getPromotion: async (slug: string, lang: string): Promise<Lookup<Promotion>> => {
      const p = (posts[lang] ?? []).find((x) => x.slug === slug);
      return p ? { ok: true, value: p } : { ok: false, code: 404 };
    },
  } as unknown as WordPressClient;
}

describe('the visitor\'s market (docs/decisions/029)', () => {
  const wp = cms({
    en: [promo('welcome', 'en', ['GBP']), promo('cashback', 'en'), promo('canada', 'en', ['CAD'])],
    es: [promo('welcome', 'es', ['EUR'])],
  });

  it('no currency ticked is every market; ticked ones are only theirs', () => {
    expect(forCurrency(promo('a', 'en'), 'EUR')).toBe(true);
    expect(forCurrency(promo('a', 'en', ['GBP']), 'EUR')).toBe(false);
    expect(forCurrency(promo('a', 'en', ['GBP', 'EUR']), 'EUR')).toBe(true);
  });

  it('a pound offer is never listed to a euro or Canadian visitor; a euro translation replaces it for euros', async () => {
    expect((await promotionsIn(wp, 'en', 'GBP'))!.map((p) => p.slug)).toEqual(['welcome', 'cashback']);
    expect((await promotionsIn(wp, 'en', 'CAD'))!.map((p) => p.slug)).toEqual(['cashback', 'canada']);
    expect((await promotionsIn(wp, 'es', 'EUR'))!.map((p) => `${p.slug}:${p.lang}`)).toEqual(['welcome:es', 'cashback:en']);
    // A GB visitor on /es/: the euro translation is not for them; the English pound original is.
    expect((await promotionsIn(wp, 'es', 'GBP'))!.map((p) => `${p.slug}:${p.lang}`)).toEqual(['welcome:en', 'cashback:en']);
  });

  it('one promotion of another market is a 404, in either language', async () => {
    expect(await promotionIn(wp, 'welcome', 'en', 'EUR')).toEqual({ ok: false, code: 404 });
    expect(await promotionIn(wp, 'welcome', 'en', 'CAD')).toEqual({ ok: false, code: 404 });
    expect(await promotionIn(wp, 'welcome', 'es', 'EUR')).toMatchObject({ ok: true, value: { lang: 'es' } });
    expect(await promotionIn(wp, 'welcome', 'es', 'GBP')).toMatchObject({ ok: true, value: { lang: 'en' } });
    expect(await promotionIn(wp, 'canada', 'es', 'EUR')).toEqual({ ok: false, code: 404 });
  });
});
