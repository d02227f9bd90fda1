import { FRAMEWORK_GIVE_UP_MS, FRAMEWORK_POLL_MS, type Timers } from './loader';

/** Loading the framework's script and waiting for its global: part of the lazy bridge chunk, not the first screen. */

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
