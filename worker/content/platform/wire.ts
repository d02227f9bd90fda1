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

export interface PaymentMethodWire {
  paymentLink: string;
  paymentLogo: string;
  depositTime: string;
  withdrawalTime: string;
  availableCurrencies: string[] | string;
}

/** GET /api/v1/copyrights → data.data.copyrightText (HTML). */
export type CopyrightResponse = Wrapped<{ copyrightText: string }>;

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
