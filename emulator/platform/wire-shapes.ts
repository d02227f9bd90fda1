/**
 * The JSON the emulated casino platform, custom categories service and limited-time promotions API send, written
 * from the sender's side after SPEC §3 (entity fields) and §7 (calls). The site's reader of these bodies lives in
 * worker/content/ and keeps its own declaration; the two are deliberately not shared, so a field the site misreads
 * is caught by the contract suite (tests/contract/platform.test.ts) instead of agreeing with the stand-in.
 */

/** Most platform endpoints put their payload two levels down: `{ data: { data: payload } }`. */
export interface DoublyWrapped<Payload> {
  data: { data: Payload };
}

/** A game of the platform's games list (SPEC §3 'Game'). */
export interface GameEntry {
  id: number;
  name: string;
  externalGameProvider: string;
  /** '' when the game has no sub-provider. */
  externalGameSubProvider: string;
  /**
   * The 1x artwork, JPEG and WebP. SPEC §3 lists a `defaultPortrait` too, but says it is derived from `default`
   * (1x marker → 3x marker) by the consumer; the feed does not send it.
   */
  images: { default: string; webp: string };
  /** '1' marks a child-appealing game, '0' any other. */
  appealingForChildren: '0' | '1';
  /** 'new' or ''. */
  tag: 'new' | '';
  megaways: boolean;
}

/** A top-level category of the games list; names are whatever language the operator typed them in. */
export interface CategoryEntry {
  name: string;
  /** `instantGamesOrder` is the ordered list of game ids of that tab (SPEC §3 'Category'). */
  subCategories: { name: string; instantGamesOrder: number[] }[];
}

/** GET /api/v1/brands/{casinoId}/games?platform=W|C: one list per device platform, singly wrapped. */
export interface GamesListBody {
  data: { games: GameEntry[]; categories: CategoryEntry[] };
}

/** GET /api/v1/brands/{casinoId}/info-page: the page HTML at data.data.content (plus its title). */
export type InfoPageBody = DoublyWrapped<{ content: string; title: string }>;

/** GET /api/v1/brands/{casinoId}/smart-footer: the icon strip HTML at data.data.content. */
export type SmartFooterBody = DoublyWrapped<{ content: string }>;

/** One row of the payment methods table (SPEC §3 'Payment method row'). */
export interface PaymentMethodRow {
  /** The info slug of the method's help page, 'deposit-{id}'. */
  paymentLink: string;
  paymentLogo: string;
  depositTime: string;
  withdrawalTime: string;
  /** Usually a list of ISO codes; some rows of the real feed send one comma-separated string. */
  availableCurrencies: string[] | string;
}

/** The translated texts of the payment methods page (SPEC §3 'Page text'). */
export interface PaymentPageText {
  paragraph1: string;
  paragraph2: string;
  tableColumn1: string;
  tableColumn2: string;
  tableColumn3: string;
  tableColumn4: string;
}

/** GET /api/v1/brands/{casinoId}/payment-methods?country&reg: data.data.page and data.data.paymentMethods. */
export type PaymentMethodsBody = DoublyWrapped<{ page: PaymentPageText; paymentMethods: PaymentMethodRow[] }>;

/** GET /api/v1/live-casino-betlimits: one row per live table and currency. */
export interface BetLimitsBody {
  data: { betLimits: { gameId: number; currency: string; min: number; max: number }[] };
}

/** GET /api/v2/brands/{casinoId}/geolocation (SPEC §3 'Geolocation data'), singly wrapped. */
export interface GeolocationBody {
  data: { regulation: string; language: string; currency: string; countryCode: string };
}

/** GET /api/v1/copyrights: the footer copyright HTML at data.data.copyrightText. */
export type CopyrightBody = DoublyWrapped<{ copyrightText: string }>;

/** POST /api/v1/brands/{casinoId}/create-ticket: the ticket provider's answer; status 2 means created. */
export interface TicketAnswer {
  status: number;
  ticketId?: string;
  message?: string;
}

/** GET /api/aspire-categories?brandId=178: one entry per category slug. */
export type CustomCategoriesBody = { slug: string; gameIds: number[] }[];

/** GET /api/aspire-categories/all: one entry per named featured list. */
export type CustomFeaturedBody = { name: string; gameIds: number[] }[];

/** A limited-time promotion as the promotions API sends it. */
export interface PromotionEntry {
  id: number;
  title: string;
  /** HTML. */
  description: string;
  image: string;
  /** ISO 8601 instants. */
  startDate: string;
  endDate: string;
  ctaText: string;
  ctaUrl: string;
  /** HTML. */
  termsAndConditions: string;
  /** The offer's significant conditions; amounts in the currencyCode asked; a term the offer has not is left out. */
  keyTerms: PromotionKeyTerms;
}

export interface PromotionKeyTerms {
  /** Times the bonus to wager; 0: no wagering. */
  wageringRequirement?: number;
  minimumDeposit?: number;
  /** Plain text in the language asked. */
  eligibleGames?: string;
  /** Days after claiming that the bonus or spins expire. */
  expiryDays?: number;
  maximumWin?: number;
}

/** GET /api/v1/promotions/limited-time/: the list under data.promotions. */
export interface PromotionsListBody {
  data: { promotions: PromotionEntry[] };
}

/** GET /api/v1/promotions/limited-time/{id}: the one promotion under data.promotion. */
export interface PromotionBody {
  data: { promotion: PromotionEntry };
}
