/** Desktop lobbies use the platform's W categories, mobile ones the C categories. */
export type Device = 'desktop' | 'mobile';

/** The platform's name for a device's games list and categories: W desktop, C mobile (SPEC §4 'Games list'). */
export type Platform = 'W' | 'C';

/** The one place a device becomes a platform code. */
export function platformOf(device: Device): Platform {
  return device === 'mobile' ? 'C' : 'W';
}

/** SPEC §9: GB → GBP, CA → CAD, anything else EUR. */
export type Currency = 'GBP' | 'CAD' | 'EUR';
/** SPEC §9: GB → GB, CA → MGA, otherwise none. */
export type Regulation = 'GB' | 'MGA' | null;

/** What the edge decided from the visitor's country. */
export interface Geo {
  country: string;
  currency: Currency;
  regulation: Regulation;
}

/** Platform-supplied footer HTML (sanitised at the edge) and the licence context it belongs to. */
export interface FooterData {
  iconsHtml: string;
  copyrightHtml: string;
  regulation: string | null;
}

/** Request facts the worker decided (geo, device) and public brand config; the same for every guest of one edge. */
export interface SiteContext {
  brandName: string;
  brandDomain: string;
  /** The external affiliates programme (footer Extras). */
  affiliatesUrl: string;
  footer: FooterData;
  /**
   * The visitor's market has a welcome offer they can claim now (the named welcome package, live, for their market
   * and not withheld by its rules): only then does the guest's bottom bar say 'Claim your welcome offer'
   * (docs/decisions/042-offers-per-market.md).
   */
  welcomeOffer: boolean;
  /**
   * The widget framework: its script and the brand id it is initialised with (SPEC §7), and how many minutes of
   * play pass between the game container's reality-check reminders (REALITY_CHECK_MINUTES).
   */
  platform: { scriptUrl: string; brandId: number; realityCheckMinutes: number };
  /** Ways to reach support (contact page and popup) and the captcha the ticket form runs (public values only). */
  support: SupportConfig;
  country: string;
  currency: Currency;
  regulation: Regulation;
  device: Device;
  /**
   * The worker's decision for this request: the activity cookie says the visitor was active within 300 s, so the
   * page is rendered in the welcome-back state (header and bottom bar say 'Welcome back / Logging in', the home
   * lobby reserves the player's rails) and the framework is asked for at once. The browser hydrates with this
   * decision and never recomputes it with its own clock (docs/decisions/023).
   */
  returning: boolean;
}


export interface SupportConfig {
  email: string;
  /** Opening hours as configured for the region; empty when not configured. */
  hours: string;
  captcha: { scriptUrl: string; siteKey: string; version: string };
}
