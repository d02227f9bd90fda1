import { THEME_LISTS } from '../../client/catalogue/theme-lists';
import type { Game, GamesList } from '../../client/contracts/catalogue';
import { THEMES, type SearchTag } from '../../client/contracts/search';
import { englishCategoryName, type EnglishCategoryName } from './category-names';
import { isJackpotGame, isJackpotKingGame, isMegawaysGame, isNewGame } from './special-lists';

const MEGAWAYS_WORD = /\bmegaways\b/i;

/**
 * The platform's categories that are search tags. A parent category tags the games of all its subcategories (every
 * game under 'Live Casino' is live). Casino, Slots and All Games name nearly every game, and Featured Games is the
 * operator's pick of the week: none of them is a word a player searches a game by.
 */
const CATEGORY_TAGS: Partial<Record<EnglishCategoryName, SearchTag>> = {
  'Live Casino': 'live',
  New: 'new',
  Jackpots: 'jackpots',
  Classic: 'classic',
  'Table Games': 'table',
  Blackjack: 'blackjack',
  Roulette: 'roulette',
  Baccarat: 'baccarat',
};

/**
 * The themes and categories search matches besides names (docs/decisions/041): per tag, the ids of the games that
 * carry it, from the curated theme lists (client/catalogue/theme-lists.ts), the device list's categories (names in
 * any back-office language, normalised to English) and the game rules the lobby's own lists use (JPK is Jackpot
 * King and a jackpot, the megaways flag, the 'new' tag). Ids the list does not hold are left for the caller to drop.
 */
export function searchTagsOf(list: GamesList): Map<SearchTag, Set<number>> {
  const tags = new Map<SearchTag, Set<number>>();
  const add = (tag: SearchTag | undefined, ids: Iterable<number>) => {
    if (!tag) return;
    let set = tags.get(tag);
    if (!set) tags.set(tag, (set = new Set()));
    for (const id of ids) set.add(id);
  };
  for (const theme of THEMES) add(theme, THEME_LISTS[theme]);
  for (const category of list.categories) {
    const parent = CATEGORY_TAGS[englishCategoryName(category.name) ?? 'Casino'];
    for (const sub of category.subCategories) {
      add(parent, sub.gameIds);
      add(CATEGORY_TAGS[englishCategoryName(sub.name) ?? 'Casino'], sub.gameIds);
    }
  }
  const rules: [SearchTag, (game: Game) => boolean][] = [
    ['jackpots', isJackpotGame],
    ['jackpot-king', isJackpotKingGame],
    // 'Megaways' is the tag's one word in every language: a name that holds it already matches, above any tag.
    ['megaways', (game) => isMegawaysGame(game) && !MEGAWAYS_WORD.test(game.name)],
    ['new', isNewGame],
  ];
  for (const [tag, rule] of rules) add(tag, list.games.filter(rule).map((game) => game.id));
  return tags;
}
