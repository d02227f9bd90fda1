import type { LimitsPlacement } from '../analytics/events';
import { clearPending, markPending } from '../browser/pending-tap';
import type { Stores } from '../state/context';
import type { PlayableGame } from '../state/games';
import type { OpenWidgetOptions, WidgetName } from './framework';

/**
 * The platform actions the first screen's buttons call (header, bottom bar, limits strip, tiles): the actions
 * themselves (platform/actions.ts: the queue, the login before play) are a lazy chunk, asked for at the tap and warmed
 * once the page is idle (warmActions), so the lobby's first-screen JS does not carry them (issue 53). Lazy
 * chunks import platform/actions.ts directly.
 */
type Actions = typeof import('./actions');
let actions: Promise<Actions> | null = null;

/** The actions' module, asked for once (again after a failure). */
export function loadActions(): Promise<Actions> {
  return (actions ??= import('./actions').catch((error: unknown) => {
    actions = null;
    throw error;
  }));
}

/**
 * The actions in before the first tap, once the page is hydrated and idle (client/loading/start-page.tsx). Not
 * offline: a browser may keep a failed module fetch for the page's life, and the taps the offline chunk holds are made
 * again once the connection is back.
 */
export function warmActions(): void {
  if (navigator.onLine) void loadActions().catch(() => undefined);
}

/**
 * Runs `act` once the actions' chunk is in; the tapped button shows the pending state until then (the action itself
 * shows it again while the tap waits for the session). A chunk that cannot load is the platform being unavailable.
 */
function withActions(stores: Pick<Stores, 'platform'>, source: Element | null | undefined, act: (actions: Actions) => void): void {
  markPending(source);
  loadActions().then(
    (actions) => {
      clearPending(source);
      act(actions);
    },
    (error: unknown) => {
      clearPending(source);
      console.warn('Platform actions unavailable', error);
      stores.platform.unavailableNotices += 1;
    },
  );
}

type AccountStores = Pick<Stores, 'platform' | 'app' | 'account'>;

export function openWidget(stores: AccountStores, name: WidgetName, options?: OpenWidgetOptions, source?: Element | null): void {
  withActions(stores, source, (a) => a.openWidget(stores, name, options, source));
}

export function openDepositLimits(stores: AccountStores, placement: LimitsPlacement, source?: Element | null): void {
  withActions(stores, source, (a) => a.openDepositLimits(stores, placement, source));
}

export function playGame(stores: Pick<Stores, 'platform' | 'app' | 'account' | 'games'>, game: PlayableGame, options?: { inGameChange?: boolean }, source?: Element | null): void {
  withActions(stores, source, (a) => a.playGame(stores, game, options, source));
}

export function toggleFavourite(stores: Pick<Stores, 'platform' | 'account'>, gameId: number): void {
  withActions(stores, null, (a) => a.toggleFavourite(stores, gameId));
}
