import { THEME_LISTS } from '../../catalogue/theme-lists';
import type { SearchGame } from '../../contracts/search';
import { createSearchEngine, EXCLUDED_GAME_IDS, type SearchEngine } from '../../search/engine';
import { POPULAR_TITLES } from '../../search/paging';

/** What the overlay needs of one catalogue: the engine, the popular titles and lookups by id. */
export interface SearchIndex {
  engine: SearchEngine;
  popular: readonly SearchGame[];
  /** The games of `ids` that search may show, in order (unknown, hidden or excluded ids dropped). */
  gamesFor: (ids: readonly number[]) => SearchGame[];
}

const indexes = new WeakMap<readonly SearchGame[], SearchIndex>();

/**
 * Built once per catalogue (the catalogue is fetched once per page life). Popular titles come from the curated
 * popular list (SPEC §3), limited to games in this device's catalogue and never an excluded id: search shows none
 * of those anywhere (docs/decisions/012-game-search.md).
 */
export function searchIndexFor(games: readonly SearchGame[]): SearchIndex {
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

/**
 * A few searches when the index is built (ahead of need, while the browser is idle), so the first letters a player
 * types — the queries with the most matches — run compiled code rather than the interpreter's first pass.
 */
function warmUp(engine: SearchEngine): void {
  for (const query of ['a', 'lu', 'ga', 'star', 'gold c', 'bok of']) engine.search(query);
}
