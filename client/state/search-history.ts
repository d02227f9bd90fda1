import { readCookie, setCookie } from '../browser/cookies';
import {
  parsePlayerLog,
  parsePreviousGames,
  PREVIOUS_GAME_COOKIE,
  PREVIOUS_GAME_MAX_AGE_S,
  previousSearches,
  serialisePreviousGames,
  withQuery,
  withSearchedGame,
  type PlayerSearchLog,
} from '../search/search-log';

const playerKey = (playerId: string) => `search-log:${playerId}`;

function readPlayerLog(playerId: string): PlayerSearchLog {
  try {
    return parsePlayerLog(localStorage.getItem(playerKey(playerId)));
  } catch {
    return parsePlayerLog(null); // storage blocked (private mode, policy): no log, never an error
  }
}

/** The games a player searched before, newest first: theirs, then those searched on this browser as a guest. */
export function readPreviousSearches(playerId: string | null): number[] {
  const guest = parsePreviousGames(readCookie(PREVIOUS_GAME_COOKIE));
  return playerId ? previousSearches(readPlayerLog(playerId).searchedGameIds, guest) : guest;
}

/**
 * A Play from the results (SPEC §4): the game goes to the front of the searched-games log — a guest's in the
 * previousGameID cookie, a player's in localStorage — with the query that found it (customerSearch).
 */
export function recordSearchedGame(playerId: string | null, gameId: number, query: string): void {
  if (!playerId) {
    const ids = withSearchedGame(parsePreviousGames(readCookie(PREVIOUS_GAME_COOKIE)), gameId);
    // Digits and commas only: written as is, as SPEC §3 describes it (comma-separated ids).
    setCookie(PREVIOUS_GAME_COOKIE, serialisePreviousGames(ids), PREVIOUS_GAME_MAX_AGE_S, true);
    return;
  }
  const log = readPlayerLog(playerId);
  const next: PlayerSearchLog = { customerSearch: withQuery(log.customerSearch, query), searchedGameIds: withSearchedGame(log.searchedGameIds, gameId) };
  try {
    localStorage.setItem(playerKey(playerId), JSON.stringify(next));
  } catch {
    // Storage full or blocked: the search still plays the game; only the strip forgets it.
  }
}
