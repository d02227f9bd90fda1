/**
 * The game search's data (issue 12). The worker sends the compact wire form once per page life; the browser decodes
 * it into SearchGame rows for the engine and the overlay.
 */

/** Theme slugs with a curated list (SPEC §3), equal to the CMS theme category slugs (parent 87). */
export const THEMES = [
  'drops-and-wins',
  'poker',
  'blackjack',
  'roulette',
  'baccarat',
  'jackpots',
  'jackpot-king',
  'slingo',
  'game-shows',
  'tv-and-movies',
  'egypt',
  'animal',
  'fruit',
  'god',
  'adventure',
  'jewel',
  'jungle',
  'fish',
  'classic',
  'popular',
  'irish',
] as const;

export type Theme = (typeof THEMES)[number];

/**
 * The themes and categories search matches besides names and providers (docs/decisions/041): the curated themes
 * and the lobby's kinds of game. The worker decides which games carry each; the words a player may type for each
 * are the search engine's (client/search/tag-words.ts).
 */
export const SEARCH_TAGS = [...THEMES, 'live', 'table', 'megaways', 'new'] as const;

export type SearchTag = (typeof SEARCH_TAGS)[number];

/** A game as search knows it: enough to match, rank and show a result row (no info pages). */
export interface SearchGame {
  id: number;
  name: string;
  provider: string;
  /** Empty when none; then the provider is shown. */
  subProvider: string;
  image: string;
  webp: string;
  /** Its themes and categories (SEARCH_TAGS; a key this build does not know is kept and matches nothing). */
  tags?: readonly string[];
}

/**
 * GET /api/search-catalogue?platform=W|C — every searchable game of the device's list, child-appealing ones removed.
 * Column by column rather than game by game: like values side by side compress far better (5,000 games: ~34 KB gzip
 * against ~47 KB as rows). Every column has one entry per game, in the list's order.
 */
export interface SearchCatalogueWire {
  /** Provider and sub-provider names, each once; the columns below refer to them by index. */
  providers: string[];
  /** Artwork URLs with `{id}` where the game id goes; null when the list's artwork follows no common pattern. */
  images: { default: string; webp: string } | null;
  /** Each id less the one before it (the first less 0): the platform lists games mostly by id, so these are small. */
  idDeltas: number[];
  names: string[];
  /** Index into providers. */
  provider: number[];
  /** Index into providers, or -1 when the game has no sub-provider. */
  subProvider: number[];
  /** `[position, image, webp]` for the games whose artwork does not follow the templates. */
  artwork: [number, string, string][];
  /** Theme and category keys (SEARCH_TAGS), each once. */
  tags: string[];
  /**
   * Per tag, its games as positions in the columns above, ascending, each less the one before (the first less 0):
   * a tag names a few hundred of 5,000 games, so a list of its members is far smaller than a column per game.
   */
  tagged: number[][];
}
