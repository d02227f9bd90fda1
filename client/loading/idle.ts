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

/**
 * Resolves in a later task, so the work after it is not part of the current one (a long task blocks a tap):
 * `scheduler.yield()` where the browser has it (the continuation runs before other queued work), else a timer.
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
