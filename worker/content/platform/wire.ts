/**
 * Casino platform REST API, custom categories and limited-time promotions shapes as those services send them.
 * Only worker/content/ may know these names.
 */

/** Most platform endpoints wrap their payload twice: `{ data: { data: … } }`. */
export interface Wrapped<T> {
  data: { data: T };
}

export interface PlatformGame {
  id: number;
  name: string;
  externalGameProvider: string;
  /** May be empty: then the provider is shown instead. */
  externalGameSubProvider: string;
  images: { default: string; webp: string };
  /** '1' = child-appealing; filtered out unless allowed by config. */
  appealingForChildren: '0' | '1';
  /** 'new' shows the New tag; '' otherwise. */
  tag: string;
  megaways: boolean;
}

export interface PlatformCategory {
  /** May be Finnish, Norwegian or Spanish; the catalogue normalises it. */
  name: string;
  subCategories: { name: string; instantGamesOrder: number[] }[];
}

/** GET /api/v1/brands/{casinoId}/games?platform=W|C (docs/decisions/005-games-list-source.md). */
export interface GamesListResponse {
  data: { games: PlatformGame[]; categories: PlatformCategory[] };
}

/** GET /api/v1/brands/{casinoId}/info-page → HTML at data.data.content. */
export type InfoPageResponse = Wrapped<{ content: string; title?: string }>;

/** GET /api/v1/brands/{casinoId}/smart-footer → the icon strip HTML. */
export type SmartFooterResponse = Wrapped<{ content: string }>;

export interface PaymentMethodWire {
  paymentLink: string;
  paymentLogo: string;
  depositTime: string;
  withdrawalTime: string;
  availableCurrencies: string[] | string;
}

/** GET /api/v1/brands/{casinoId}/payment-methods → translated strings at data.data.page, rows at data.data.paymentMethods. */
export type PaymentMethodsResponse = Wrapped<{
  page: {
    paragraph1: string;
    paragraph2: string;
    tableColumn1: string;
    tableColumn2: string;
    tableColumn3: string;
    tableColumn4: string;
  };
  paymentMethods: PaymentMethodWire[];
}>;

/** GET /api/v1/live-casino-betlimits */
export interface BetLimitsResponse {
  data: { betLimits: { gameId: number; currency: string; min: number; max: number }[] };
}

/** GET /api/v2/brands/{casinoId}/geolocation */
export interface GeolocationResponse {
  data: { regulation: string; language: string; currency: string; countryCode: string };
}

/** GET /api/v1/copyrights → data.data.copyrightText (HTML). */
export type CopyrightResponse = Wrapped<{ copyrightText: string }>;

/** POST /api/v1/brands/{casinoId}/create-ticket → the ticket provider's answer; status 2 = created. */
export interface CreateTicketResponse {
  status: number;
  ticketId?: string;
  message?: string;
}

/** GET /api/aspire-categories?brandId=178 */
export type CustomCategoriesResponse = { slug: string; gameIds: number[] }[];

/** GET /api/aspire-categories/all */
export type CustomFeaturedResponse = { name: string; gameIds: number[] }[];

export interface LimitedTimePromotionWire {
  id: number;
  title: string;
  description: string;
  image: string;
  startDate: string;
  endDate: string;
  ctaText: string;
  ctaUrl: string;
  termsAndConditions: string;
  /** The offer's significant conditions; amounts in the currencyCode asked. A platform without them sends none. */
  keyTerms?: {
    wageringRequirement?: number | null;
    minimumDeposit?: number | null;
    eligibleGames?: string | null;
    expiryDays?: number | null;
    maximumWin?: number | null;
  } | null;
}

/** GET /api/v1/promotions/limited-time/ */
export interface LimitedTimePromotionsResponse {
  data: { promotions: LimitedTimePromotionWire[] };
}

/** GET /api/v1/promotions/limited-time/{id} */
export interface LimitedTimePromotionResponse {
  data: { promotion: LimitedTimePromotionWire };
}
