import type { GamePage, Image, LimitedTimePromotion, Promotion } from './content-types';

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
}
