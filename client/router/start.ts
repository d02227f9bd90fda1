import { closeTopLayerOnPop } from '../overlays/layer-stack';
import type { Stores } from '../state/context';
import { PREFETCH_IDLE_TIMEOUT_MS, shouldPrefetch, type ConnectionInfo } from './connection';
import { afterHydration } from '../loading/hydration';
import { onIdle } from '../loading/idle';
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
  afterHydration(() => onIdle(() => void router.ready().catch(() => undefined), PREFETCH_IDLE_TIMEOUT_MS));
  // The document's speculation rules prefetched whole documents for taps before this router took links over; from
  // here on a tap is a client navigation, and a document prefetched on hover would be a wasted render (decision 031).
  // Removing the rules cancels what they started. (The id is speculation-rules.ts's SPECULATION_RULES_ID, written
  // out: importing it cost the first screen a few bytes; the e2e test sees the rules gone.)
  document.querySelector('script#speculation-rules')?.remove();
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
