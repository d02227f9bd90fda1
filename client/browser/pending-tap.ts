/**
 * The tapped button's pending state (issue 25): aria-busy plus the `.is-pending` style (a spinner over the dimmed
 * label, drawn by CSS with no change to the button's box). Set on the element itself, so only the button that was
 * tapped shows it and no component re-renders for it; React never manages these two attributes.
 */
export function markPending(el: Element | null | undefined): void {
  if (!el) return;
  el.setAttribute('aria-busy', 'true');
  el.classList.add('is-pending');
}

export function clearPending(el: Element | null | undefined): void {
  if (!el) return;
  el.removeAttribute('aria-busy');
  el.classList.remove('is-pending');
}
