import { gameListSlugs } from './lobby-loaders';
import type { Context } from 'hono';
import { LOBBY_TABS } from '../../client/catalogue/lobby-tabs';
import { deriveProviders } from '../catalogue/providers';
import { notFound } from '../../client/contracts/errors';
import { INFO_PAGES } from '../../client/contracts/info-pages';
import { LOCALES, localePath } from '../../i18n/locales';
import { createTranslator } from '../../i18n/translate';
import { getConfig } from '../config';
import { contentFor } from '../content/content';
import type { AppEnv } from '../env';
import { cachedPage, pageEpoch, storePage } from '../render/page-cache';
import { localeSitemap, robotsTxt, sitemapIndex, sitemapLocale, sitemapPaths, type SitemapSources } from '../seo/sitemap';
import { loadCatalogue } from './catalogue-data';
import { indexableSlotSlugs } from '../catalogue/slot-pages';
import type { LoaderContext } from './loader-types';

const XML = 'application/xml; charset=utf-8';
/** At most this many magazine list pages are read for post slugs (10 posts a page). */
const MAX_MAGAZINE_PAGES = 20;

/** The locales the sitemap lists: all five, without Finnish while /fi/ redirects to /en-ie/ (decision 002). */
function liveLocales(c: Context<AppEnv>) {
  return getConfig(c.env).fiRedirect ? LOCALES.filter((l) => l.id !== 'fi') : LOCALES;
}

/** GET /robots.txt: everything crawlable but the API, and the sitemap index by its absolute URL. */
export function robotsHandler(c: Context<AppEnv>): Response {
  c.header('Cache-Control', 'public, max-age=3600');
  return c.text(robotsTxt(getConfig(c.env).siteOrigin));
}

/** GET /sitemap.xml (the index) and /sitemap-{locale}.xml; kept in the page cache like pages. */
export async function sitemapHandler(c: Context<AppEnv>): Promise<Response> {
  const config = getConfig(c.env);
  const path = new URL(c.req.url).pathname;
  const locales = liveLocales(c);
  c.header('Cache-Control', 'no-cache');
  if (path === '/sitemap.xml') return c.body(sitemapIndex(config.siteOrigin, locales), 200, { 'Content-Type': XML });
  const locale = sitemapLocale(path);
  if (!locale || !locales.includes(locale)) throw notFound();
  const key = `sitemap|${path}`;
  const epoch = pageEpoch();
  const hit = cachedPage(key);
  if (hit) return new Response(hit.body, { status: hit.status, headers: hit.headers });
  const paths = sitemapPaths(await sitemapSources(c));
  const body = localeSitemap(config.siteOrigin, locale, paths, locales);
  const res = c.body(body, 200, { 'Content-Type': XML });
  // Kept like pages (docs/decisions/019): the content TTL at most, briefly when built from fallbacks.
  const ttlMs = (contentFor(c).degraded() ? Math.min(config.degradedPageSeconds, config.cacheTtlSeconds) : Math.min(config.pageCacheSeconds, config.cacheTtlSeconds)) * 1000;
  storePage(key, { body, status: 200, headers: [...res.headers] }, ttlMs, epoch);
  return res;
}

/**
 * The slugs behind every route (docs/decisions/020): the desktop catalogue's tabs and providers, the CMS's themes,
 * game pages, promotions and magazine posts (English: slugs are shared across languages), the info pages.
 * An upstream that fails leaves its part out rather than failing the whole sitemap.
 */
async function sitemapSources(c: Context<AppEnv>): Promise<SitemapSources> {
  const config = getConfig(c.env);
  const locale = LOCALES[0]!;
  const content = contentFor(c);
  const ctx: LoaderContext = {
    c,
    params: {},
    locale,
    t: createTranslator(locale.id),
    config,
    geo: c.get('geo'),
    content,
    href: (rest) => localePath(locale.id, rest),
  };
  const [cat, themes, promotions, firstPosts] = await Promise.all([
    loadCatalogue(ctx),
    content.wordpress.getThemes('en'),
    content.wordpress.getPromotions('en'),
    content.wordpress.getMagazinePosts('en', 1),
  ]);
  const morePosts = firstPosts
    ? await Promise.all(Array.from({ length: Math.min(firstPosts.totalPages, MAX_MAGAZINE_PAGES) - 1 }, (_, i) => content.wordpress.getMagazinePosts('en', i + 2)))
    : [];
  const slugs = new Set(cat ? cat.lobby.categories.flatMap((k) => [k.slug, ...k.subCategories.map((s) => s.slug)]) : []);
  return {
    tabs: LOBBY_TABS.filter((tab) => slugs.has(tab)),
    gameLists: cat ? gameListSlugs(cat) : [],
    providers: cat ? deriveProviders(cat.lobby.games).map((p) => p.slug) : [],
    themes: themes.ok ? themes.value.map((t) => t.slug) : [],
    // A withheld game's page is no page (content-loaders.ts gameInfoLoader answers 404 for it).
    gamePages: cat ? [...new Set([...cat.pages].filter(([id]) => !cat.lobby.withheld.has(id)).map(([, p]) => p.slug))] : [],
    slotPages: cat ? indexableSlotSlugs(cat.lobby.games, cat.pages) : [],
    promotions: (promotions ?? []).map((p) => p.slug),
    infoPages: [...INFO_PAGES],
    magazinePosts: [firstPosts, ...morePosts].flatMap((p) => p?.items ?? []).map((p) => p.slug),
  };
}
