import type { Router } from '../router/router-types';
import type { Stores } from '../state/context';
import type { Bridge } from './bridge';
import { afterHydration, whenHydrated } from '../loading/hydration';
import { onIdle } from '../loading/idle';
import { IMMEDIATE_IDLE_TIMEOUT_MS, scheduleLoad } from './loader';

/**
 * The small, eager half of the platform bridge: decides when the framework loads (SPEC §4) and hands out the
 * bridge. Everything that talks to the framework is the lazy `bridge.ts` chunk, so the lobby's first-screen JS
 * does not carry it.
 */
let context: { stores: Stores; router: Router } | null = null;
let connection: Promise<Bridge | null> | null = null;

export function startPlatform(stores: Stores, router: Router): void {
  context = { stores, router };
  // The service worker and the offline banner (docs/decisions/030): a lazy chunk, once hydrated and idle, so it never
  // competes with the first screen or a deep link's widget.
  // Offline before that chunk came (a first visit that loses its connection at once): asked for again once online.
  const offline = (): void =>
    void import('../offline/start')
      // The connection's return asks for a framework that could not load again at once (issue 51).
      .then((m) => m.startOffline(stores, router, loadPlatform))
      .catch((error: unknown) => {
        console.warn('The offline module could not load; it is asked for again once online', error);
        window.addEventListener('online', offline, { once: true });
      });
  whenIdle(offline);
  // A deep link or a returning player's welcome-back state waits for the framework, so it loads at once then too
  // (docs/decisions/010-platform-bridge.md). Returning is the worker's decision, the one the page was rendered with
  // (docs/decisions/023): the document already preloads the script then.
  const returning = stores.site.returning;
  // Any query may be a deep link (the bridge reads it exactly): loading early for a query costs little.
  const waited = location.search.length > 1 || returning;
  // A returning player's header and a deep link are the first screen: the framework is asked for now, not after
  // hydration and idle (issue 25). A guest's home page loads it once hydrated and idle.
  if (waited) {
    void loadPlatform();
    return;
  }
  // Scheduled, not asked for by a tap: the script is fetched at low priority (docs/decisions/032).
  scheduleLoad(stores.router.payload.route === 'home', () => void loadPlatform('low'), window, window, whenIdle);
}

/** Runs `fn` once the page is hydrated and the main thread idle (at most IMMEDIATE_IDLE_TIMEOUT_MS later). */
function whenIdle(fn: () => void): void {
  afterHydration(() => onIdle(fn, IMMEDIATE_IDLE_TIMEOUT_MS));
}

/**
 * The connected bridge, loading the framework now if it is not yet; null when it is unavailable (retried next call).
 * `priority` is the script's fetch priority when this call is the one that loads it.
 */
export function loadPlatform(priority: 'low' | 'auto' = 'auto'): Promise<Bridge | null> {
  if (!context) return Promise.resolve(null);
  const { stores, router } = context;
  if (!connection) stores.platform.status = 'loading';
  connection ??= import('./bridge')
    .then((m) => m.connect(stores, router, priority))
    .catch((error: unknown) => {
      console.warn('Platform framework unavailable', error);
      // The welcome-back box reads it: not before the root has hydrated against the server's HTML (whenHydrated).
      void whenHydrated().then(() => (stores.platform.status = 'unavailable'));
      connection = null;
      return null;
    });
  return connection;
}
