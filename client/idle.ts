/**
 * Runs `fn` in the browser's next idle period, or after `timeoutMs` at the latest; a timer where there is no
 * requestIdleCallback (Safari). Shared by the platform's load, the router's start, the prefetch of links, the
 * bridge's footer work and search's number formats; the side menu's prefetch and the search index's precompute keep
 * their own (a longer fallback, an idle deadline).
 */
export function onIdle(fn: () => void, timeoutMs: number): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(() => fn(), { timeout: timeoutMs });
  else setTimeout(fn, 1);
}
