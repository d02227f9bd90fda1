import { describe, expect, it } from 'vitest';
import { getLocale } from '../../i18n/locales';
import { buildHead } from './head';

const base = { origin: 'https://www.example.test', brandName: 'Brand', description: 'd' };

describe('buildHead', () => {
  it('gives an absolute canonical and six reciprocal alternates', () => {
    const head = buildHead({ ...base, locale: getLocale('en-ca'), rest: '/promotions/' });
    expect(head.canonical).toBe('https://www.example.test/en-ca/promotions/');
    expect(head.alternates).toEqual([
      { hreflang: 'en-GB', href: 'https://www.example.test/promotions/' },
      { hreflang: 'en-CA', href: 'https://www.example.test/en-ca/promotions/' },
      { hreflang: 'en-IE', href: 'https://www.example.test/en-ie/promotions/' },
      { hreflang: 'fi', href: 'https://www.example.test/fi/promotions/' },
      { hreflang: 'es', href: 'https://www.example.test/es/promotions/' },
      { hreflang: 'x-default', href: 'https://www.example.test/promotions/' },
    ]);
    const other = buildHead({ ...base, locale: getLocale('fi'), rest: '/promotions/' });
    expect(other.alternates).toEqual(head.alternates);
  });

  it('defaults the title to the brand and mirrors it into Open Graph', () => {
    const head = buildHead({ ...base, locale: getLocale('en'), rest: '/' });
    expect(head.title).toBe('Brand');
    expect(head.og).toMatchObject({ title: 'Brand', url: 'https://www.example.test/', locale: 'en_GB', siteName: 'Brand' });
  });
});

describe('title pattern', () => {
  it("is '{page} | {brand}' everywhere, the brand alone without a page name", async () => {
    const { pageTitle } = await import('./head');
    expect(pageTitle('Terms', 'Brand')).toBe('Terms | Brand');
    expect(pageTitle(undefined, 'Brand')).toBe('Brand');
    expect(pageTitle('  ', 'Brand')).toBe('Brand');
    expect(pageTitle('Brand', 'Brand')).toBe('Brand');
    expect(pageTitle('Magazine – Page 2 of 2', 'Brand')).toBe('Magazine – Page 2 of 2 | Brand');
    expect(buildHead({ ...base, locale: getLocale('en'), rest: '/x/', title: 'Page' }).og.title).toBe('Page | Brand');
    // CMS titles arrive brand-free (worker/content/page-name.ts): the brand is added here once, never twice.
    expect(pageTitle('Blueprint Gaming', 'Brand')).toBe('Blueprint Gaming | Brand');
  });

  it('keeps titles and descriptions within the usual lengths, cut at a word', async () => {
    const { pageTitle, MAX_TITLE, MAX_DESCRIPTION } = await import('./head');
    const long = pageTitle('The Extraordinarily Long Adventures of the Leprechaun and His Pot of Gold Megaways', 'Shamrock Spins');
    expect(long.length).toBeLessThanOrEqual(MAX_TITLE);
    expect(long).toMatch(/^The Extraordinarily Long Adventures of… \| Shamrock Spins$/);
    const head = buildHead({ ...base, locale: getLocale('en'), rest: '/', description: 'word '.repeat(60) });
    expect(head.description.length).toBeLessThanOrEqual(MAX_DESCRIPTION);
    expect(head.description.endsWith('word…')).toBe(true);
  });
});
