/**
 * Version skew during a gradual rollout (docs/decisions/025-release-versions.md): a page payload answered by another
 * release than this page's is not rendered — its data may have a shape this bundle's pages do not know. The target is
 * loaded as a document instead, which the worker renders whole with its own bundle. The player's place survives: the
 * URL is the one they asked for, and what they typed is kept where it always is (drafts in storage).
 */
const KEY = 'skew-load';

/**
 * The same URL loaded for skew this many times in a row, each within SKEW_LOOP_MS of the last and with no page shown
 * by the router in between, is a loop (something keeps the versions apart for good): stop. Fewer is chance — without
 * version affinity a document and its first payload can come from different versions a few times running.
 */
export const SKEW_LOOP_LOADS = 3;
export const SKEW_LOOP_MS = 10_000;

/** The record after a skew load of `href` now, given the last one (`"<time> <count> <href>"`, or null). Pure. */
export function nextSkewRecord(last: string | null, href: string, now: number): string | null {
  const [at, count, url] = (last ?? '').split(' ');
  const repeat = url === href && now - Number(at) < SKEW_LOOP_MS && Number(at) <= now ? Number(count) || 0 : 0;
  return repeat >= SKEW_LOOP_LOADS ? null : `${now} ${repeat + 1} ${href}`;
}

/** A page shown by the router ends any run of skew loads. */
export function skewSettled(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing recorded where storage is denied.
  }
}

/**
 * Loads `href` as a document and answers a promise that never settles (the page is going away), or null when that
 * would be a loop: the caller then shows what it shows for any failed call (SPEC §8's error page).
 */
export function loadForSkew(href: string, now = Date.now()): Promise<never> | null {
  try {
    const record = nextSkewRecord(sessionStorage.getItem(KEY), href, now);
    if (!record) return null;
    sessionStorage.setItem(KEY, record);
  } catch {
    // Storage denied: load anyway; a loop then still ends at the browser's own limits, and is logged by the worker.
  }
  location.assign(href);
  return new Promise<never>(() => undefined);
}
