import type { ConsentChoices } from './consent';

/**
 * Consent Mode v2 (SPEC §3/§4/§9, STACK.md): the seven consent types of a choice, the defaults sent before any tag,
 * and what each button of the consent popup grants. Read by the head script (head-script.ts, in the worker) and the
 * lazy popup (save.ts): the first screen's eager trigger needs only consent.ts, so none of this is its code.
 */

export type ConsentValue = 'granted' | 'denied';

/** The seven Consent Mode v2 types, each granted or denied. */
export interface ConsentState {
  ad_storage: ConsentValue;
  ad_user_data: ConsentValue;
  ad_personalization: ConsentValue;
  analytics_storage: ConsentValue;
  functionality_storage: ConsentValue;
  personalization_storage: ConsentValue;
  security_storage: ConsentValue;
}

/** How long tags wait for the popup's update before firing on the defaults (Consent Mode `wait_for_update`). */
export const CONSENT_WAIT_FOR_UPDATE_MS = 500;

export const ACCEPT_ALL: ConsentChoices = { analytics: true, advertising: true };
/** SPEC §4: Decline All denies advertising and analytics only. */
export const DECLINE_ALL: ConsentChoices = { analytics: false, advertising: false };

const value = (on: boolean): ConsentValue => (on ? 'granted' : 'denied');

/** The full Consent Mode state for a choice: advertising covers the three ad types; the rest is always granted. */
export function consentState(choices: ConsentChoices): ConsentState {
  return {
    ad_storage: value(choices.advertising),
    ad_user_data: value(choices.advertising),
    ad_personalization: value(choices.advertising),
    analytics_storage: value(choices.analytics),
    functionality_storage: 'granted',
    personalization_storage: 'granted',
    security_storage: 'granted',
  };
}

/** The defaults of the head, before anyone chose: analytics and advertising denied, the rest granted. */
export const DEFAULT_CONSENT: ConsentState = consentState(DECLINE_ALL);

/** The cookie value of a choice (digits, letters, ':' and ',' only: no encoding needed, easy for the head to read). */
export function serialiseChoices(choices: ConsentChoices): string {
  return `analytics:${value(choices.analytics)},advertising:${value(choices.advertising)}`;
}
