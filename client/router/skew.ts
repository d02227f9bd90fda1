/**
 * Version skew during a gradual rollout (docs/decisions/025-release-versions.md): a page payload answered by another
 * release than this page's is not rendered — its data may have a shape this bundle's pages do not know. The target is
 * loaded as a document instead, which the worker renders whole with its own bundle. The player's place survives: the
 * URL is the one they asked for, and what they typed is kept where it always is (drafts in storage).
 */
const KEY = 'skew-load';

/** The same URL loaded for skew again within this time is a loop (something keeps the versions apart): stop. */
export const SKEW_LOOP_MS = 10_000;

/** Whether loading `href` now would repeat the last skew load (`"<time> <href>"`, or null) too soon. Pure. */
export function isSkewLoop(last: string | null, href: string, now: number): boolean {
  const space = last?.indexOf(' ') ?? -1;
  if (!last || space < 0) return false;
  const at = Number(last.slice(0, space));
  return last.slice(space + 1) === href && now - at < SKEW_LOOP_MS && at <= now;
}

/**
 * Loads `href` as a document and answers a promise that never settles (the page is going away), or null when that
 * would be a loop: the caller then shows what it shows for any failed call.
 */
export function loadForSkew(href: string, now = Date.now()): Promise<never> | null {
  try {
    if (isSkewLoop(sessionStorage.getItem(KEY), href, now)) return null;
    sessionStorage.setItem(KEY, `${now} ${href}`);
  } catch {
    // Storage denied: load anyway; a loop then still ends at the browser's own limits, and is logged by the worker.
  }
  location.assign(href);
  return new Promise<never>(() => undefined);
}
