import { THEME_LISTS } from '../../catalogue/theme-lists';
import type { SearchGame } from '../../contracts/search';
import { createSearchEngine, EXCLUDED_GAME_IDS, type SearchEngine } from '../../search/engine';
import { POPULAR_TITLES } from '../../search/paging';

/** What the overlay needs of one catalogue: the engine, the popular titles and lookups by id. */
export interface OverlayIndex {
  engine: SearchEngine;
  popular: readonly SearchGame[];
  /** The games of `ids` that search may show, in order (unknown, hidden or excluded ids dropped). */
  gamesFor: (ids: readonly number[]) => SearchGame[];
}

const indexes = new WeakMap<readonly SearchGame[], OverlayIndex>();

/**
 * Built once per catalogue (the catalogue is fetched once per page life). Popular titles come from the curated
 * popular list (SPEC §3), limited to games in this device's catalogue and never an excluded id: search shows none
 * of those anywhere (docs/decisions/012-game-search.md).
 */
export function overlayIndexFor(games: readonly SearchGame[]): OverlayIndex {
  let index = indexes.get(games);
  if (!index) {
    const byId = new Map(games.map((g) => [g.id, g]));
    const gamesFor = (ids: readonly number[]) =>
      ids.filter((id) => !EXCLUDED_GAME_IDS.has(id)).map((id) => byId.get(id)).filter((g): g is SearchGame => g !== undefined);
    index = { engine: createSearchEngine(games), popular: gamesFor(THEME_LISTS.popular).slice(0, POPULAR_TITLES), gamesFor };
    indexes.set(games, index);
    warmUp(index.engine);
  }
  return index;
}

/** What a search starts with: one-character queries, answered ahead (see SearchEngine.precompute), in this order. */
const FIRST_CHARACTERS = 'sbmgwdlcfptraohe' + 'ijknquvxyz0123456789';

/**
 * A few searches when the index is built, so the first letters a player types run compiled code rather than the
 * interpreter's first pass; then, one idle moment at a time, the answer to every first character (each matches
 * most of the catalogue: the dearest keystroke of all, and every search's first).
 */
function warmUp(engine: SearchEngine): void {
  for (const query of ['a', 'lu', 'ga', 'star', 'gold c', 'bok of']) engine.search(query);
  let next = 0;
  const step = (deadline?: IdleDeadline) => {
    do engine.precompute(FIRST_CHARACTERS[next++]!);
    while (next < FIRST_CHARACTERS.length && deadline && deadline.timeRemaining() > 4);
    if (next < FIRST_CHARACTERS.length) idle(step);
  };
  idle(step);
}

const idle = (task: (deadline?: IdleDeadline) => void) =>
  typeof requestIdleCallback === 'function' ? requestIdleCallback(task, { timeout: 2000 }) : setTimeout(task, 50);
