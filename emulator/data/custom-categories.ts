import type { CustomCategoriesBody, CustomFeaturedBody } from '../platform/wire-shapes';
import { catalogueGames, type CatalogueGame } from './catalogue';

/** An id no game has: the real service lags behind the catalogue, so the site must drop ids it cannot resolve. */
export const UNKNOWN_GAME_ID = 999999;

/** Listed twice in 'new': the real service's lists are hand-edited and do repeat ids. */
export const DUPLICATED_GAME_ID = 7012;

function ids(games: readonly CatalogueGame[], rule: (g: CatalogueGame) => boolean, limit: number): number[] {
  const out: number[] = [];
  for (const game of games) {
    if (out.length >= limit) break;
    if (!game.appealingForChildren && rule(game)) out.push(game.id);
  }
  return out;
}

/**
 * GET /api/aspire-categories?brandId=178: hand-ordered lists that override the platform's order for guests.
 * Their order deliberately differs from the catalogue's so the override is visible.
 */
export function customCategories(size: number): CustomCategoriesBody {
  const games = catalogueGames(size);
  const featured = [7003, 7001, 7038, UNKNOWN_GAME_ID, 7021, ...ids(games, (g) => g.kind === 'slot' && g.id % 41 === 5, 20)];
  const fresh = ids(games, (g) => g.tag === 'new', 30).reverse();
  return [
    { slug: 'featured-games', gameIds: featured },
    { slug: 'new', gameIds: [DUPLICATED_GAME_ID, ...fresh] },
    { slug: 'slots', gameIds: ids(games, (g) => g.kind === 'slot' && g.id % 5 === 2, 60) },
    { slug: 'jackpots', gameIds: ids(games, (g) => g.jackpot, 40).reverse() },
    { slug: 'megaways', gameIds: ids(games, (g) => g.megaways, 40) },
  ];
}

/** GET /api/aspire-categories/all: named featured strips. */
export function customFeatured(size: number): CustomFeaturedBody {
  const games = catalogueGames(size);
  return [
    { name: 'Top Picks', gameIds: [7038, 7002, 7004, ...ids(games, (g) => g.kind === 'slot' && g.id % 53 === 11, 9)] },
    { name: 'Irish Favourites', gameIds: ids(games, (g) => g.id < 20000 && g.kind === 'slot', 16) },
    { name: 'Big Wins', gameIds: ids(games, (g) => g.jackpot || g.megaways, 12) },
    { name: 'Live Tables', gameIds: ids(games, (g) => g.kind === 'live', 30) },
  ];
}
