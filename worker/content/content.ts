import type { Context } from 'hono';
import { getConfig, originOf } from '../config';
import type { AppEnv } from '../env';
import { ContentCache, MemoryLayer } from './cache';
import { CustomCategoriesClient } from './custom-categories-client';
import { LimitedTimePromotionsClient } from './limited-time-promotions-client';
import { PlatformClient } from './platform/client';
import { localiseHtml, type LocaliseOptions } from './localise';
import { purgedBefore } from './purge-generation';
import { UpstreamGuard, type BreakerState } from './upstream-guard';
import { sanitiseHtml } from './sanitise';
import { siteLinks } from './site-links';
import type { FetchLike } from './upstream';
import { WordPressClient } from './wordpress/client';

/** Every upstream client of one request, sharing one cache (so identical calls are fetched once). */
export interface Content {
  wordpress: WordPressClient;
  platform: PlatformClient;
  customCategories: CustomCategoriesClient;
  limitedTimePromotions: LimitedTimePromotionsClient;
  /**
   * The visitor's view of cached platform/CMS HTML: every internal link keeps this locale's prefix ('' or '/fi', …),
   * and with `country` the info-page blocks not meant for that country go (the cached HTML keeps them all); `lang`
   * marks a fragment served in another language than the page's; with `offerLink`, a link to a promotion the visitor
   * cannot have keeps its words and loses its link (docs/decisions/042).
   */
  localiseHtml(html: string, localePrefix: string, options?: Pick<LocaliseOptions, 'country' | 'lang' | 'offerLink'>): Promise<string>;
  /** True when an upstream failed with nothing cached, so the response holds a fallback. */
  degraded(): boolean;
  /** True when some content was served stale (its refresh is under way). */
  stale(): boolean;
}

const perRequest = new WeakMap<object, Content>();
/** Shared by every request this isolate serves. */
const memory = new MemoryLayer();
const guard = new UpstreamGuard();

/** The upstreams by the key prefix that names them in purges, breakers, logs and /__health. */
export const UPSTREAMS = ['wp', 'platform', 'categories', 'ltp'] as const;
export type UpstreamName = (typeof UPSTREAMS)[number];

/** Every upstream's breaker as this isolate knows it, for /__health: read from memory, no call made. */
export function breakerStates(): Record<UpstreamName, BreakerState> {
  return Object.fromEntries(UPSTREAMS.map((name) => [name, guard.state(name)])) as Record<UpstreamName, BreakerState>;
}

/** A purge reached this isolate: content kept in memory and remembered failures go (rendered pages separately). */
export function dropIsolateContent(): void {
  memory.clear();
  guard.forgetFailures();
}

/** The request's content clients, created on first use. */
export function contentFor(c: Context<AppEnv>): Content {
  const hit = perRequest.get(c);
  if (hit) return hit;
  const config = getConfig(c.env);
  const cache = new ContentCache({
    kv: c.env.CONTENT_CACHE,
    memory,
    ttlSeconds: config.cacheTtlSeconds,
    timeoutMs: config.upstreamTimeoutMs,
    waitUntil: (promise) => waitUntil(c, promise),
    guard,
    negativeMs: config.negativeCacheSeconds * 1000,
    breakerFailures: config.breakerFailures,
    breakerCooldownMs: config.breakerCooldownSeconds * 1000,
    optionalBudgetMs: config.optionalBudgetMs,
    purgedBefore,
    // Absent only where a test runs a bare app without the request log.
    ...(c.get('trace') ? { observer: c.get('trace') } : {}),
  });
  const fetch: FetchLike = (input, init) => globalThis.fetch(input, init);
  // Cached links are made locale-free (legacy help → /info/{slug}/, the brand's own host → site-relative);
  // localiseHtml adds the visitor's prefix per request.
  // Content images come from the site itself or from the upstream that sent the content (its media library). Worked
  // out when a fragment is sanitised (a cache fill), not on every request.
  const sanitise = (html: string, item?: string) => {
    const imageOrigins = [config.siteOrigin, config.cmsBaseUrl, config.platformApiBaseUrl, config.promotionsApiBaseUrl].map(originOf);
    return sanitiseHtml(html, { rewriteLink: siteLinks(config.brandDomain), imageOrigins }, item);
  };
  const content: Content = {
    wordpress: new WordPressClient({ baseUrl: config.cmsBaseUrl, fetch, cache, sanitise, brandName: config.brandName }),
    platform: new PlatformClient({ baseUrl: config.platformApiBaseUrl, casinoId: config.casinoId, fetch, cache, sanitise }),
    customCategories: new CustomCategoriesClient({ baseUrl: config.customCategoriesBaseUrl, casinoId: config.casinoId, fetch, cache }),
    limitedTimePromotions: new LimitedTimePromotionsClient({ baseUrl: config.promotionsApiBaseUrl, casinoId: config.casinoId, fetch, cache, sanitise }),
    degraded: () => cache.degraded,
    stale: () => cache.stale,
    localiseHtml: (html, localePrefix, options = {}) =>
      localiseHtml(html, { ...options, ...(localePrefix ? { rewriteLink: siteLinks(config.brandDomain, localePrefix) } : {}) }),
  };
  perRequest.set(c, content);
  return content;
}

function waitUntil(c: Context<AppEnv>, promise: Promise<unknown>): void {
  try {
    c.executionCtx.waitUntil(promise);
  } catch {
    // No execution context (plain app.request in unit tests): let the promise run on its own.
    void promise;
  }
}
