import { LOCALES, localePath, type Locale, type LocaleId } from '../../i18n/locales';

/** The sitemaps protocol's namespace and the one for hreflang alternates inside a sitemap. */
const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XHTML_NS = 'http://www.w3.org/1999/xhtml';
/** The protocol's limit per sitemap file; a list longer than this is cut (and logged by the caller). */
export const MAX_SITEMAP_URLS = 50_000;

/** Escapes the five XML special characters (slugs are plain, but CMS slugs are not ours to trust). */
export function xmlEscape(text: string): string {
  return text.replace(/[<>&'"]/g, (ch) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[ch]!);
}

/** '/sitemap-en-ca.xml': the path of one locale's sitemap. */
export function localeSitemapPath(locale: LocaleId): string {
  return `/sitemap-${locale}.xml`;
}

/** The locale of a '/sitemap-{locale}.xml' path, or undefined. */
export function sitemapLocale(path: string): Locale | undefined {
  const m = /^\/sitemap-([a-z-]+)\.xml$/.exec(path);
  return m ? LOCALES.find((l) => l.id === m[1]) : undefined;
}

/** The sitemap index (/sitemap.xml): one sitemap per locale the site serves. */
export function sitemapIndex(origin: string, locales: readonly Locale[]): string {
  const entries = locales.map((l) => `<sitemap><loc>${xmlEscape(origin + localeSitemapPath(l.id))}</loc></sitemap>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="${SITEMAP_NS}">${entries.join('')}</sitemapindex>\n`;
}

/**
 * One locale's sitemap: every locale-free path under that locale's prefix, each with its hreflang alternates — the
 * same set (every listed locale + x-default) as the page's own <link rel="alternate"> (worker/render/head.ts).
 */
export function localeSitemap(origin: string, locale: Locale, paths: readonly string[], locales: readonly Locale[]): string {
  const urls = [...new Set(paths)].slice(0, MAX_SITEMAP_URLS).map((rest) => {
    const alternates = [
      ...locales.map((l) => [l.hreflang, origin + localePath(l.id, rest)] as const),
      ['x-default', origin + rest] as const,
    ].map(([lang, href]) => `<xhtml:link rel="alternate" hreflang="${lang}" href="${xmlEscape(href)}"/>`);
    return `<url><loc>${xmlEscape(origin + localePath(locale.id, rest))}</loc>${alternates.join('')}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="${SITEMAP_NS}" xmlns:xhtml="${XHTML_NS}">\n${urls.join('\n')}\n</urlset>\n`;
}

/** What the sitemap lists, gathered by the route handler from the catalogue and the CMS (locale-free slugs). */
export interface SitemapSources {
  /** Lobby list slugs that have a route of their own (tabs). */
  tabs: readonly string[];
  /** Rails' own lists at /games/{slug}/ (featured strips and tabless lobby lists). */
  gameLists: readonly string[];
  providers: readonly string[];
  themes: readonly string[];
  /** CMS game pages (/casino/games/{slug}/). */
  gamePages: readonly string[];
  /** Slot pages that are their own canonical: games without a game page (docs/decisions/035). */
  slotPages: readonly string[];
  promotions: readonly string[];
  infoPages: readonly string[];
  magazinePosts: readonly string[];
}

/** Every page of the route table with its real slugs, as locale-free paths, in a stable order. */
export function sitemapPaths(s: SitemapSources): string[] {
  const each = (prefix: string, slugs: readonly string[]) => [...slugs].sort().map((slug) => `${prefix}${slug}/`);
  return [
    '/',
    '/slots/',
    '/new/',
    '/all-games/',
    ...each('/', s.tabs),
    ...each('/games/', s.gameLists),
    '/new-slots/',
    '/megaways-slots/',
    '/jackpot-king/',
    '/promotions/',
    ...each('/promotions/', s.promotions),
    '/providers/',
    ...each('/providers/', s.providers),
    '/themes/',
    ...each('/themes/', s.themes),
    '/game-reviews/',
    ...each('/casino/games/', s.gamePages),
    ...each('/slots/', s.slotPages),
    '/contact-us/',
    '/info/',
    ...each('/info/', s.infoPages),
    '/magazine/',
    ...each('/magazine/', s.magazinePosts),
  ];
}

/** robots.txt: everything may be crawled except the site's own API and data requests; the sitemap index named. */
export function robotsTxt(origin: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /_data/\n\nSitemap: ${origin}/sitemap.xml\n`;
}
