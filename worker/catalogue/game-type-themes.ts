/**
 * CMS theme categories that name a kind of game, not a theme (issue 51: the Themes list mixed Roulette, Poker and
 * Jackpots in with Egypt and Fruit). The themes page lists them apart, under 'Game types'; their pages are unchanged.
 */
export const GAME_TYPE_THEMES: ReadonlySet<string> = new Set([
  'poker',
  'blackjack',
  'roulette',
  'baccarat',
  'slingo',
  'game-shows',
  'jackpots',
  'jackpot-king',
  'drops-and-wins',
  'classic',
]);
