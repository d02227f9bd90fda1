import { describe, expect, it } from 'vitest';
import type { Promotion } from '../../client/contracts/content';
import type { Lookup } from './upstream';
import type { WordPressClient } from './wordpress/client';
import { firstChoice, forCurrency, promotionIn, promotionLanguages, promotionsIn } from './localised-promotions';

const promo = (slug: string, lang: string, currencies: string[] = []): Promotion =>
  ({ id: 1, slug, title: `${slug} (${lang})`, lang, content: '', excerpt: '', image: null, seo: null, subtitle: '', terms: '', ctaLabel: '', ctaUrl: '', startDate: '', endDate: '', gameId: null, ended: false, currencies }) as Promotion;

describe('firstChoice of a translation, then English', () => {
  it('keeps the English order, puts translations in place and English where there is none', () => {
    const merged = firstChoice([[promo('b', 'fi'), promo('only-fi', 'fi')], [promo('a', 'en'), promo('b', 'en'), promo('c', 'en')]]);
    expect(merged!.map((p) => `${p.slug}:${p.lang}`)).toEqual(['a:en', 'b:fi', 'c:en', 'only-fi:fi']);
  });

  it('falls back to whichever list could be had', () => {
    expect(firstChoice([undefined, [promo('a', 'en')]])!.map((p) => p.lang)).toEqual(['en']);
    expect(firstChoice([[promo('a', 'fi')], undefined])!.map((p) => p.lang)).toEqual(['fi']);
    expect(firstChoice([undefined, undefined])).toBeUndefined();
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

describe('the markets\' English editions (docs/decisions/042)', () => {
  const wp = cms({
    en: [promo('welcome', 'en', ['GBP']), promo('cashback', 'en'), promo('refer', 'en', ['GBP'])],
    'en-ie': [promo('welcome', 'en', ['EUR'])],
    'en-ca': [promo('welcome', 'en', ['CAD']), promo('canada-only', 'en', ['CAD'])],
    fi: [promo('welcome', 'fi', ['EUR'])],
  });

  it('reads the visitor\'s language, then their market\'s English edition, then the English original', () => {
    expect(promotionLanguages('en', 'GBP')).toEqual(['en']);
    expect(promotionLanguages('en', 'EUR')).toEqual(['en-ie', 'en']);
    expect(promotionLanguages('en', 'CAD')).toEqual(['en-ca', 'en']);
    expect(promotionLanguages('fi', 'EUR')).toEqual(['fi', 'en-ie', 'en']);
    expect(promotionLanguages('es', 'GBP')).toEqual(['es', 'en']);
  });

  it('lists each market its own welcome offer in the original\'s place, and never another market\'s', async () => {
    const list = async (lang: string, currency: string) => (await promotionsIn(wp, lang, currency))!.map((p) => `${p.slug}:${p.currencies.join('')}`);
    expect(await list('en', 'GBP')).toEqual(['welcome:GBP', 'cashback:', 'refer:GBP']);
    expect(await list('en', 'EUR')).toEqual(['welcome:EUR', 'cashback:']);
    expect(await list('en', 'CAD')).toEqual(['welcome:CAD', 'cashback:', 'canada-only:CAD']);
    // A Canadian on /fi/: the Finnish version is in euros; their market's English edition stands in.
    expect(await list('fi', 'CAD')).toEqual(['welcome:CAD', 'cashback:', 'canada-only:CAD']);
    expect((await promotionsIn(wp, 'fi', 'EUR'))!.find((p) => p.slug === 'welcome')!.lang).toBe('fi');
  });

  it('serves one promotion from the first version written for the market; none left is a 404', async () => {
    expect(await promotionIn(wp, 'welcome', 'en', 'EUR')).toMatchObject({ ok: true, value: { currencies: ['EUR'] } });
    expect(await promotionIn(wp, 'welcome', 'en', 'CAD')).toMatchObject({ ok: true, value: { currencies: ['CAD'] } });
    expect(await promotionIn(wp, 'welcome', 'en', 'GBP')).toMatchObject({ ok: true, value: { currencies: ['GBP'] } });
    expect(await promotionIn(wp, 'welcome', 'fi', 'CAD')).toMatchObject({ ok: true, value: { currencies: ['CAD'] } });
    expect(await promotionIn(wp, 'refer', 'en', 'EUR')).toEqual({ ok: false, code: 404 });
    expect(await promotionIn(wp, 'cashback', 'en', 'CAD')).toMatchObject({ ok: true, value: { slug: 'cashback' } });
  });

  it('does not paper over a CMS failure with the next choice', async () => {
    const failing = { getPromotion: async (_slug: string, lang: string) => (lang === 'en-ie' ? { ok: false, code: 500 } : { ok: true, value: promo('welcome', 'en') }) } as unknown as WordPressClient;
    expect(await promotionIn(failing, 'welcome', 'en', 'EUR')).toEqual({ ok: false, code: 500 });
  });

  it('keeps the original\'s order with three versions and appends what only the others have', () => {
    const merged = firstChoice([[promo('b', 'fi')], [promo('b', 'en'), promo('ie-only', 'en')], [promo('a', 'en'), promo('b', 'en')]]);
    expect(merged!.map((p) => `${p.slug}:${p.lang}`)).toEqual(['a:en', 'b:fi', 'ie-only:en']);
  });
});
