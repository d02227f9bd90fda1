import type { Context } from 'hono';
import type { RouteView } from '../../client/contracts/page-view';
import { notFound } from '../../client/contracts/errors';
import type { PayloadOf } from '../../client/contracts/payload';
import type { Params } from '../../client/contracts/paths';
import type { RouteName } from '../../client/contracts/routes';
import { matchRoute, type AnyRoute, type RouteMatch } from '../../client/routes';
import { localePath } from '../../i18n/locales';
import { createTranslator } from '../../i18n/translate';
import { getConfig, type Config } from '../config';
import { contentFor, type Content } from '../content/content';
import { answer, refuse } from '../api-answer';
import { BUILD_HEADER } from '../../client/contracts/release';
import type { AppEnv } from '../env';
import { pageRequest } from '../page-path';
import { isReturning } from '../returning';
import { cachedPage, expiredPage, pageEpoch, renderOnce, rendering, respondWith, storePage } from '../render/page-cache';
import { pageJsonLd } from '../seo/page-ld';
import { renderTemplate, type RenderedPage } from '../render/render-page';
import { LOADERS, PAGE_QUERY_PARAMS } from './loaders';
import { buildPayload, siteFor } from './page-payload';
import { applyRouteMiddleware, type PageOptions } from './route-middleware';
import { AZ_CHARACTERS } from '../catalogue/a-z';

/**
 * Every page: match the route, run its named middleware and loader, then answer HTML (SSR) or, for the client
 * router's /_data/ request, the same payload as JSON. Errors go to the app's onError (error page).
 */
export async function pageHandler(c: Context<AppEnv>): Promise<Response> {
  const request = pageRequest(c);
  // A page of another release asks for a payload (a rollout without version affinity): it could not read this
  // release's data, and will load the page as a document instead (client/router/skew.ts). 409, nothing rendered.
  const asker = c.req.header(BUILD_HEADER);
  if (request.json && asker && asker !== c.get('release').build) return refuse(c, 409, 'version skew');
  const config = getConfig(c.env);
  const key = pageKey(c, request.json);
  const trace = c.get('trace');
  const hit = cachedPage(key);
  if (hit) {
    trace?.pageCache('hit');
    if (trace) trace.renderMs = 0;
    return cacheStatus(respondWith(hit, c.get('nonce')), 'hit');
  }
  // While a request renders a short-lived page again, the others take the expired page instead of waiting with it.
  const expired = rendering(key) ? expiredPage(key) : undefined;
  if (expired) {
    trace?.pageCache('expired');
    if (trace) trace.renderMs = 0;
    return cacheStatus(respondWith(expired, c.get('nonce')), 'expired');
  }
  const match = matchRoute(c.get('rest'));
  if (!match) throw notFound();

  const options: PageOptions = { cacheControl: 'no-cache' };
  applyRouteMiddleware(match.route.middleware, options);
  const timed = <T>(work: () => Promise<T>) => (trace ? trace.timeRender(work) : work());
  if (options.cacheControl === 'no-store') {
    trace?.pageCache('bypass');
    return respondWith(await timed(() => render(c, match, options, request.json)), c.get('nonce'));
  }
  // Concurrent misses of one page share one render (a cold lobby is the expensive part of a stampede).
  // A render waits on upstreams at most one timeout in all (the request's budget, worker/content/cache.ts); past
  // that and 2 s of rendering its request is gone.
  const renderWaitMs = config.upstreamTimeoutMs + 2000;
  const epoch = pageEpoch();
  const renderAndStore = () =>
    renderOnce(key, renderWaitMs, async () => {
      const page = await render(c, match, options, request.json);
      const short = shortLived(contentFor(c), options.brief === true);
      // A short-lived page stays answerable while its next render runs (expiredPage): that render may wait a whole
      // upstream timeout on the upstream that made it short-lived, and every visitor of the page with it.
      storePage(key, page, pageTtlMs(config, short), epoch, Date.now(), short ? renderWaitMs : 0);
      return page;
    });
  trace?.pageCache('miss');
  const rendered = await timed(renderAndStore);
  return cacheStatus(respondWith(rendered, c.get('nonce')), 'miss');
}

/**
 * Says whether the isolate's page cache answered (`X-Page-Cache: hit`), answered an expired page while another request
 * renders it again (`expired`), or this request rendered or waited for a render (`miss`): for operators and the integration tests
 * of the cache's variants; it names no key and no visitor.
 */
function cacheStatus(res: Response, status: 'hit' | 'expired' | 'miss'): Response {
  res.headers.set('X-Page-Cache', status);
  return res;
}

/** The route's loader, then its payload as JSON or its SSR document, ready to cache (nonce as a placeholder). */
async function render(c: Context<AppEnv>, match: RouteMatch, options: PageOptions, json: boolean): Promise<RenderedPage> {
  if (json) {
    const payload = await routePayload(c, match.route, match.params, options);
    const res = answer(c, 'page', payload);
    return { body: await res.text(), status: res.status, headers: [...res.headers] };
  }
  // The footer's calls start with the route's, not after them: both share the request's one upstream budget
  // (docs/decisions/019), and a route that hangs must not leave the footer no time. Same locale as the payload's.
  const site = siteFor(c, { locale: c.get('locale').id });
  // Awaited below; a loader's error (404, …) goes to the error page, which asks the same calls again (shared).
  site.catch(() => undefined);
  const view = await routeView(c, match.route, match.params, options);
  return renderTemplate(c, await site, view, match.route.chunk);
}

/**
 * Route R's loader, then R's payload. Generic in R, so the data its loader sends is, to the compiler, the data R's
 * page takes (client/contracts/routes.ts RouteData).
 */
async function routePayload<R extends RouteName>(c: Context<AppEnv>, route: AnyRoute<R>, params: Params, options: PageOptions): Promise<PayloadOf<R>> {
  const locale = c.get('locale');
  const config = getConfig(c.env);
  const t = createTranslator(locale.id);
  const href = (path: string) => localePath(locale.id, path);
  const result = await LOADERS[route.name]({ c, params, locale, t, config, geo: c.get('geo'), content: contentFor(c), href });

  const name = result.title || headingOf(result.data);
  const jsonLd = pageJsonLd({
    route: route.name,
    rest: c.get('rest'),
    origin: config.siteOrigin,
    locale: locale.id,
    brand: config.brandName,
    t,
    pageName: name || config.brandName,
    ...(result.jsonLd ? { extra: result.jsonLd } : {}),
  });
  const payload = buildPayload(c, route.name, params, result.data, {
    ...(name ? { title: name } : {}),
    ...(result.name ? { keep: result.name } : {}),
    ...(result.canonical ? { canonical: result.canonical } : {}),
    description: result.description ?? t('general.description', { brand: config.brandName }),
    ...(options.robots || result.robots ? { robots: (options.robots ?? result.robots)! } : {}),
    ...(result.image ? { image: result.image } : {}),
    ...(jsonLd.length ? { jsonLd } : {}),
  });
  c.header('Cache-Control', options.cacheControl);
  return payload;
}

/** Route R's payload with R's page component, for SSR. */
async function routeView<R extends RouteName>(c: Context<AppEnv>, route: AnyRoute<R>, params: Params, options: PageOptions): Promise<RouteView<R>> {
  const payload = await routePayload(c, route, params, options);
  const page = await route.load();
  return { payload, Page: page.default };
}

/**
 * Pages differ by locale, country, device and the query parameters loaders read, and an HTML page by one bit more:
 * the welcome-back variant for a visitor whose activity cookie is fresh (docs/decisions/023). That bit is all the
 * cookie contributes — never its value, never a player: two returning visitors share one entry. /_data/ payloads
 * have no variant (the client navigates after hydration, with the site context it already has).
 */
function pageKey(c: Context<AppEnv>, json: boolean): string {
  const url = new URL(c.req.url);
  const query = PAGE_QUERY_PARAMS.map((k) => `${k}=${keyValue(k, url.searchParams.get(k))}`).join('&');
  const kind = json ? 'json' : isReturning(c) ? 'html-returning' : 'html';
  return `${kind}|${c.get('locale').id}|${c.get('geo').country}|${c.get('device')}|${c.get('rest')}?${query}`;
}

/**
 * A query value as the page key holds it. Every value a loader can tell apart keeps its own entry; every other value of
 * a parameter shares one ('x'), so junk (`?page=abc`, `?letter=zz`, `?view=…`) on a route that ignores it costs one
 * entry, not one each, and on a route that reads it is a 404, which is never kept. Page numbers past any catalogue's
 * last grid page (5,000 games are 120 pages) are junk too.
 */
function keyValue(name: (typeof PAGE_QUERY_PARAMS)[number], raw: string | null): string {
  if (raw === null) return '';
  const valid =
    name === 'page' ? /^[1-9]\d{0,2}$/.test(raw) && Number(raw) <= MAX_KEYED_PAGE : name === 'letter' ? (AZ_CHARACTERS as readonly string[]).includes(raw.toUpperCase()) : raw === 'player';
  return valid ? raw : 'x';
}
const MAX_KEYED_PAGE = 200;

/** A page's visible heading, the name its title is made of when the loader gives no title of its own. */
function headingOf(data: object): string | undefined {
  const heading = 'heading' in data ? data.heading : undefined;
  return typeof heading === 'string' && heading.trim() ? heading : undefined;
}

/**
 * Whether this render is kept only briefly (DEGRADED_PAGE_SECONDS): a page built from fallbacks (an upstream down with
 * nothing cached) or from stale content — long enough that a stampede cannot form, short enough that a recovering
 * upstream shows at once — and a page with live figures (route middleware `live`).
 */
function shortLived(content: Content, brief: boolean): boolean {
  return brief || content.degraded() || content.stale();
}

/**
 * How long this render may be reused: briefly, or at most PAGE_CACHE_SECONDS; never past the content TTL, which bounds
 * how old a served page can be (docs/decisions/019: TTL + page TTL ≤ 90 s).
 */
function pageTtlMs(config: Config, short: boolean): number {
  return Math.min(short ? config.degradedPageSeconds : config.pageCacheSeconds, config.cacheTtlSeconds) * 1000;
}
