import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../i18n/locales';
import { localeSitemap, robotsTxt, sitemapIndex, sitemapLocale, sitemapPaths, xmlEscape } from './sitemap';

const ORIGIN = 'https://www.example.test';
const sources = {
  tabs: ['roulette', 'blackjack'],
  gameLists: ['top-picks'],
  providers: ['blueprint-gaming'],
  themes: ['irish'],
  gamePages: ['lucky-clover-gold'],
  slotPages: ['shamrock-stacks', 'celtic-gold'],
  promotions: ['welcome-package'],
  infoPages: ['terms'],
  magazinePosts: ['how-to-play'],
};

describe('sitemap building', () => {
  it('lists every route family with its real slugs, locale-free, in a stable order', () => {
    const paths = sitemapPaths(sources);
    expect(paths.slice(0, 4)).toEqual(['/', '/slots/', '/new/', '/all-games/']);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/blackjack/',
        '/roulette/',
        '/games/top-picks/',
        '/providers/blueprint-gaming/',
        '/themes/irish/',
        '/casino/games/lucky-clover-gold/',
        '/slots/celtic-gold/',
        '/slots/shamrock-stacks/',
        '/promotions/welcome-package/',
        '/info/terms/',
        '/magazine/how-to-play/',
        '/magazine/',
        '/contact-us/',
      ]),
    );
    expect(paths.indexOf('/blackjack/')).toBeLessThan(paths.indexOf('/roulette/'));
    for (const p of paths) expect(p).toMatch(/^\/(?:[a-z0-9-]+\/)*$/);
  });

  it('the index names one sitemap per locale', () => {
    const xml = sitemapIndex(ORIGIN, LOCALES);
    expect([...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])).toEqual([
      `${ORIGIN}/sitemap-en.xml`,
      `${ORIGIN}/sitemap-en-ca.xml`,
      `${ORIGIN}/sitemap-en-ie.xml`,
      `${ORIGIN}/sitemap-fi.xml`,
      `${ORIGIN}/sitemap-es.xml`,
    ]);
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
  });

  it('each URL of a locale sitemap carries its prefix and the alternates of every locale plus x-default', () => {
    const fi = LOCALES.find((l) => l.id === 'fi')!;
    const xml = localeSitemap(ORIGIN, fi, ['/', '/themes/irish/', '/themes/irish/'], LOCALES);
    const urls = [...xml.matchAll(/<url>(.*?)<\/url>/g)].map((m) => m[1]!);
    expect(urls).toHaveLength(2);
    expect(urls[1]).toContain(`<loc>${ORIGIN}/fi/themes/irish/</loc>`);
    expect([...urls[1]!.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map((m) => [m[1], m[2]])).toEqual([
      ['en-GB', `${ORIGIN}/themes/irish/`],
      ['en-CA', `${ORIGIN}/en-ca/themes/irish/`],
      ['en-IE', `${ORIGIN}/en-ie/themes/irish/`],
      ['fi', `${ORIGIN}/fi/themes/irish/`],
      ['es', `${ORIGIN}/es/themes/irish/`],
      ['x-default', `${ORIGIN}/themes/irish/`],
    ]);
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
  });

  it('escapes what XML needs escaped', () => {
    expect(xmlEscape(`a&b<c>"d'`)).toBe('a&amp;b&lt;c&gt;&quot;d&apos;');
    expect(localeSitemap(ORIGIN, LOCALES[0]!, ['/x&y/'], LOCALES)).toContain('<loc>https://www.example.test/x&amp;y/</loc>');
  });

  it('knows its locale paths; robots.txt names the index by absolute URL', () => {
    expect(sitemapLocale('/sitemap-en-ca.xml')?.id).toBe('en-ca');
    expect(sitemapLocale('/sitemap-xx.xml')).toBeUndefined();
    expect(robotsTxt(ORIGIN)).toContain(`\nSitemap: ${ORIGIN}/sitemap.xml\n`);
    expect(robotsTxt(ORIGIN)).toMatch(/^User-agent: \*\nAllow: \//);
  });
});
