/** SPEC §4/§9 platform loading: at once on home, elsewhere on first scroll or after 5 s; then a 250 ms poll (script-loader.ts). */
export const PLATFORM_LOAD_DELAY_MS = 5000;
export const FRAMEWORK_POLL_MS = 250;
/**
 * A framework that is not present (or not ready) this long after its script was requested counts as unavailable:
 * browsing never waits on it, and the next widget click tries again (docs/decisions/010-platform-bridge.md).
 */
export const FRAMEWORK_GIVE_UP_MS = 15_000;

export interface Timers {
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface ScrollTarget {
  addEventListener(type: 'scroll', fn: () => void, options: { passive: boolean; once: boolean }): void;
  removeEventListener(type: 'scroll', fn: () => void): void;
}

/** How long 'at once' may wait for the main thread to be idle after hydration. */
export const IMMEDIATE_IDLE_TIMEOUT_MS = 1500;

/**
 * Calls `load` once: at once when `immediate` (the home route, or a deep link waiting) — as soon as the main thread is
 * idle after hydration, so the framework never competes with the first paint —, otherwise on the first scroll or
 * after PLATFORM_LOAD_DELAY_MS, whichever comes first. Returns a cancel function.
 */
export function scheduleLoad(immediate: boolean, load: () => void, target: ScrollTarget, timers: Timers, whenIdle: (fn: () => void) => void = (fn) => fn()): () => void {
  if (immediate) {
    whenIdle(load);
    return () => undefined;
  }
  let done = false;
  const fire = () => {
    if (done) return;
    done = true;
    cancel();
    load();
  };
  const timer = timers.setTimeout(fire, PLATFORM_LOAD_DELAY_MS);
  target.addEventListener('scroll', fire, { passive: true, once: true });
  function cancel() {
    timers.clearTimeout(timer);
    target.removeEventListener('scroll', fire);
  }
  return () => {
    done = true;
    cancel();
  };
}
