import type { AnalyticsEvent } from '../analytics/events';
import { withRecentlyPlayed, type GamesState, type PlayableGame } from '../state/games';
import type { Timers } from './loader';

/** SPEC §4/§9: in-game switch delay, recently-played delay, keep-alive period. */
export const IN_GAME_SWITCH_DELAY_MS = 1500;
export const RECENTLY_PLAYED_AFTER_MS = 6000;
export const KEEP_ALIVE_MS = 30_000;

/** What a game session needs from the outside world; the framework calls go through the bridge. */
export interface GameSessionDeps {
  loadGame(gameId: number, host: HTMLElement): Promise<void>;
  closeGame(gameId: number): Promise<void>;
  keepAlive(): Promise<void>;
  refreshBalance(): Promise<void>;
  /** The container's host element for the game frame (rendered once the container is open). */
  host(): Promise<HTMLElement>;
  isLoggedIn(): boolean;
  stampActivity(): void;
  /** Analytics data layer. */
  push(event: AnalyticsEvent): void;
  /** The page's game-opened / game-closed events. */
  emit(name: 'game-opened' | 'game-closed', detail: { gameId: number }): void;
  /** A recently played list changed (persisted by the caller). */
  recentlyPlayedChanged(ids: number[]): void;
  now(): number;
  timers: Timers & { setInterval(fn: () => void, ms: number): unknown; clearInterval(handle: unknown): void };
}

export interface GameSession {
  /** SPEC §4 'Game opening': at once, or as an in-game change (close current, open the new one after 1.5 s). */
  play(game: PlayableGame, options?: { inGameChange?: boolean }): void;
  /** SPEC §4 'Game closing'. */
  close(): void;
  /**
   * The session ended mid-game (it expired, or the player was logged out elsewhere; issue 51): the framework's game
   * stops, but the container keeps its place — still open on that game (the one a switch under way was going to),
   * `sessionEnded` set — so the player is told why and is not dumped to the lobby.
   */
  endSession(): void;
  /** Logged in again after `endSession`: the same game opens again in the container. */
  resume(): void;
}

/** The game container's rules (SPEC §4), over the games store; pure of DOM and framework, so unit-tested with fake timers. */
export function createGameSession(state: GamesState, deps: GameSessionDeps): GameSession {
  const { timers } = deps;
  let keepAlive: unknown = null;
  let launches = 0;
  /** The game an in-game switch is waiting to launch (IN_GAME_SWITCH_DELAY_MS), until it does or is given up. */
  let switching: PlayableGame | null = null;

  const stopKeepAlive = () => {
    if (keepAlive !== null) timers.clearInterval(keepAlive);
    keepAlive = null;
  };
  const startKeepAlive = () => {
    if (keepAlive !== null) return;
    keepAlive = timers.setInterval(() => {
      void deps.keepAlive().catch(() => undefined);
      if (deps.isLoggedIn()) deps.stampActivity();
    }, KEEP_ALIVE_MS);
  };

  const launch = (game: PlayableGame) => {
    const launch = ++launches;
    state.current = { ...game };
    state.open = true;
    state.loading = true;
    state.error = null;
    state.sessionEnded = false;
    deps.push({ event: 'game_launch', name: game.name });
    deps.emit('game-opened', { gameId: game.id });
    startKeepAlive();
    const started = deps.now();
    timers.setTimeout(() => {
      if (state.open && state.current?.id === game.id && !state.sessionEnded) {
        state.recentlyPlayed = withRecentlyPlayed(state.recentlyPlayed, game.id);
        deps.recentlyPlayedChanged([...state.recentlyPlayed]);
      }
    }, RECENTLY_PLAYED_AFTER_MS);
    void deps
      .host()
      .then((host) => deps.loadGame(game.id, host))
      .then(
        () => {
          if (launch !== launches) return;
          state.loading = false;
          const at = deps.now();
          deps.push({
            event: 'game_open',
            timestamp: at,
            game_datetime: new Date(at).toISOString(),
            game_loadtime: at - started,
            loaded_game_id: game.id,
            loaded_game_name: game.name,
            loaded_game_provider: game.provider ?? '',
          });
        },
        (error: unknown) => {
          if (launch !== launches) return;
          state.loading = false;
          state.error = error instanceof Error && error.message ? error.message : 'The game could not be loaded.';
        },
      );
  };

  const close = () => {
    if (state.launchedFromInGame) {
      state.launchedFromInGame = false;
      return;
    }
    const game = state.current;
    // After endSession the framework's game is closed already.
    const running = !state.sessionEnded;
    launches++;
    switching = null;
    state.open = false;
    state.current = null;
    state.loading = false;
    state.error = null;
    state.sessionEnded = false;
    stopKeepAlive();
    if (game) {
      if (running) void deps.closeGame(game.id).catch(() => undefined);
      deps.emit('game-closed', { gameId: game.id });
    }
    void deps.refreshBalance().catch(() => undefined);
  };

  const endSession = () => {
    if (!state.open || state.sessionEnded) return;
    const shown = state.current;
    const game = switching ?? shown;
    // A late 'loaded' of the stopped game, or the launch a switch was waiting for, starts nothing now.
    launches++;
    switching = null;
    state.launchedFromInGame = false;
    state.current = game ? { ...game } : null;
    state.loading = false;
    state.error = null;
    state.sessionEnded = true;
    stopKeepAlive();
    if (shown) void deps.closeGame(shown.id).catch(() => undefined);
  };

  const resume = () => {
    const game = state.current;
    if (!state.open || !state.sessionEnded || !game) return;
    launch(game);
  };

  const play = (game: PlayableGame, options: { inGameChange?: boolean } = {}) => {
    if (options.inGameChange && state.open) {
      state.launchedFromInGame = true;
      close();
      // The switch takes IN_GAME_SWITCH_DELAY_MS before the launch: show it loading at once (issue 28), and let the
      // old game's late 'loaded' clear nothing.
      launches++;
      state.loading = true;
      state.error = null;
      const next = { ...game };
      switching = next;
      timers.setTimeout(() => {
        if (switching !== next) return;
        switching = null;
        if (state.open) launch(game);
      }, IN_GAME_SWITCH_DELAY_MS);
      return;
    }
    switching = null;
    launch(game);
  };

  return { play, close, endSession, resume };
}
