import type { GamePage, Image, KeyTerms, PaymentMethods } from './content';
import type { LiveSnapshot } from './live';

/** What each content route's loader sends to its page (SSR state and the /_data/ payload alike). */

/**
 * An offer's key terms as a card or page shows them beside its call to action (docs/decisions/034-key-terms.md).
 * `withheld`: a UK offer whose wagering is over the cap or unstated is shown without the bonus call to action.
 */
export interface OfferTerms {
  terms: KeyTerms;
  /** The currency the amounts are in: the visitor's market, which the offer was chosen for. */
  currency: string;
  /** Locale-free link of '18+ · T&Cs apply': the promotion page's full terms (#terms). */
  termsPath: string;
  withheld: boolean;
}

/** One card of the promotions list: a CMS promotion or a platform limited-time offer, drawn alike. */
export interface PromotionCard {
  /** Locale-free path of its page: /promotions/{slug}/ or /promotions/limited-time/{id}/. */
  path: string;
  title: string;
  subtitle: string;
  /** Plain text. */
  excerpt: string;
  /** The CMS featured image (or the offer's image); null draws the branded placeholder from the title. */
  image: Image | null;
  /** Set only when the text is in another language than the page's (English fallback): the card's `lang`. */
  lang?: string;
  /** A limited-time offer: its end date shows as 'Ends …'. */
  limited: boolean;
  /** A limited-time offer's end day, written for the page's locale by the worker ('29 November 2026'); '' when none. */
  endsOn: string;
  offer: OfferTerms;
}

export interface PromotionsData {
  heading: string;
  /** Live promotions, CMS ones first, then the limited-time offers. */
  live: PromotionCard[];
  /** Ended promotions (end date past or the CMS's switch), listed after the live ones under 'Ended'. */
  ended: PromotionCard[];
  /** The CMS could not be reached and nothing was cached: say so rather than show an empty page. */
  unavailable: boolean;
}

/** A promotion's page, from the CMS or a limited-time offer: the call to action follows from these fields. */
export interface PromotionView {
  title: string;
  subtitle: string;
  image: Image | null;
  /** Sanitised at the edge. */
  content: string;
  /** Sanitised at the edge. */
  terms: string;
  /** Set only when the text is in another language than the page's (English fallback). */
  lang?: string;
  ended: boolean;
  /** Shown as 'Ends …' on a limited-time offer, written for the page's locale by the worker; '' otherwise. */
  endsOn: string;
  /** The game the promotion names, when the catalogue has it: a player's call to action is Play. */
  game: { id: number; name: string; provider: string } | null;
  offer: OfferTerms;
}

export interface PromotionData {
  promotion: PromotionView;
}

export interface InfoPageData {
  slug: string;
  heading: string;
  /** Sanitised at the edge. */
  html: string;
  /**
   * The 'deposit-methods' page's table (SPEC §2), for the visitor's country and regulation (GB/GB by default); null
   * when the platform could not say; absent on every other page.
   */
  paymentMethods?: PaymentMethods | null;
}

/** A game page's facts, each '' when the page has none to show (client/format/game-facts.ts). */
export interface GameFacts {
  rtp: string;
  volatility: string;
  reels: string;
  /** Paylines, or ways when `ways`. */
  lines: string;
  ways: boolean;
  /** The stakes in `currency` (the request's): a player of another currency has them formatted in the browser. */
  minBet: string;
  maxBet: string;
  currency: string;
  maxWin: string;
  features: string;
}

export interface GameInfoData {
  game: GamePage;
  /**
   * The game's facts as the page shows them, written by the worker in the page's words and numbers: the first number
   * a renderer formats loads ICU's number data, and the RTP's made one step of hydration that cannot be sliced
   * ~90 ms long at 4× CPU (issue 53, docs/measurements/053-twins.md).
   */
  facts: GameFacts;
  /** Set only when the page's prose is in another language than the page's (the CMS's English): its `lang`. */
  lang?: string;
  /** The studio's provider page, when the catalogue lists the studio (else the name shows unlinked). */
  providerHref: string | null;
  /** Same studio / same themes, child-appealing never; null when the catalogue is unavailable or has none. */
  similar: Rail | null;
  /**
   * The CMS was down with nothing cached: the page is the platform catalogue's (name, studio, Play) and the review
   * section is a short note instead (docs/decisions/028-cms-down.md).
   */
  reviewUnavailable?: true;
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
  /** The page listing the rail's games in its order ('See all'). A rail without one counts only what it shows. */
  href: string;
  /** How many games the list has: more than the rail shows puts 'See all (total)' beside its name. */
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
  /** 'Page 1 of 12 · 1,234 games' in the page's language, written by the worker (worker/routes/catalogue-data.ts gridOf). */
  status: string;
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
  /** The live lobby's and Jackpot King's live part (issue 54); absent on every other lobby page. */
  live?: LiveView;
}

/**
 * What a live page draws from the live hub and its socket watches (docs/decisions/049 'Lobby'): the grid's games as
 * table cards ('tables'), or the jackpots above the grid ('jackpots').
 */
export interface LiveView {
  topic: 'tables' | 'jackpots';
  /**
   * The hub's snapshot when the page was rendered, narrowed to what the page draws (the grid's tables, or the
   * jackpots); null when there was none (no hub, no answer within its budget): the cards say 'No live data'.
   */
  snapshot: LiveSnapshot | null;
}

/** Data of a page whose content arrives with a later issue: a heading, a line of text and optional links. */
export interface PlainPageData {
  heading: string;
  intro: string;
  links?: { href: string; label: string }[];
  /** More lists of links under headings of their own, after `links` (the themes page's game types). */
  sections?: { heading: string; links: { href: string; label: string }[] }[];
}

/** A magazine article as the list shows it. */
export interface MagazineCard {
  slug: string;
  title: string;
  excerpt: string;
  image: Image | null;
  /** ISO date (for <time datetime>) and the same date written for the visitor's locale. */
  date: string;
  dateText: string;
  /** Set when the CMS had no translation for the visitor: the card's text is in this language (decision 014). */
  fallbackLang?: string;
}

export interface MagazineListData {
  heading: string;
  posts: MagazineCard[];
  page: number;
  pageCount: number;
  /** Real links to the neighbouring pages, null at either end. */
  prevHref: string | null;
  nextHref: string | null;
}

export interface MagazinePostData {
  title: string;
  author: string;
  date: string;
  dateText: string;
  image: Image | null;
  /** Sanitised at the edge. */
  content: string;
  /** Set when the CMS had no translation for the visitor: the article is in this language (decision 014). */
  fallbackLang?: string;
  listHref: string;
}
