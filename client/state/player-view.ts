import type { Stores } from './context';

/**
 * Whether the page asks the worker for the player view of a payload (docs/decisions/010): a logged-in player's, and one
 * in the welcome-back state — a returning visitor's render is drawn in the player view (decision 023), and so is a
 * player's page reloaded offline (docs/decisions/045), whose pages the player opened online then open from their
 * player-view copies. The bridge asks again once the session is known. For the lazy router and offline chunks only.
 */
export function wantsPlayerView(stores: Pick<Stores, 'account' | 'app'>): boolean {
  return stores.account.isLoggedIn || (stores.app.welcomeBack && !stores.account.sessionChecked);
}
