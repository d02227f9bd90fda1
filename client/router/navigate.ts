import { getLocale } from '../../i18n/locales';
import { loadMessages } from '../../i18n/load-messages';
import type { PageModule } from '../contracts/routes';
import { ROUTES, type RouteDef } from '../routes';
import type { Stores } from '../state/context';
import { showPage } from '../state/router';
import { pushDataLayer, ROUTE_CHANGE_EVENT_DELAY_MS } from '../analytics/events';
import { mayReload } from './connection';
import { normaliseError } from '../contracts/errors';
import { applyHead } from './head-dom';
import { createLoadingBar } from './loading-bar';
import { isPagePath } from '../contracts/paths';
import { DATA_PREFIX, type HeadData, type PagePayload, type RedirectPayload } from '../contracts/payload';
import type { NavigateOptions, Router } from './router-types';


const PREFETCH_TTL_MS = 30_000;
const RELOAD_KEY = 'chunk-reload-at';

/**
 * The data URL of a page: a logged-in player asks for the player view, the catalogue processed without custom
 * categories (SPEC §4/§6; docs/decisions/010-platform-bridge.md).
 */
export function dataUrl(key: string, loggedIn: boolean): string {
  if (!loggedIn) return DATA_PREFIX + key;
  return DATA_PREFIX + key + (key.includes('?') ? '&' : '?') + 'view=player';
}

/** The client router: JSON payload from the worker, the route's chunk, then render, head, history and scroll. */
export function createRouter(stores: Stores): Router {
  const bar = createLoadingBar((state) => {
    stores.router.bar = state;
  });
  const prefetched = new Map<string, { at: number; payload: Promise<PagePayload | RedirectPayload> }>();
  let current = 0;

  const fetchPayload = async (url: string): Promise<PagePayload | RedirectPayload> => {
    const res = await fetch(url, { headers: { Accept: 'application/json' } });
    const body = (await res.json()) as PagePayload | RedirectPayload;
    if (!body || typeof body !== 'object' || !('redirect' in body || 'route' in body)) throw new Error('Bad page payload');
    return body;
  };

  const routeOf = (payload: PagePayload): RouteDef | undefined => ROUTES.find((r) => r.name === payload.route);

  async function navigate(href: string, options: NavigateOptions = {}): Promise<void> {
    const url = new URL(href, location.href);
    const key = dataUrl(url.pathname + url.search, stores.account.isLoggedIn);
    const id = ++current;
    const isRefresh = url.pathname + url.search === location.pathname + location.search && !options.pop;
    bar.start();
    let payload: PagePayload;
    let mod: PageModule | null = null;
    try {
      const hit = prefetched.get(key);
      prefetched.delete(key);
      const fresh = hit && !isRefresh && Date.now() - hit.at < PREFETCH_TTL_MS;
      const body = await (fresh ? hit.payload : fetchPayload(key));
      if (id !== current) return;
      if ('redirect' in body) return void navigate(body.redirect, { ...options, replace: true });
      payload = body;
      const route = routeOf(payload);
      const [chunk] = await Promise.all([route ? loadChunk(route, url) : null, loadMessages(getLocale(payload.locale).language)]);
      mod = chunk;
    } catch (error) {
      if (id !== current) return;
      payload = clientErrorPayload(stores, url, error);
    }
    if (id !== current) return;

    if (!options.pop) {
      history.replaceState({ ...history.state, scrollY: window.scrollY }, '');
      const target = url.pathname + url.search + url.hash;
      if (options.replace) history.replaceState({ scrollY: 0 }, '', target);
      else history.pushState({ scrollY: 0 }, '', target);
    }
    showPage(stores.router, payload, mod?.default ?? null);
    stores.app.menuOpen = false;
    applyHead(payload.head, getLocale(payload.locale).tag);
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
    const key = dataUrl(url.pathname + url.search, stores.account.isLoggedIn);
    const hit = prefetched.get(key);
    if (url.pathname + url.search === location.pathname + location.search || (hit && Date.now() - hit.at < PREFETCH_TTL_MS)) return;
    const payload = fetchPayload(key);
    payload.catch(() => prefetched.delete(key));
    prefetched.set(key, { at: Date.now(), payload });
    void payload.then((body) => {
      const route = 'route' in body ? routeOf(body) : undefined;
      return route?.load();
    }).catch(() => undefined);
  }

  const refresh = () => navigate(location.href, { replace: true, tabNavigation: true });

  return { navigate, prefetch, refresh };
}

/** Loads a route's chunk; after a deploy an old chunk may be gone, so reload the target once (guarded for 60 s). */
export async function loadChunk(route: RouteDef, url: URL): Promise<PageModule> {
  try {
    return await route.load();
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

function clientErrorPayload(stores: Stores, url: URL, error: unknown): PagePayload {
  const current = stores.router.payload;
  const normalised = normaliseError(error);
  const status = normalised.statusCode;
  return {
    ...current,
    route: 'error',
    params: {},
    status,
    data: null,
    error: normalised,
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
