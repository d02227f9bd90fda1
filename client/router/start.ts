import { subscribe } from 'valtio';
import { closeTopLayerOnPop } from '../overlays/layers';
import type { Stores } from '../state/context';
import { PREFETCH_IDLE_TIMEOUT_MS, shouldPrefetch, type ConnectionInfo } from './connection';
import { isPagePath } from '../contracts/paths';
import { afterHydration } from '../hydration';
import { routableLink } from './links';
import type { NavigateOptions, Router } from './router-types';

/** The navigating router is a lazy chunk: the first screen does not navigate (issue 29, docs/decisions/032). */
const loadNavigate = () => import('./navigate');

/**
 * Wires the router to the page: link clicks, back/forward, and prefetch of visible links on idle. The router itself
 * loads once the page is hydrated and idle (or at the first link taken before that).
 */
export function startRouter(stores: Stores): Router {
  const router = lazyRouter(stores);
  afterHydration(() => onIdle(() => void router.ready().catch(() => undefined)));
  history.scrollRestoration = 'manual';
  if (!history.state) history.replaceState({ scrollY: window.scrollY }, '');

  document.addEventListener('click', (event) => {
    const anchor = routableLink(event);
    if (!anchor) return;
    event.preventDefault();
    void router.navigate(anchor.href, { tabNavigation: anchor.hasAttribute('data-tab-nav') });
  });
  window.addEventListener('popstate', () => {
    // Back with a modal layer open (the game container) closes that layer; the page stays.
    if (closeTopLayerOnPop()) return;
    void router.navigate(location.href, { pop: true });
  });

  const connection = (navigator as Navigator & { connection?: ConnectionInfo }).connection;
  if (shouldPrefetch(connection) && 'IntersectionObserver' in window) {
    const seen = new WeakSet<Element>();
    const observer = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer.unobserve(entry.target);
        router.prefetch(new URL((entry.target as HTMLAnchorElement).href));
      }
    });
    const scan = () =>
      onIdle(() => {
        for (const a of document.querySelectorAll<HTMLAnchorElement>('a[href]')) {
          if (seen.has(a)) continue;
          seen.add(a);
          const url = new URL(a.href);
          if (url.origin === location.origin && isPagePath(url.pathname)) observer.observe(a);
        }
      });
    // Prefetching is not the first screen: it starts once the page is hydrated and a framework that is loading (a
    // returning player's session, a deep link) has settled, so its calls do not queue behind a dozen page payloads.
    afterHydration(() => {
      const settled = () => stores.platform.status !== 'loading';
      if (settled()) return scan();
      const stop = subscribe(stores.platform, () => {
        if (!settled()) return;
        stop();
        scan();
      });
    });
    // New links appear after each navigation.
    window.addEventListener('app:navigated', scan);
  }
  return router;
}

/** The router's calls, each waiting for its chunk; if the chunk cannot load, a link is followed as a document. */
function lazyRouter(stores: Stores): Router & { ready: () => Promise<Router> } {
  let core: Promise<Router> | null = null;
  const ready = () =>
    (core ??= loadNavigate().then(
      (m) => m.createRouter(stores),
      (error: unknown) => {
        core = null;
        throw error;
      },
    ));
  return {
    ready,
    navigate: (href: string, options?: NavigateOptions) =>
      ready().then(
        (r) => r.navigate(href, options),
        () => location.assign(href),
      ),
    prefetch: (url: URL) => void ready().then((r) => r.prefetch(url), () => undefined),
    refresh: () =>
      ready().then(
        (r) => r.refresh(),
        () => location.reload(),
      ),
  };
}

function onIdle(fn: () => void): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(fn, { timeout: PREFETCH_IDLE_TIMEOUT_MS });
  else setTimeout(fn, 1);
}
