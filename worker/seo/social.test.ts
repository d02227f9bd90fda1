import { describe, expect, it } from 'vitest';
import { brandCard, ogLocaleAlternates, socialImage } from './social';

const card = brandCard('https://www.example.test', 'alt');

describe('socialImage', () => {
  it('uses the page picture with its alt, the page name when it has none', () => {
    expect(socialImage({ url: 'https://cms.test/a.jpg', alt: 'Hero', width: 800, height: 400 }, 'Page', card)).toEqual({ url: 'https://cms.test/a.jpg', alt: 'Hero', width: 800, height: 400 });
    expect(socialImage({ url: 'https://cms.test/a.jpg', alt: '  ' }, 'Page', card)).toEqual({ url: 'https://cms.test/a.jpg', alt: 'Page' });
  });

  it('falls back to the brand card without a picture or with one that is not an absolute http(s) URL', () => {
    expect(socialImage(undefined, 'Page', card)).toBe(card);
    expect(socialImage({ url: '/uploads/a.jpg' }, 'Page', card)).toBe(card);
    expect(socialImage({ url: 'javascript:alert(1)' }, 'Page', card)).toBe(card);
    expect(card).toEqual({ url: 'https://www.example.test/social-card.png', alt: 'alt', width: 1200, height: 630, type: 'image/png' });
  });
});

describe('ogLocaleAlternates', () => {
  it('maps hreflang to Open Graph locales, without x-default, unknown tags or the page’s own', () => {
    const alternates = ['en-GB', 'en-CA', 'en-IE', 'fi', 'es', 'x-default', 'de'].map((hreflang) => ({ hreflang }));
    expect(ogLocaleAlternates(alternates, 'fi_FI')).toEqual(['en_GB', 'en_CA', 'en_IE', 'es_ES']);
    expect(ogLocaleAlternates([], 'en_GB')).toEqual([]);
  });
});
