import type { WidgetName } from './framework';

/**
 * The widgets only a guest has a use for: the ways into a session (issue 51, docs/decisions/045). A Login or Join Here
 * tapped while the session was not yet known — a player's page drawn as a guest's (offline, or an activity stamp older
 * than 300 s), a tap queued until the framework came — is for a visitor who may turn out logged in: for a player it
 * opens nothing, and the header's balance is the answer. The reverse is the platform's to judge (its Deposit asks a
 * guest to log in).
 */
export const GUEST_ONLY_WIDGETS: readonly WidgetName[] = ['login', 'registration', 'forgotPassword', 'forgotUsername'];

/** Does a tapped widget open for the session now known? Every widget, but a guest's for a player. */
export function opensForSession(name: WidgetName, loggedIn: boolean): boolean {
  return !(loggedIn && GUEST_ONLY_WIDGETS.includes(name));
}
