/**
 * The search log of SPEC §3: the games a player opened from search results, newest first. Guests keep theirs in the
 * `previousGameID` cookie (SPEC §3/§4); players in localStorage, per player. Both are read leniently: whatever a
 * browser, an old version or a person left there, a bad value is dropped, never an error.
 */

/** SPEC §3: comma-separated game ids, for logged-out use. */
export const PREVIOUS_GAME_COOKIE = 'previousGameID';
export const PREVIOUS_GAME_MAX_AGE_S = 30 * 24 * 60 * 60;
/** Ids kept in either log: enough for the 'Your searches:' strip, small enough for a cookie. */
export const SEARCH_LOG_CAP = 20;
/** Queries kept in customerSearch (SPEC §3). */
export const QUERY_LOG_CAP = 20;

const ID = /^[1-9]\d{0,14}$/;

/** Valid ids in order, each once, at most `cap`; anything else is dropped. */
export function cleanIds(values: readonly unknown[], cap = SEARCH_LOG_CAP): number[] {
  const out: number[] = [];
  for (const value of values) {
    const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
    if (!ID.test(text)) continue;
    const id = Number(text);
    if (Number.isSafeInteger(id) && !out.includes(id)) out.push(id);
    if (out.length === cap) break;
  }
  return out;
}

/** The previousGameID cookie's ids (null or a malformed value: none). */
export function parsePreviousGames(cookie: string | null): number[] {
  return cookie ? cleanIds(cookie.split(',')) : [];
}

export function serialisePreviousGames(ids: readonly number[]): string {
  return cleanIds(ids).join(',');
}

/** The id goes to the front, once; the list stays within its cap. */
export function withSearchedGame(ids: readonly number[], id: number, cap = SEARCH_LOG_CAP): number[] {
  return cleanIds([id, ...ids], cap);
}

/** The query goes to the front of customerSearch, once (trimmed; an empty query is not a search). */
export function withQuery(queries: readonly string[], query: string, cap = QUERY_LOG_CAP): string[] {
  const text = query.trim();
  if (!text) return [...queries];
  return [text, ...queries.filter((q) => q !== text)].slice(0, cap);
}

/** What a player's stored log holds (localStorage JSON); anything unreadable is an empty log. */
export interface PlayerSearchLog {
  customerSearch: string[];
  searchedGameIds: number[];
}

export function parsePlayerLog(json: string | null): PlayerSearchLog {
  try {
    const value = JSON.parse(json ?? 'null') as Partial<Record<keyof PlayerSearchLog, unknown>> | null;
    const queries = Array.isArray(value?.customerSearch) ? value.customerSearch.filter((q): q is string => typeof q === 'string').slice(0, QUERY_LOG_CAP) : [];
    const ids = Array.isArray(value?.searchedGameIds) ? cleanIds(value.searchedGameIds) : [];
    return { customerSearch: queries, searchedGameIds: ids };
  } catch {
    return { customerSearch: [], searchedGameIds: [] };
  }
}

/** A player's previous searches: their own log, then what they searched as a guest on this browser, each once. */
export function previousSearches(playerIds: readonly number[], guestIds: readonly number[]): number[] {
  return cleanIds([...playerIds, ...guestIds]);
}
