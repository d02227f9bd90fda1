import { isPagePath } from '../contracts/paths';

/** Same-origin, left-click, no modifier, no target/download: a page link the router can take over. */
export function routableLink(event: MouseEvent): HTMLAnchorElement | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = (event.target as Element | null)?.closest?.('a');
  if (!anchor || !anchor.href) return null;
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return null;
  if ((anchor.getAttribute('rel') ?? '').split(/\s+/).includes('external')) return null;
  const url = new URL(anchor.href);
  if (url.origin !== location.origin || !isPagePath(url.pathname)) return null;
  // An in-page anchor on the same page is the browser's job.
  if (url.hash && url.pathname === location.pathname && url.search === location.search) return null;
  return anchor;
}
