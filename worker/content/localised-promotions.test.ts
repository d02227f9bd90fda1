import { describe, expect, it } from 'vitest';
import type { Promotion } from '../../client/contracts/content';
import { withEnglishFallback } from './localised-promotions';

const promo = (slug: string, lang: string): Promotion =>
  ({ id: 1, slug, title: `${slug} (${lang})`, lang, content: '', excerpt: '', image: null, seo: null, subtitle: '', terms: '', ctaLabel: '', ctaUrl: '', startDate: '', endDate: '', gameId: null, ended: false }) as Promotion;

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
