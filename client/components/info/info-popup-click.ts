/** A click the info popup takes over: a plain left click on a link marked data-info-page (footer, menus, content). */
export function infoLinkOf(event: MouseEvent): { anchor: HTMLAnchorElement; page: string } | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = (event.target as Element | null)?.closest?.('a[data-info-page]');
  if (!(anchor instanceof HTMLAnchorElement)) return null;
  if (anchor.target && anchor.target !== '_self') return null;
  const page = anchor.dataset.infoPage ?? '';
  return page ? { anchor, page } : null;
}
