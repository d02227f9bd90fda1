import { namedPolicy } from '../browser/trusted-types';

// It passes what it is given: only this module holds it, and everything given to it came through the worker's sanitiser.
const asHtml = namedPolicy('sanitised-html', 'createHTML', (value) => value);
/** TrustedHTML by string, so a re-render hands React the same object and it does not write innerHTML again. */
const made = new Map<string, string>();
const MADE_MAX = 64;

/**
 * HTML the worker has sanitised (worker/content/sanitise.ts) as React's `__html`: where the browser has Trusted
 * Types, a TrustedHTML from one named policy. A plain string at `innerHTML` was a violation of the report-only policy
 * (docs/decisions/027) each time the browser rendered CMS content itself: a client navigation to a magazine post or
 * a promotion, the info popup, a game's info page.
 */
export function sanitisedHtml(html: string, win?: Window | null): string {
  let trusted = made.get(html);
  if (trusted === undefined) {
    trusted = asHtml(html, win);
    // No Trusted Types here (the server, an older browser): the string is all there is, and nothing is kept.
    if (trusted === html) return html;
    if (made.size >= MADE_MAX) made.delete(made.keys().next().value!);
    made.set(html, trusted);
  }
  return trusted;
}
