import { proxy } from 'valtio';
import type { PlayTally } from '../platform/net-position';

/** The game a Play asked for: enough to launch it and to report it (SPEC §7 game_open). */
export interface PlayableGame {
  id: number;
  name: string;
  provider?: string;
}

/**
 * Games state of SPEC §3 plus the game container's (the catalogue itself stays in the worker; tiles for ids come from
 * /api/tiles: docs/decisions/021-app-state-fields.md): the open game, how it was launched, recently played.
 */
export interface GamesState {
  /** Newest first, no duplicates, capped (RECENTLY_PLAYED_CAP). */
  recentlyPlayed: number[];
  /** The game container is showing. */
  open: boolean;
  current: PlayableGame | null;
  /** SPEC §4: a game opened from within a game (in-game change) — closing then only resets this flag. */
  launchedFromInGame: boolean;
  /** The frame is loading (between launch and the game's 'loaded'). */
  loading: boolean;
  /** A launch that failed (unknown game, framework refused): shown in the container instead of a blank frame. */
  error: string | null;
  /**
   * The session ended while this game was open (issue 51): the container stays on it and says why; logging in again
   * opens it again. Absent until then (the first screen's bytes: issue 29's budget).
   */
  sessionEnded?: boolean;
  /** A guest's Play waits for the login it prompted (UK rules: no play before login). */
  pending: PlayableGame | null;
  /** The safer-gambling session figures since login (null for a guest). */
  tally: PlayTally | null;
}

export function createGamesState(): GamesState {
  return proxy<GamesState>({
    recentlyPlayed: [],
    open: false,
    current: null,
    launchedFromInGame: false,
    loading: false,
    error: null,
    pending: null,
    tally: null,
  });
}

export const RECENTLY_PLAYED_CAP = 20;

/** SPEC §4: the id goes to the front of recently played, once. */
export function withRecentlyPlayed(list: readonly number[], id: number, cap = RECENTLY_PLAYED_CAP): number[] {
  return [id, ...list.filter((x) => x !== id)].slice(0, cap);
}
