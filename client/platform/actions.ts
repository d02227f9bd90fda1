import type { Stores } from '../state/context';
import type { WidgetName } from '../state/platform';

export type { WidgetName } from '../state/platform';

/**
 * Opens a platform widget (login, deposit, …). Until the platform bridge lands this only records the request in
 * stores.platform.widgetRequests; the bridge will act on it. A widget covers the page, so the side menu closes.
 */
export function openWidget(stores: Pick<Stores, 'platform' | 'app'>, name: WidgetName, now = Date.now()): void {
  stores.platform.widgetRequests.push({ name, at: now });
  stores.app.menuOpen = false;
}

/** Logs the player out through the platform (recorded in stores.platform.logoutRequests until the bridge lands). */
export function logout(stores: Pick<Stores, 'platform' | 'app'>, now = Date.now()): void {
  stores.platform.logoutRequests.push({ at: now });
  stores.app.menuOpen = false;
}
