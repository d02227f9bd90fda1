import { getLocale } from '../../i18n/locales';
import { loadMessages } from '../../i18n/load-messages';
import { getPage } from '../api/get-page';
import type { PageAnswer } from '../contracts/api';
import type { PageView, RouteView } from '../contracts/page-view';
import type { PageModule, RouteName } from '../contracts/routes';
import { ROUTES, type AnyRoute } from '../routes';
import type { Stores } from '../state/context';
import { showPage } from '../state/router';
import { pushDataLayer, ROUTE_CHANGE_EVENT_DELAY_MS } from '../analytics/events';
import { mayReload } from './connection';
import { normaliseError } from '../contracts/errors';
import { createLoadingBar } from './loading-bar';
import { loadForSkew, skewSettled } from './skew';
import { ApiError } from '../api/api-error';
import { isPagePath } from '../contracts/paths';
import type { ErrorPayload, HeadData, PagePayload, PayloadOf } from '../contracts/payload';
import type { NavigateOptions, Router } from './router-types';


const PREFETCH_TTL_MS = 30_000;

/** Modules by their loader, once loaded. */
const loaded = new Map<() => Promise<unknown>, unknown>();

/**
 * A module once loaded is handed back without a new import(): Chromium settles even an import() of a module it has
 * run in a later task, and a frame may be drawn in between — the old page, for one frame more.
 */
export function loadOnce<T>(load: () => Promise<T>): Promise<T> {
  return loaded.has(load) ? Promise.resolve(loaded.get(load) as T) : load().then((m) => (loaded.set(load, m), m));
}

/** The head's DOM updates run only after a client navigation: a lazy chunk, loaded with the first page chunk. */
const importHeadDom = () => import('./head-dom');
export const headDom = () => loadOnce(importHeadDom);
const RELOAD_KEY = 'chunk-reload-at';

/** The client router: JSON payload from the worker, the route's chunk, then render, head, history and scroll. */
export function createRouter(stores: Stores): Router {
  const bar = createLoadingBar((state) => {
    stores.router.bar = state;
  });
  const prefetched = new Map<string, { at: number; payload: Promise<PageAnswer> }>();
  let current = 0;

  // A logged-in player asks for the player view (getPage): the same path is another answer then.
  const keyOf = (url: URL) => `${stores.account.isLoggedIn ? 'player' : 'guest'} ${url.pathname}${url.search}`;
  const fetchPayload = (url: URL): Promise<PageAnswer> => getPage(url.pathname + url.search, stores.account.isLoggedIn);

  async function navigate(href: string, options: NavigateOptions = {}): Promise<void> {
    const url = new URL(href, location.href);
    const key = keyOf(url);
    const id = ++current;
    const isRefresh = url.pathname + url.search === location.pathname + location.search && !options.pop;
    bar.start();
    let view: PageView;
    let applyHead: ((head: HeadData, lang: string) => void) | undefined;
    try {
      const hit = prefetched.get(key);
      prefetched.delete(key);
      const fresh = hit && !isRefresh && Date.now() - hit.at < PREFETCH_TTL_MS;
      const body = await (fresh ? hit.payload : fetchPayload(url));
      if (id !== current) return;
      if ('redirect' in body) return void navigate(body.redirect, { ...options, replace: true });
      const [shown, , dom] = await Promise.all([pageView(body, url), orReload(() => loadMessages(getLocale(body.locale).language), url), headDom()]);
      view = shown;
      applyHead = dom.applyHead;
    } catch (error) {
      if (id !== current) return;
      // Another release answered (a rollout): the page is loaded whole from the worker instead of rendered here.
      const away = error instanceof ApiError && error.failure === 'skew' ? loadForSkew(url.href) : null;
      if (away) return away;
      view = { payload: clientErrorPayload(stores, url, error), Page: null };
      applyHead = (await headDom().catch(() => undefined))?.applyHead;
    }
    if (id !== current) return;
    const { payload } = view;

    if (!options.pop) {
      history.replaceState({ ...history.state, scrollY: window.scrollY }, '');
      const target = url.pathname + url.search + url.hash;
      if (options.replace) history.replaceState({ scrollY: 0 }, '', target);
      else history.pushState({ scrollY: 0 }, '', target);
    }
    showPage(stores.router, view);
    if (payload.status < 400) skewSettled();
    stores.app.menuOpen = false;
    applyHead?.(payload.head, getLocale(payload.locale).tag);
    if (payload.status >= 400) bar.fail();
    else bar.finish();
    requestAnimationFrame(() => window.dispatchEvent(new Event('app:navigated')));
    if (options.pop) requestAnimationFrame(() => window.scrollTo(0, Number(history.state?.scrollY) || 0));
    else if (!options.tabNavigation) window.scrollTo(0, 0);
    setTimeout(
      () => pushDataLayer({ event: 'routeChange', page_path: location.pathname, page_title: document.title }),
      ROUTE_CHANGE_EVENT_DELAY_MS,
    );
  }

  function prefetch(url: URL): void {
    const key = keyOf(url);
    const hit = prefetched.get(key);
    if (url.pathname + url.search === location.pathname + location.search || (hit && Date.now() - hit.at < PREFETCH_TTL_MS)) return;
    const payload = fetchPayload(url);
    payload.catch(() => prefetched.delete(key));
    prefetched.set(key, { at: Date.now(), payload });
    void headDom().catch(() => undefined);
    // The route's chunk too; a failure is the navigation's to handle (loadChunk), not the prefetch's.
    void payload
      .then((body): Promise<unknown> | undefined => ('redirect' in body || body.route === 'error' ? undefined : loadOnce<unknown>(ROUTES[body.route].load)))
      .catch(() => undefined);
  }

  const refresh = () => navigate(location.href, { replace: true, tabNavigation: true });

  return { navigate, prefetch, refresh };
}

/** A payload with its route's page (its chunk loaded), or an error payload with none. */
export async function pageView(payload: PagePayload, url: URL): Promise<PageView> {
  if (payload.route === 'error') return { payload, Page: null };
  return routeView(payload, url);
}

/** Route R's payload with R's page: generic in R, so the compiler pairs the payload's data with the page that takes it. */
async function routeView<R extends RouteName>(payload: PayloadOf<R>, url: URL): Promise<RouteView<R>> {
  // A route this bundle does not know (the worker was deployed since the page loaded) has no entry: loading fails,
  // and loadChunk reloads the page once, which brings the new bundle.
  const page = await loadChunk(ROUTES[payload.route], url);
  return { payload, Page: page.default };
}

/** Loads a route's chunk; after a deploy an old chunk may be gone, so reload the target once (guarded for 60 s). */
export function loadChunk<R extends RouteName>(route: AnyRoute<R>, url: URL): Promise<PageModule<R>> {
  return orReload(() => loadOnce(route.load as () => Promise<PageModule<R>>), url);
}

/** A chunk the navigation needs (page, messages); if it cannot load, the target is loaded as a document (SPEC §8). */
async function orReload<T>(load: () => Promise<T>, url: URL): Promise<T> {
  try {
    return await load();
  } catch (error) {
    const last = Number(sessionStorage.getItem(RELOAD_KEY));
    if (mayReload(Number.isFinite(last) && last > 0 ? last : null, Date.now())) {
      sessionStorage.setItem(RELOAD_KEY, String(Date.now()));
      location.assign(url.href);
      await new Promise(() => undefined); // the page is going away
    }
    throw error;
  }
}

function clientErrorPayload(stores: Stores, url: URL, error: unknown): ErrorPayload {
  const current = stores.router.payload;
  const normalised = normaliseError(error);
  const status = normalised.statusCode;
  return {
    ...current,
    route: 'error',
    params: {},
    status,
    data: null,
    // A 503's message is the worker's localised 'temporarily unavailable' (decision 028); one made here is not.
    error: status === 503 ? { ...normalised, message: '' } : normalised,
    head: errorHead(current.head, `${status} | ${stores.site.brandName}`),
  };
}

/** Same-origin, left-click, no modifier, no target/download: a page link the router can take over. */
export function routableLink(event: MouseEvent): HTMLAnchorElement | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = (event.target as Element | null)?.closest?.('a');
  if (!anchor || !anchor.href) return null;
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return null;
  if ((anchor.getAttribute('rel') ?? '').split(/\s+/).includes('external')) return null;
  const url = new URL(anchor.href);
  if (url.origin !== location.origin || !isPagePath(url.pathname)) return null;
  // An in-page anchor on the same page is the browser's job.
  if (url.hash && url.pathname === location.pathname && url.search === location.search) return null;
  return anchor;
}

/** An error page's head: its title, no canonical, hreflang or og:url (the worker's error pages carry none either). */
function errorHead(head: HeadData, title: string): HeadData {
  const { canonical: _canonical, ...rest } = head;
  const { url: _url, ...og } = head.og;
  return { ...rest, title, alternates: [], og: { ...og, title } };
}
