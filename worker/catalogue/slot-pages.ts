import type { Game } from '../../client/contracts/catalogue';
import { gameSlug } from './slug';

/**
 * /slots/{slug}/ pages (docs/decisions/035): one per game of the catalogue, by the game's name slug. A game with a CMS
 * game page is shown better there (review, facts), so its slot page names that page as canonical and stays out of
 * the sitemap; a game without one has no other page, so its slot page is its own canonical and is listed.
 */

/** The game a /slots/{slug}/ page shows: the catalogue's first of that slug (two names can fold to one slug). */
export function slotGame(games: readonly Game[], slug: string): Game | undefined {
  return games.find((g) => gameSlug(g.name) === slug);
}

/** The locale-free path a slot page of `game` defers to, or null when it is the game's only page. */
export function slotCanonical(game: Game, pages: ReadonlyMap<number, { slug: string }>): string | null {
  const page = pages.get(game.id);
  return page ? `/casino/games/${page.slug}/` : null;
}

/** The slugs of the slot pages that are their own canonical: the sitemap lists exactly these. */
export function indexableSlotSlugs(games: readonly Game[], pages: ReadonlyMap<number, { slug: string }>): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const game of games) {
    const slug = gameSlug(game.name);
    // A name of symbols alone has no slug (gameSlug's output is otherwise one the router's SLUG accepts).
    if (!slug || seen.has(slug)) continue;
    seen.add(slug);
    if (!slotCanonical(game, pages)) out.push(slug);
  }
  return out;
}
