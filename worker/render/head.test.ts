import { describe, expect, it } from 'vitest';
import { getLocale } from '../../i18n/locales';
import { brandCard } from '../seo/social';
import { buildHead } from './head';

const card = brandCard('https://www.example.test', 'Brand: the logo');
const base = { origin: 'https://www.example.test', brandName: 'Brand', description: 'd', image: card };

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
    expect(long).toBe('The Extraordinarily Long Adventures | Shamrock Spins');
    const head = buildHead({ ...base, locale: getLocale('en'), rest: '/', description: 'word '.repeat(60) });
    expect(head.description.length).toBeLessThanOrEqual(MAX_DESCRIPTION);
    expect(head.description.endsWith('word…')).toBe(true);
  });
});

describe('shortened titles and the whole name', () => {
  const review = 'Irish Riches Megaways Review – RTP 96.1% & Bonus Features Explained';

  it('shortens <title> at a word, keeping the game, while og:title keeps it all', () => {
    const head = buildHead({ ...base, brandName: 'Shamrock Spins', locale: getLocale('en'), rest: '/casino/games/irish-riches-megaways/', title: review, keep: 'Irish Riches Megaways' });
    expect(head.title).toBe('Irish Riches Megaways Review | Shamrock Spins');
    expect(head.og.title).toBe(`${review} | Shamrock Spins`);
    expect(head.title).not.toContain('…');
  });

  it('keeps a game name longer than the room whole', () => {
    const name = 'The Extraordinarily Long Adventures of the Leprechaun and His Pot of Gold Megaways';
    const head = buildHead({ ...base, locale: getLocale('en'), rest: '/x/', title: `${name} Review – RTP`, keep: name });
    expect(head.title).toBe(`${name} | Brand`);
  });
});

describe('social card', () => {
  it('every page has a picture with alt text, size and type; the brand card when it has none of its own', () => {
    const head = buildHead({ ...base, locale: getLocale('fi'), rest: '/' });
    expect(head.og).toMatchObject({ image: 'https://www.example.test/social-card.png', imageAlt: 'Brand: the logo', imageWidth: 1200, imageHeight: 630, imageType: 'image/png' });
    const own = buildHead({ ...base, locale: getLocale('en'), rest: '/x/', image: { url: 'https://cms.test/a.jpg', alt: 'A' } });
    expect(own.og).toMatchObject({ image: 'https://cms.test/a.jpg', imageAlt: 'A' });
    expect(own.og).not.toHaveProperty('imageWidth');
  });

  it('names the other locales of the page as og:locale:alternate, not its own', () => {
    const head = buildHead({ ...base, locale: getLocale('en-ca'), rest: '/promotions/' });
    expect(head.og.locale).toBe('en_CA');
    expect(head.og.localeAlternates).toEqual(['en_GB', 'en_IE', 'fi_FI', 'es_ES']);
    expect(buildHead({ ...base, locale: getLocale('en'), rest: '/x/', error: true }).og.localeAlternates).toEqual([]);
  });

  it('a page that duplicates another names that one in canonical, hreflang and og:url', () => {
    const head = buildHead({ ...base, locale: getLocale('es'), rest: '/slots/lucky-clover-gold/', canonicalRest: '/casino/games/lucky-clover-gold/' });
    expect(head.canonical).toBe('https://www.example.test/es/casino/games/lucky-clover-gold/');
    expect(head.og.url).toBe(head.canonical);
    expect(head.alternates.find((a) => a.hreflang === 'en-GB')!.href).toBe('https://www.example.test/casino/games/lucky-clover-gold/');
    expect(head.alternates.every((a) => a.href.includes('/casino/games/lucky-clover-gold/'))).toBe(true);
  });
});
