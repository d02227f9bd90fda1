import { subscribe } from 'valtio';
import type { Stores } from '../state/context';
import type { PlayableGame } from '../state/games';
import type { OpenWidgetOptions, SessionDetails, WidgetName } from './framework';
import { loadPlatform } from './start';

export type { WidgetName } from './framework';

/**
 * A click waits this long for a framework that is still loading; then the player is told it is temporarily
 * unavailable rather than left with a button that does nothing.
 */
export const WIDGET_CLICK_WAIT_MS = 4000;

/** Opens a platform widget (login, deposit, …). A widget covers the page, so the side menu closes. */
export function openWidget(stores: Pick<Stores, 'platform' | 'app'>, name: WidgetName, options?: OpenWidgetOptions): void {
  stores.app.menuOpen = false;
  void withBridge(stores, (bridge) => bridge.openWidget(name, options));
}

/** Logs the player out through the platform. */
export function logout(stores: Pick<Stores, 'platform' | 'app'>): void {
  stores.app.menuOpen = false;
  void withBridge(stores, (bridge) => bridge.logout());
}

/** A guest's Play waits this long for the login it prompted; a login much later does not start a game by surprise. */
export const PENDING_PLAY_MS = 5 * 60_000;
let stopWaitingForLogin: (() => void) | null = null;

/**
 * Play (SPEC §4): a player's game opens at once in the container (or as an in-game change after 1.5 s); a guest
 * gets the login widget first (UK rules: no play before login) and the game opens once they are logged in.
 */
export function playGame(stores: Pick<Stores, 'platform' | 'app' | 'account' | 'games'>, game: PlayableGame, options: { inGameChange?: boolean } = {}): void {
  if (!stores.account.isLoggedIn) {
    stores.games.pending = { ...game };
    const asked = Date.now();
    stopWaitingForLogin?.();
    const stop = subscribe(stores.account, () => {
      if (!stores.account.isLoggedIn) return;
      stop();
      stopWaitingForLogin = null;
      const pending = stores.games.pending;
      stores.games.pending = null;
      if (pending && Date.now() - asked < PENDING_PLAY_MS) playGame(stores, pending);
    });
    stopWaitingForLogin = stop;
    openWidget(stores, 'login');
    return;
  }
  stores.app.menuOpen = false;
  void withBridge(stores, async (bridge) => {
    const { gameSession } = await import('./game-controller');
    gameSession(stores as Stores, bridge).play(game, options);
  });
}

/** Adds or removes a favourite through the framework (it owns the list; the account store mirrors it). */
export function toggleFavourite(stores: Pick<Stores, 'platform' | 'account'>, gameId: number): void {
  const favourite = !stores.account.favouriteGames.includes(gameId);
  void withBridge(stores, (bridge) => bridge.setFavourite(gameId, favourite));
}

async function withBridge(stores: Pick<Stores, 'platform'>, act: (bridge: NonNullable<Awaited<ReturnType<typeof loadPlatform>>>) => unknown): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), WIDGET_CLICK_WAIT_MS)));
  const bridge = await Promise.race([loadPlatform(), late]);
  clearTimeout(timer);
  if (bridge && bridge !== 'late') {
    await act(bridge);
    return;
  }
  stores.platform.unavailableNotices += 1;
}

/**
 * The player's session facts, read fresh from the framework (a support ticket carries them and the session token);
 * null for a guest, or when the framework cannot answer in time (the ticket then goes as a guest's).
 */
export async function readSession(stores: Pick<Stores, 'account'>): Promise<SessionDetails | null> {
  if (!stores.account.isLoggedIn) return null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), WIDGET_CLICK_WAIT_MS)));
  const read = loadPlatform().then(async (bridge) => {
    const status = bridge ? await bridge.framework.getSessionStatus().catch(() => null) : null;
    return status?.isLoggedIn ? status.details : null;
  });
  const details = await Promise.race([read, late]);
  clearTimeout(timer);
  return details;
}
