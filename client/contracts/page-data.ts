import type { GamePage, Image, LimitedTimePromotion, Promotion } from './content';

/** What each content route's loader sends to its page (SSR state and the /_data/ payload alike). */

export interface PromotionsData {
  heading: string;
  promotions: { slug: string; title: string; subtitle: string; excerpt: string; image: Image | null }[];
  limited: LimitedTimePromotion[];
  /** The CMS could not be reached and nothing was cached: say so rather than show an empty page. */
  unavailable: boolean;
}

export interface PromotionData {
  promotion: Promotion;
}

export interface InfoPageData {
  slug: string;
  heading: string;
  /** Sanitised at the edge. */
  html: string;
}

export interface GameInfoData {
  game: GamePage;
  /** The studio's provider page, when the catalogue lists the studio (else the name shows unlinked). */
  providerHref: string | null;
  /** Same studio / same themes, child-appealing never; null when the catalogue is unavailable or has none. */
  similar: Rail | null;
}

/** What a game tile needs: a small projection of Game, so SSR state stays small. */
export interface TileGame {
  id: number;
  name: string;
  /** The sub-provider when there is one, else the provider (SPEC §3); reported with game_open. */
  provider: string;
  image: string;
  webp: string;
  tag: string;
  /** The tall tile's artwork (SPEC §3), present only on tiles rendered tall. */
  portrait?: { image: string; webp: string };
  /** The game info page slug when the game has an info page or a review; the info icon shows only then. */
  info: string | null;
}

export interface LobbyTab {
  name: string;
  href: string;
  active: boolean;
}

export interface Rail {
  name: string;
  href: string;
  total: number;
  games: TileGame[];
}

export interface Grid {
  games: TileGame[];
  page: number;
  pageCount: number;
  total: number;
  /** Link to the next page (for crawlers and no-JS); the client appends it in place. */
  nextHref: string | null;
}

export interface LobbyData {
  heading: string;
  intro: string;
  tabs: LobbyTab[];
  rails: Rail[];
  grid: Grid | null;
  /** A–Z index links, on the all-games view. */
  letters: { label: string; href: string; active: boolean }[];
  /** The games list could not be loaded (cold cache, platform down). */
  unavailable: boolean;
}

/** Data of a page whose content arrives with a later issue: a heading, a line of text and optional links. */
export interface PlainPageData {
  heading: string;
  intro: string;
  links?: { href: string; label: string }[];
}
