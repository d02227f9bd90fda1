import type { ConsentState } from '../consent/mode';

/**
 * The analytics data layer (SPEC §7 'Analytics pushes'): every event the site pushes, with its payload, is named
 * here and nowhere else — a push of an unknown event or a wrong field does not compile. The tag manager (loaded by
 * the document head after the Consent Mode defaults) reads window.dataLayer.
 */
export type AnalyticsEvent =
  | { event: 'appBannerOpen'; placement?: 'login' }
  | { event: 'appBannerClosed'; placement?: 'login' }
  | { event: 'appBannerClicked'; placement?: 'login' }
  | { event: 'mobileFooterClick'; tab: string; page_path: string; player_id: string }
  | ({ event: 'update_user_consent' } & ConsentState)
  | { event: 'previousGameClick'; searchedGame: string; searchedID: number }
  | {
      event: 'game_open';
      timestamp: number;
      game_datetime: string;
      game_loadtime: number;
      loaded_game_id: number;
      loaded_game_name: string;
      loaded_game_provider: string;
    }
  | { event: 'game_launch'; name: string }
  | { event: 'Aspire_Deposit'; amount: number | string; currency: string }
  | { event: 'routeChange'; page_path: string; page_title: string }
  | { event: 'depositLimitOpen'; placement: LimitsPlacement };

/** Where a 'Set a deposit limit' or 'Deposit limits' tap came from (docs/decisions/033). */
export type LimitsPlacement = 'home' | 'menu' | 'deposit' | 'account' | 'info';

/** SPEC §4: the route-change analytics event goes out 250 ms after a navigation. */
export const ROUTE_CHANGE_EVENT_DELAY_MS = 250;

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/** Pushes one analytics event onto the data layer. */
export function pushDataLayer(event: AnalyticsEvent): void {
  (window.dataLayer ??= []).push(event);
}

/**
 * gtag() as Google's snippet defines it: it pushes its `arguments` object (gtag.js reads only those, never a plain
 * array). The head script defines the same function; this one is for code that runs after hydration.
 */
export function gtag(..._args: ['consent', 'update', ConsentState]): void {
  // eslint-disable-next-line prefer-rest-params
  (window.dataLayer ??= []).push(arguments);
}
