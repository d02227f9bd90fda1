/**
 * Runs `fn` in the browser's next idle period, or after `timeoutMs` at the latest; a timer where there is no
 * requestIdleCallback (Safari). The one way this client puts off work that no first paint or tap needs.
 */
export function onIdle(fn: () => void, timeoutMs: number): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(() => fn(), { timeout: timeoutMs });
  else setTimeout(fn, 1);
}
