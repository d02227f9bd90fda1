import type { Game } from '../../client/contracts/catalogue';

export interface FilterOptions {
  /** Child-appealing games are shown only when config explicitly allows them (QUALITY.md security rules). */
  allowChildAppealing: boolean;
  /** Ids removed whatever else holds (SPEC §5 'listed excluded ids'). */
  excludedIds?: readonly number[];
}

/**
 * The one rule every door asks (lobby, search, tiles, game pages, sitemap, a promotion's Play): may this game be
 * shown, linked or launched here? Child-appealing games never, unless config explicitly allows them.
 */
export function mayShow(game: Pick<Game, 'childAppealing'>, allowChildAppealing: boolean): boolean {
  return !game.childAppealing || allowChildAppealing;
}

/** SPEC §5 game filtering: child-appealing games out unless allowed; excluded ids out; first occurrence of an id wins. */
export function filterGames(games: readonly Game[], options: FilterOptions): Game[] {
  const excluded = new Set(options.excludedIds ?? []);
  const seen = new Set<number>();
  const out: Game[] = [];
  for (const game of games) {
    if (seen.has(game.id) || excluded.has(game.id)) continue;
    if (!mayShow(game, options.allowChildAppealing)) continue;
    seen.add(game.id);
    out.push(game);
  }
  return out;
}
