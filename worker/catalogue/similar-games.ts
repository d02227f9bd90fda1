import { shownProvider } from '../../client/contracts/catalogue';
import { isTheme, themeGames } from '../../client/catalogue/theme-lists';
import type { Game } from '../../client/contracts/catalogue';

/** How many tiles the game page's 'Similar games' rail shows: a handful, one screen at desktop width. */
export const SIMILAR_GAMES = 8;

/**
 * Games like this one for its info page: same studio and same curated themes, alternating so neither fills the rail
 * alone; the game itself, repeats and child-appealing games (whatever the config allows elsewhere) are left out.
 * `games`/`byId` are the lobby's (already filtered) catalogue; `themes` the CMS page's category slugs.
 */
export function similarGames(
  studio: string,
  gameId: number,
  themes: readonly string[],
  games: readonly Game[],
  byId: ReadonlyMap<number, Game>,
  limit = SIMILAR_GAMES,
): Game[] {
  const sameStudio = games.filter((g) => g.id !== gameId && shownProvider(g) === studio);
  const sameTheme = themes.filter(isTheme).flatMap((t) => themeGames(t, byId));
  const out: Game[] = [];
  const seen = new Set([gameId]);
  for (let i = 0; out.length < limit && (i < sameStudio.length || i < sameTheme.length); i++) {
    for (const g of [sameStudio[i], sameTheme[i]]) {
      if (!g || seen.has(g.id) || g.childAppealing || out.length >= limit) continue;
      seen.add(g.id);
      out.push(g);
    }
  }
  return out;
}
