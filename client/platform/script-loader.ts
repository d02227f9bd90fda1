import { trustedScriptUrl } from '../loading/trusted-script-url';
import { FRAMEWORK_GIVE_UP_MS, FRAMEWORK_POLL_MS, type Timers } from './loader';

/** Loading the framework's script and waiting for its global: part of the lazy bridge chunk, not the first screen. */

/**
 * Looks for `get()` at once, again the moment `wake` reports the script's load or error event, and every
 * FRAMEWORK_POLL_MS as a fallback (a framework that sets its global later than its own script's load); rejects
 * after `giveUpMs` or as soon as `failed()` says the script could not load.
 */
export function pollFor<T>(
  get: () => T | null | undefined,
  timers: Timers,
  failed: () => boolean,
  giveUpMs = FRAMEWORK_GIVE_UP_MS,
  wake?: (fn: () => void) => void,
): Promise<T> {
  return new Promise((resolve, reject) => {
    let waited = 0;
    let timer: unknown = null;
    let done = false;
    // `woken`: a load/error event, not the poll — the pending poll is replaced and the give-up clock is not advanced.
    const tick = (woken: boolean) => {
      if (done) return;
      if (timer !== null) timers.clearTimeout(timer);
      timer = null;
      const value = get();
      if (value) return settle(() => resolve(value));
      if (failed()) return settle(() => reject(new Error('The platform script failed to load')));
      if (waited >= giveUpMs) return settle(() => reject(new Error(`The platform framework was not present after ${giveUpMs} ms`)));
      if (!woken) waited += FRAMEWORK_POLL_MS;
      timer = timers.setTimeout(() => tick(false), FRAMEWORK_POLL_MS);
    };
    const settle = (fn: () => void) => {
      done = true;
      fn();
    };
    tick(false);
    if (!done) wake?.(() => tick(true));
  });
}

const SCRIPT_ID = 'platform-framework';

/**
 * Adds the framework's script tag (async; its origin is allowed by the CSP). A tag whose load failed is replaced, so
 * a later attempt really asks again. `failed()` turns true on the script's error event.
 */
export interface InjectedScript {
  failed: () => boolean;
  /** Calls `fn` on the script's load or error event (at once if it has already settled). */
  onSettled: (fn: () => void) => void;
}

/**
 * `priority` 'low': the guest's idle load on home (SPEC §4 'at once'), which must never compete with the first
 * screen's requests (issue 29); a tap or a returning player's session check asks with the browser's default.
 */
export function injectScript(url: string, doc: Document = document, priority: 'low' | 'auto' = 'auto'): InjectedScript {
  // Only a script in <head> is ours: an element of the page's content with this id must not switch the framework off.
  const previous = doc.head.querySelector<HTMLScriptElement>(`script#${SCRIPT_ID}`);
  if (previous && previous.dataset.state !== 'error') return { failed: () => previous.dataset.state === 'error', onSettled: settled(previous) };
  previous?.remove();
  const script = doc.createElement('script');
  script.id = SCRIPT_ID;
  script.src = trustedScriptUrl(url, doc.defaultView);
  script.async = true;
  if (priority === 'low') script.setAttribute('fetchpriority', 'low');
  script.dataset.state = 'loading';
  script.addEventListener('load', () => (script.dataset.state = 'loaded'));
  script.addEventListener('error', () => (script.dataset.state = 'error'));
  doc.head.appendChild(script);
  return { failed: () => script.dataset.state === 'error', onSettled: settled(script) };
}

function settled(script: HTMLScriptElement): (fn: () => void) => void {
  return (fn) => {
    if (script.dataset.state !== 'loading') return fn();
    script.addEventListener('load', fn, { once: true });
    script.addEventListener('error', fn, { once: true });
  };
}
