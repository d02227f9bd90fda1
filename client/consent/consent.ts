/**
 * The consent cookies (SPEC §4/§9): their names, how a stored choice reads and whether the popup shows. Pure: the
 * head script (head-script.ts), the first screen's eager trigger and the lazy popup all read these. The Consent Mode
 * states a choice grants are mode.ts's (not first-screen code).
 */

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
export { CONSENT_POPUP_DELAY_MS } from './delay';

/** The choices of a cookie value, or null when it is absent or not one this site wrote. */
export function parseChoices(raw: string | null | undefined): ConsentChoices | null {
  const m = raw ? /^analytics:(granted|denied),advertising:(granted|denied)$/.exec(raw) : null;
  return m ? { analytics: m[1] === 'granted', advertising: m[2] === 'granted' } : null;
}

/** SPEC §4: the popup shows unless the consent-closed cookie exists and choices are stored. */
export function shouldShowPopup(closed: string | null, choices: ConsentChoices | null): boolean {
  return !(closed !== null && choices !== null);
}
