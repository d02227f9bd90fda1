interface TrustedTypes {
  createPolicy(name: string, rules: { createHTML(html: string): string }): { createHTML(html: string): unknown };
}

/** TrustedHTML by string, so a re-render hands React the same object and it does not write innerHTML again. */
const made = new Map<string, string>();
const MADE_MAX = 64;
let policy: ReturnType<TrustedTypes['createPolicy']> | null = null;

/**
 * HTML the worker has sanitised (worker/content/sanitise.ts) as React's `__html`: where the browser has Trusted
 * Types, a TrustedHTML from one named policy. A plain string at `innerHTML` was a violation of the report-only policy
 * (docs/decisions/027) each time the browser rendered CMS content itself: a client navigation to a magazine post or
 * a promotion, the info popup, a game's info page. The policy passes what it is given: only this module holds it,
 * and everything given to it has come through the worker's sanitiser.
 */
export function sanitisedHtml(html: string, win: Window | null = typeof window === 'undefined' ? null : window): string {
  const types = (win as (Window & { trustedTypes?: TrustedTypes }) | null)?.trustedTypes;
  if (!types) return html;
  let trusted = made.get(html);
  if (trusted === undefined) {
    policy ??= types.createPolicy('sanitised-html', { createHTML: (value) => value });
    trusted = policy.createHTML(html) as string;
    if (made.size >= MADE_MAX) made.delete(made.keys().next().value!);
    made.set(html, trusted);
  }
  return trusted;
}
