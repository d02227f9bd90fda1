import type { AppState } from './app';

/** The contact popup's id among the popup's pages: the footer's and side menu's Contact Us and `?contact` open it. */
export const CONTACT_POPUP = 'contact';

/**
 * Opens the info popup (SPEC §4) on a page id, over the current page; when it is already open the page is pushed
 * onto the popup's own history instead. Closing the platform's widgets first is the caller's business.
 */
export function openInfoPopup(stores: { app: AppState }, page: string): void {
  stores.app.menuOpen = false;
  stores.app.currentInfoPageId = page;
  stores.app.infoPopupOpen = true;
}

/** Closes the info popup (its history goes with it). */
export function closeInfoPopup(stores: { app: AppState }): void {
  stores.app.infoPopupOpen = false;
  stores.app.currentInfoPageId = null;
}
