/** The app's own game types (SPEC §3), reshaped from the platform at worker/content/. */

export interface GameImages {
  default: string;
  webp: string;
  /** The default image with its 1x marker replaced by 3x (SPEC §3): the tall tile's artwork. */
  portrait: string;
  portraitWebp: string;
}

export interface Game {
  id: number;
  name: string;
  provider: string;
  /** May be empty; then the provider is shown instead. */
  subProvider: string;
  images: GameImages;
  /** Appeals to children: never shown unless config allows it (QUALITY.md). */
  childAppealing: boolean;
  megaways: boolean;
  /** 'new' shows the New tag. */
  tag: string;
}

export interface SubCategory {
  name: string;
  /** Game ids in display order. */
  gameIds: number[];
}

export interface Category {
  name: string;
  subCategories: SubCategory[];
}

/** The platform's games list for one device platform (W desktop, C mobile). */
export interface GamesList {
  games: Game[];
  categories: Category[];
}

/** Category slug → game ids (custom categories, applied for guests only). */
export type CustomCategories = Record<string, number[]>;
/** List name → game ids (custom featured lists). */
export type CustomFeatured = Record<string, number[]>;

/**
 * The studio a game is shown and filed under: its sub-provider if set, else its provider, trimmed (SPEC §3). The one
 * home of that rule, for any shape that carries both names (catalogue game, search row, game page).
 */
export function shownProvider(game: { provider: string; subProvider: string }): string {
  return game.subProvider.trim() || game.provider.trim();
}
