import { subscribe } from 'valtio';
import { siteReachable } from '../api/site-reachable';
import { RECONNECT_PROBE_MS, type OfflineState } from './offline-state';

/** What the probe asks the world: the site (GET /api/health) and the browser's own flag; tests pass their own. */
export interface ProbeDeps {
  reachable?: () => Promise<boolean>;
  onLine?: () => boolean;
}

/**
 * The connection's return where the browser gives no 'online' event: it read itself online all along (a dead Wi-Fi,
 * a captive portal; Chromium 150's offline emulation after a reload) while the page shown was the service worker's
 * copy and a tap, a page or the platform's framework was made to wait. One probe at a time, RECONNECT_PROBE_MS apart,
 * only while something waits and the browser reads itself online; the first answer does what the 'online' event does (`backOnline`).
 * `state` is the offline chunk's proxy. Answers a function that stops probing.
 */
export function probeWhileWaiting(state: OfflineState, backOnline: () => void, deps: ProbeDeps = {}): () => void {
  const reachable = deps.reachable ?? siteReachable;
  const onLine = deps.onLine ?? (() => navigator.onLine);
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  const waitingOnLine = () => !stopped && (state.waiting !== null || state.platformWaits) && onLine();
  const schedule = () => {
    if (timer !== undefined || !waitingOnLine()) return;
    timer = setTimeout(async () => {
      const reached = await reachable();
      timer = undefined;
      if (!waitingOnLine()) return;
      if (reached) backOnline();
      else schedule();
    }, RECONNECT_PROBE_MS);
  };
  const unsubscribe = subscribe(state, schedule);
  schedule();
  return () => {
    stopped = true;
    unsubscribe();
    clearTimeout(timer);
  };
}
