/**
 * Consent Mode v2 rules (SPEC §3/§4/§9, STACK.md): the seven consent types, the defaults sent before any tag, the
 * cookies that remember a choice and what each button of the consent popup grants. Pure: the head script
 * (head-script.ts), the eager trigger and the lazy popup all read these.
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

/** What a visitor chooses: the popup's two checkboxes (strictly necessary and the rest are always on). */
export interface ConsentChoices {
  analytics: boolean;
  advertising: boolean;
}

/** 'consent-choices': the stored choices, e.g. 'analytics:granted,advertising:denied' (30 days, SPEC §9). */
export const CONSENT_CHOICES_COOKIE = 'consent-choices';
/** 'consent-closed': the popup was answered (30 days). With stored choices it keeps the popup away. */
export const CONSENT_CLOSED_COOKIE = 'consent-closed';
export const CONSENT_MAX_AGE_S = 30 * 24 * 60 * 60;
/** SPEC §9: the popup shows this long after load. */
export const CONSENT_POPUP_DELAY_MS = 2000;
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

/** The choices of a cookie value, or null when it is absent or not one this site wrote. */
export function parseChoices(raw: string | null | undefined): ConsentChoices | null {
  const m = raw ? /^analytics:(granted|denied),advertising:(granted|denied)$/.exec(raw) : null;
  return m ? { analytics: m[1] === 'granted', advertising: m[2] === 'granted' } : null;
}

/** SPEC §4: the popup shows unless the consent-closed cookie exists and choices are stored. */
export function shouldShowPopup(closed: string | null, choices: ConsentChoices | null): boolean {
  return !(closed !== null && choices !== null);
}
