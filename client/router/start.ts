import { closeTopLayerOnPop } from '../overlays/layers';
import type { Stores } from '../state/context';
import { shouldPrefetch, type ConnectionInfo } from './connection';
import { afterHydration } from '../hydration';
import { createRouter, routableLink } from './navigate';
import type { Router } from './router-types';

/** Wires the router to the page: link clicks, back/forward, and (prefetch-links.ts) prefetch. */
export function startRouter(stores: Stores): Router {
  const router = createRouter(stores);
  // The document's speculation rules prefetched whole documents for taps before this router took links over; from
  // here on a tap is a client navigation, and a document prefetched on hover would be a wasted render (decision 031).
  // Removing the rules cancels what they started. (The id is speculation-rules.ts's SPECULATION_RULES_ID, written
  // out: importing it cost the first screen a few bytes; the e2e test sees the rules gone.)
  document.getElementById('speculation-rules')?.remove();
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

  // Prefetching is not the first screen: its code comes once the page is hydrated (decision 031).
  const connection = (navigator as Navigator & { connection?: ConnectionInfo }).connection;
  if (shouldPrefetch(connection)) afterHydration(() => void import('./prefetch-links').then((m) => m.startPrefetch(stores, router)).catch(() => undefined));
  return router;
}
