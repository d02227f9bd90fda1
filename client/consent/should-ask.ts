import { readCookie } from '../browser/read-cookie';
import { CONSENT_CHOICES_COOKIE, CONSENT_CLOSED_COOKIE, parseChoices, shouldShowPopup } from './consent';

/**
 * Whether the popup asks when its delay is over (SPEC §4): a lazy chunk the consent layer asks for once the page has
 * hydrated, so the first screen carries neither the cookie rules nor the cookie reading (issue 53).
 */
export function shouldAskNow(): boolean {
  return shouldShowPopup(readCookie(CONSENT_CLOSED_COOKIE), parseChoices(readCookie(CONSENT_CHOICES_COOKIE)));
}
