import { clearPending, markPending } from '../browser/pending-tap';

/**
 * 'Hydrate before anything that is not the first screen' (issue 25): work that is not the first screen — link
 * prefetch, a guest's idle framework load — waits for `afterHydration`, which the App root's first effect opens.
 */
/** Whether the first render has hydrated: a component mounting now is a client navigation's, not the server's. */
export let hydrated = false;
let waiting: (() => void)[] = [];

export function markHydrated(): void {
  if (hydrated) return;
  hydrated = true;
  for (const fn of waiting) fn();
  waiting = [];
}

export function afterHydration(fn: () => void): void {
  if (hydrated) fn();
  else waiting.push(fn);
}

/**
 * Resolves once the root has hydrated. What the platform tells the stores waits for it: valtio hands React the store
 * as it is now while hydrating, so a session applied mid-hydration (a returning player's, asked for at once) made the
 * header render a player against the server's waiting box — React's #418, and the whole root drawn again on a phone.
 */
export function whenHydrated(): Promise<void> {
  return new Promise((resolve) => afterHydration(resolve));
}

/**
 * Taps before React listens (the bundle is still fetching its route chunk and messages): the last button tapped is
 * remembered, shows the pending state when it is a platform action (`data-tap`), and is clicked again once the root
 * is created — React 19 then hydrates the root at once for that discrete event, so nothing is lost.
 */
let early: HTMLElement | null = null;
const remember = (event: Event) => {
  const button = (event.target as Element | null)?.closest?.('button');
  if (!button || button.disabled) return;
  early = button;
  if (button.hasAttribute('data-tap')) markPending(button);
};

export function catchEarlyTaps(): void {
  document.addEventListener('click', remember, true);
}

/** Stops catching and replays the last early tap (the root exists now, so React handles it). */
export function replayEarlyTap(): void {
  document.removeEventListener('click', remember, true);
  const button = early;
  early = null;
  if (!button || !button.isConnected) return;
  clearPending(button);
  button.click();
}
