import { gtag, pushDataLayer } from '../analytics/events';
import { setCookie } from '../browser/cookies';
import { CONSENT_CHOICES_COOKIE, CONSENT_CLOSED_COOKIE, CONSENT_MAX_AGE_S, type ConsentChoices } from './consent';
import { consentState, serialiseChoices } from './mode';

/**
 * Stores a choice made in the consent popup (SPEC §4): both cookies for 30 days, then the Consent Mode update and
 * the update_user_consent event, in that order, so a tag that fires on the event already sees the new state.
 */
export function saveConsent(choices: ConsentChoices): void {
  setCookie(CONSENT_CHOICES_COOKIE, serialiseChoices(choices), CONSENT_MAX_AGE_S, true);
  setCookie(CONSENT_CLOSED_COOKIE, '1', CONSENT_MAX_AGE_S);
  const state = consentState(choices);
  gtag('consent', 'update', state);
  pushDataLayer({ event: 'update_user_consent', ...state });
}

