import { getLocale } from '../../i18n/locales';
import { loadMessages } from '../../i18n/load-messages';
import { getPage, isSkew } from '../api/get-page';
import type { PageAnswer } from '../contracts/api';
import type { PageView } from '../contracts/page-view';
import { PAGE_CHUNKS } from '../loading/page-chunks';
import type { Stores } from '../state/context';
import { showPage } from '../state/router';
import { wantsPlayerView } from '../state/player-view';
import { pushDataLayer, ROUTE_CHANGE_EVENT_DELAY_MS } from '../analytics/events';
import { loadOnce, orReload, pageView } from './page-view';
import { normaliseError } from '../contracts/errors';
// Bundled with the router, not loaded at the failure: a navigation that failed offline still has its error page.
import ErrorPage from '../pages/error-page';
import { createLoadingBar } from './loading-bar';
import { loadForSkew, skewSettled } from './skew';
import type { ErrorPayload, HeadData, PagePayload, PayloadOf } from '../contracts/payload';
import type { NavigateOptions, Router } from './router-types';


const PREFETCH_TTL_MS = 30_000;
/**
 * A page whose prefetch failed (the worker or the network down) is not prefetched again for this long: a pointer that
 * crosses its link, or the link's children, again and again asks once, not at every crossing. A click still asks.
 */
const PREFETCH_RETRY_MS = 10_000;

/** The head's DOM updates run only after a client navigation: a lazy chunk, loaded with the first page chunk. */
const importHeadDom = () => import('./head-dom');
export const headDom = () => loadOnce(importHeadDom);

/**
 * The client router: JSON payload from the worker, the route's chunk, then render, head, history and scroll. A lazy
 * chunk (router/start.ts loads it once hydrated and idle, or at the first link): the first screen does not navigate.
 */
export function createRouter(stores: Stores): Router {
  const bar = createLoadingBar((state) => {
    stores.router.bar = state;
  });
  const prefetched = new Map<string, { at: number; payload: Promise<PageAnswer> }>();
  const failedAt = new Map<string, number>();
  let current = 0;

  // A logged-in player asks for the player view (getPage), as does one reconnecting: the same path is another answer then.
  const keyOf = (url: URL) => `${wantsPlayerView(stores) ? 'player' : 'guest'} ${url.pathname}${url.search}`;
  const fetchPayload = (url: URL): Promise<PageAnswer> => getPage(url.pathname + url.search, wantsPlayerView(stores));

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
      failedAt.delete(key);
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
      const away = isSkew(error) ? loadForSkew(url.href) : null;
      if (away) return away;
      view = { payload: clientErrorPayload(stores, url, error), Page: null, ErrorPage };
      applyHead = (await headDom().catch(() => undefined))?.applyHead;
    }
    if (id !== current) return;
    const { payload } = view;

    if (!options.pop) {
      history.replaceState({ ...history.state, scrollY: window.scrollY }, '');
      const target = url.pathname + url.search + url.hash;
      // The same page drawn again (a login or logout) keeps its entry's state: an open layer's mark stays with it, so
      // the game kept open through a session's end still closes by Back and its own controls (layers.ts).
      if (options.replace) history.replaceState(options.inPlace ? { ...history.state } : { scrollY: 0 }, '', target);
      else history.pushState({ scrollY: 0 }, '', target);
    }
    showPage(stores.router, view);
    if (payload.status < 400) skewSettled();
    if (!options.inPlace) stores.app.menuOpen = false;
    applyHead?.(payload.head, getLocale(payload.locale).tag);
    if (payload.status >= 400) bar.fail();
    else bar.finish();
    requestAnimationFrame(() => window.dispatchEvent(new Event('app:navigated')));
    if (options.pop) requestAnimationFrame(() => window.scrollTo(0, Number(history.state?.scrollY) || 0));
    else if (!options.tabNavigation) window.scrollTo(0, 0);
    // SPEC §4's event is for a route change; the same page drawn again after a login or logout is not one.
    if (!options.inPlace) {
      setTimeout(
        () => pushDataLayer({ event: 'routeChange', page_path: location.pathname, page_title: document.title }),
        ROUTE_CHANGE_EVENT_DELAY_MS,
      );
    }
  }

  function prefetch(url: URL): void {
    const key = keyOf(url);
    const hit = prefetched.get(key);
    if (url.pathname + url.search === location.pathname + location.search || (hit && Date.now() - hit.at < PREFETCH_TTL_MS)) return;
    if (Date.now() - (failedAt.get(key) ?? -Infinity) < PREFETCH_RETRY_MS) return;
    const payload = fetchPayload(url);
    payload.catch(() => {
      prefetched.delete(key);
      failedAt.set(key, Date.now());
    });
    prefetched.set(key, { at: Date.now(), payload });
    void headDom().catch(() => undefined);
    // The route's chunk too; a failure is the navigation's to handle (loadChunk), not the prefetch's.
    void payload
      .then((body): Promise<unknown> | undefined => ('redirect' in body || body.route === 'error' ? undefined : loadOnce<unknown>(PAGE_CHUNKS[body.route].load)))
      .catch(() => undefined);
  }

  const refresh = () => navigate(location.href, { replace: true, tabNavigation: true, inPlace: true });

  return { navigate, prefetch, refresh };
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

/** An error page's head: its title, no canonical, hreflang or og:url (the worker's error pages carry none either). */
function errorHead(head: HeadData, title: string): HeadData {
  const { canonical: _canonical, ...rest } = head;
  const { url: _url, ...og } = head.og;
  return { ...rest, title, alternates: [], og: { ...og, title } };
}
