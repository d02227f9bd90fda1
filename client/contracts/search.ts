/**
 * The game search's data (issue 12). The worker sends the compact wire form once per page life; the browser decodes
 * it into SearchGame rows for the engine and the overlay.
 */

/** A game as search knows it: enough to match, rank and show a result row (no categories, no info pages). */
export interface SearchGame {
  id: number;
  name: string;
  provider: string;
  /** Empty when none; then the provider is shown. */
  subProvider: string;
  image: string;
  webp: string;
}

/**
 * One game on the wire: `[id, name, provider index, sub-provider index or -1]`, plus `[image, webp]` only when its
 * artwork does not follow the templates.
 */
export type SearchGameWire = [number, string, number, number] | [number, string, number, number, string, string];

/** GET /api/search-catalogue?platform=W|C — every searchable game of the device's list, child-appealing ones removed. */
export interface SearchCatalogueWire {
  /** Provider and sub-provider names, each once; games refer to them by index. */
  providers: string[];
  /** Artwork URLs with `{id}` where the game id goes; null when the list's artwork follows no common pattern. */
  images: { default: string; webp: string } | null;
  games: SearchGameWire[];
}
