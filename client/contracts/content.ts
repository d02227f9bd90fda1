/**
 * The app's own content types, reshaped from WordPress and the platform API at worker/content/. Text fields are
 * plain text (entities decoded); `content`/`html` fields are HTML already sanitised at the edge.
 */

export interface Image {
  url: string;
  width: number;
  height: number;
  alt: string;
}

export interface Seo {
  title: string;
  description: string;
  canonical: string;
  robots: string;
  ogLocale: string;
  ogType: string;
  ogTitle: string;
  ogDescription: string;
  ogUrl: string;
  ogSiteName: string;
  ogImage: { url: string; width: number; height: number; type: string } | null;
}

export interface Term {
  id: number;
  slug: string;
  name: string;
  parent: number;
}

export interface CmsPage {
  id: number;
  slug: string;
  title: string;
  content: string;
  excerpt: string;
  image: Image | null;
  seo: Seo | null;
}

/** The SEO game page (and review) of one platform game. */
export interface GamePage extends CmsPage {
  gameId: number;
  provider: string;
  subProvider: string;
  megaways: boolean;
  review: boolean;
  rtp: string;
  volatility: string;
  reels: number | null;
  paylines: string;
  minBet: string;
  maxBet: string;
  releaseDate: string;
  /** The language the CMS wrote the page's prose in ('en': game pages are not translated). */
  language: string;
  /** The top win as a multiple of the stake, or null when the CMS gives none. */
  maxWin: number | null;
  /** Feature keys as the CMS ticks them; the page labels the ones it knows (client/format/game-facts.ts). */
  features: string[];
  terms: Term[];
}

/** The game-page index's entry: which platform game has an info page (and whether it is a review). */
export interface GamePageRef {
  gameId: number;
  slug: string;
  review: boolean;
}

/**
 * An offer's significant conditions (CAP 16; docs/decisions/034-key-terms.md), as structured values the site words
 * in the visitor's language. null / '' is "the source gives none": the terms line leaves it out.
 */
export interface KeyTerms {
  /** Times the bonus to wager before withdrawing; 0 is no wagering. */
  wagering: number | null;
  /** In the offer's market currency (the figure is the same in every currency an unticked offer reaches). */
  minDeposit: number | null;
  /** Short plain text in the offer's language ('Rainbow Riches'). */
  eligibleGames: string;
  /** Days after claiming that the bonus or spins expire. */
  expiryDays: number | null;
  /** The most the offer can pay out, in the market currency; null when it has no cap. */
  maxWin: number | null;
}

export interface Promotion extends CmsPage {
  subtitle: string;
  terms: string;
  ctaLabel: string;
  ctaUrl: string;
  startDate: string;
  endDate: string;
  /** The platform game the promotion names (an ACF field): a player's call to action is Play for it. */
  gameId: number | null;
  /** The CMS's 'ended' switch; an end date in the past also ends a promotion (client/contracts/promotion-status.ts). */
  ended: boolean;
  /** The language the CMS wrote this in: 'en' on a Finnish or Spanish page when the CMS has no translation. */
  lang: string;
  /** The currencies (markets) its text is written for ('GBP' for '£20 for you'); [] means every market. */
  currencies: string[];
  keyTerms: KeyTerms;
}

export interface MagazinePost extends CmsPage {
  /** ISO date as the CMS gives it (site-local, the CMS runs on UTC). */
  date: string;
  /** The byline; '' when the CMS names no author. */
  author: string;
  /** The language the CMS wrote this post in; a visitor of another language is reading a fallback (decision 014). */
  language: string;
}

/** A provider or theme page from the CMS. */
export interface TermPage extends CmsPage {
  intro: string;
}

export interface SearchResult {
  id: number;
  title: string;
  url: string;
  type: string;
}

export interface Paged<T> {
  items: T[];
  totalPages: number;
}

export interface LimitedTimePromotion {
  id: number;
  title: string;
  description: string;
  image: string;
  startDate: string;
  endDate: string;
  ctaText: string;
  ctaUrl: string;
  terms: string;
  /** What the platform sends of the offer's significant conditions (amounts in the currency it was asked for). */
  keyTerms: KeyTerms;
}

export interface PaymentMethod {
  /** The method's help page id (e.g. 'deposit-visa'). */
  helpPage: string;
  logo: string;
  depositTime: string;
  withdrawalTime: string;
  currencies: string[];
}

export interface PaymentPageText {
  intro: string;
  note: string;
  /** Column headings: logo, deposit time, withdrawal time, currencies. */
  logoHeading: string;
  depositTimeHeading: string;
  withdrawalTimeHeading: string;
  currenciesHeading: string;
}

export interface PaymentMethods {
  page: PaymentPageText;
  methods: PaymentMethod[];
}

export interface BetLimit {
  gameId: number;
  currency: string;
  min: number;
  max: number;
}

export interface Geolocation {
  regulation: string;
  language: string;
  currency: string;
  countryCode: string;
}
