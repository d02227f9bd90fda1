import { subscribe } from 'valtio';
import { closeTopLayerOnPop } from '../overlays/layers';
import type { Stores } from '../state/context';
import { PREFETCH_IDLE_TIMEOUT_MS, shouldPrefetch, type ConnectionInfo } from './connection';
import { isPagePath } from '../contracts/paths';
import { afterHydration } from '../hydration';
import { createRouter } from './navigate';
import { routableLink } from './links';
import type { Router } from './router-types';

/** Wires the router to the page: link clicks, back/forward, and prefetch of visible links on idle. */
export function startRouter(stores: Stores): Router {
  const router = createRouter(stores);
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

function onIdle(fn: () => void): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(fn, { timeout: PREFETCH_IDLE_TIMEOUT_MS });
  else setTimeout(fn, 1);
}
