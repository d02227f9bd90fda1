import { subscribe } from 'valtio';
import type { Stores } from '../state/context';
import type { PlayableGame } from '../state/games';
import type { Bridge } from './bridge';
import type { OpenWidgetOptions, WidgetName } from './framework';
import { clearPending, markPending } from '../browser/pending-tap';
import { pushDataLayer, type LimitsPlacement } from '../analytics/events';
import { openInfoPopup } from '../state/info-popup';
import { LIMITS_INFO_PAGE } from '../contracts/info-pages';
import { loadPlatform } from './start';

export type { WidgetName } from './framework';

/**
 * A tap made before the session is known waits this long for it (issue 25: queued, with the button's pending state
 * showing); then the player is told the platform is temporarily unavailable rather than left with a button that
 * does nothing. Longer than a click's old 4 s: a phone at 4× CPU may need several seconds to start the framework.
 */
export const QUEUED_TAP_WAIT_MS = 10_000;

type Act = (bridge: Bridge) => unknown;
interface QueuedTap {
  act: Act;
  source: Element | null;
  timer: ReturnType<typeof setTimeout>;
}
/** At most one tap waits: a newer one replaces it (the player changed their mind). */
let queued: QueuedTap | null = null;

/**
 * Runs `act` with the connected bridge once the platform is ready and the session known — at once when it already
 * is; otherwise the tap is queued (replacing any older one), its button shows the pending state, and the framework
 * is asked for now. The bridge resolves only after its session check (bridge.ts ready()), so a queued action always
 * sees whether the visitor is a player or a guest.
 */
function whenSessionKnown(stores: Pick<Stores, 'platform' | 'account'>, act: Act, source: Element | null = null, unavailable: () => void = () => void (stores.platform.unavailableNotices += 1)): void {
  if (stores.platform.status === 'ready' && stores.account.sessionChecked) {
    if (queued) drop(queued);
    void loadPlatform().then((bridge) => (bridge ? act(bridge) : unavailable()));
    return;
  }
  if (queued) drop(queued);
  const entry: QueuedTap = {
    act,
    source,
    timer: setTimeout(() => {
      if (queued !== entry) return;
      drop(entry);
      unavailable();
    }, QUEUED_TAP_WAIT_MS),
  };
  queued = entry;
  markPending(source);
  void loadPlatform().then(async (bridge) => {
    if (queued !== entry) return;
    clearTimeout(entry.timer);
    queued = null;
    try {
      if (bridge) await entry.act(bridge);
      else unavailable();
    } finally {
      clearPending(entry.source);
    }
  });
}

function drop(entry: QueuedTap): void {
  clearTimeout(entry.timer);
  clearPending(entry.source);
  if (queued === entry) queued = null;
}

/** Opens a platform widget (login, deposit, …). A widget covers the page, so the side menu closes. */
export function openWidget(stores: Pick<Stores, 'platform' | 'app' | 'account'>, name: WidgetName, options?: OpenWidgetOptions, source?: Element | null): void {
  stores.app.menuOpen = false;
  whenSessionKnown(stores, (bridge) => bridge.openWidget(name, options), source);
}

/**
 * Deposit limits within one tap (UKGC RTS 12, docs/decisions/033): a player gets the platform's deposit-limit
 * widget, a guest the responsible-gambling page in the info popup, whose action leads on to login and then the
 * widget. The page also opens when the platform cannot be reached: reading about limits needs no framework.
 */
export function openDepositLimits(stores: Pick<Stores, 'platform' | 'app' | 'account'>, placement: LimitsPlacement, source?: Element | null): void {
  stores.app.menuOpen = false;
  pushDataLayer({ event: 'depositLimitOpen', placement });
  const guest = () => openInfoPopup(stores, LIMITS_INFO_PAGE);
  whenSessionKnown(stores, (bridge) => (stores.account.isLoggedIn ? bridge.openWidget('depositLimit') : guest()), source, guest);
}

/** Logs the player out through the platform. */
export function logout(stores: Pick<Stores, 'platform' | 'app' | 'account'>): void {
  stores.app.menuOpen = false;
  whenSessionKnown(stores, (bridge) => bridge.logout());
}

/** A guest's Play waits this long for the login it prompted; a login much later does not start a game by surprise. */
export const PENDING_PLAY_MS = 5 * 60_000;
let stopWaitingForLogin: (() => void) | null = null;

/**
 * Play (SPEC §4): a player's game opens at once in the container (or as an in-game change after 1.5 s); a guest
 * gets the login widget first (UK rules: no play before login) and the game opens once they are logged in. A Play
 * tapped before the session is known waits for it (issue 25): a returning player's game then opens, it does not ask
 * them to log in.
 */
export function playGame(
  stores: Pick<Stores, 'platform' | 'app' | 'account' | 'games'>,
  game: PlayableGame,
  options: { inGameChange?: boolean } = {},
  source?: Element | null,
): void {
  stores.app.menuOpen = false;
  whenSessionKnown(
    stores,
    async (bridge) => {
      if (!stores.account.isLoggedIn) return askLoginThenPlay(stores, bridge, game);
      const { gameSession } = await import('./game-controller');
      gameSession(stores as Stores, bridge).play(game, options);
    },
    source,
  );
}

function askLoginThenPlay(stores: Pick<Stores, 'platform' | 'app' | 'account' | 'games'>, bridge: Bridge, game: PlayableGame): void {
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
  bridge.openWidget('login');
}

/** Adds or removes a favourite through the framework (it owns the list; the account store mirrors it). */
export function toggleFavourite(stores: Pick<Stores, 'platform' | 'account'>, gameId: number): void {
  const favourite = !stores.account.favouriteGames.includes(gameId);
  whenSessionKnown(stores, (bridge) => bridge.setFavourite(gameId, favourite));
}
