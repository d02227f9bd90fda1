/** SPEC §4/§9 platform loading: at once on home, elsewhere on first scroll or after 5 s; then a 250 ms poll. */
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

/**
 * Polls every FRAMEWORK_POLL_MS until `get` returns something; rejects after `giveUpMs` or as soon as `failed()`
 * says the script could not load.
 */
export function pollFor<T>(get: () => T | null | undefined, timers: Timers, failed: () => boolean, giveUpMs = FRAMEWORK_GIVE_UP_MS): Promise<T> {
  return new Promise((resolve, reject) => {
    let waited = 0;
    const tick = () => {
      const value = get();
      if (value) return resolve(value);
      if (failed()) return reject(new Error('The platform script failed to load'));
      if (waited >= giveUpMs) return reject(new Error(`The platform framework was not present after ${giveUpMs} ms`));
      waited += FRAMEWORK_POLL_MS;
      timers.setTimeout(tick, FRAMEWORK_POLL_MS);
    };
    tick();
  });
}

const SCRIPT_ID = 'platform-framework';

/**
 * Adds the framework's script tag (async; its origin is allowed by the CSP). A tag whose load failed is replaced, so
 * a later attempt really asks again. `failed()` turns true on the script's error event.
 */
export function injectScript(url: string, doc: Document = document): { failed: () => boolean } {
  const previous = doc.getElementById(SCRIPT_ID) as HTMLScriptElement | null;
  if (previous && previous.dataset.state !== 'error') return { failed: () => previous.dataset.state === 'error' };
  previous?.remove();
  const script = doc.createElement('script');
  script.id = SCRIPT_ID;
  script.src = url;
  script.async = true;
  script.dataset.state = 'loading';
  script.addEventListener('load', () => (script.dataset.state = 'loaded'));
  script.addEventListener('error', () => (script.dataset.state = 'error'));
  doc.head.appendChild(script);
  return { failed: () => script.dataset.state === 'error' };
}
