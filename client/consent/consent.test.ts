import { describe, expect, it } from 'vitest';
import { CONSENT_MAX_AGE_S, parseChoices, shouldShowPopup } from './consent';
import { ACCEPT_ALL, consentState, DECLINE_ALL, DEFAULT_CONSENT, serialiseChoices } from './mode';

describe('consent decisions', () => {
  it('first visit: the popup shows; the defaults deny analytics and advertising only', () => {
    expect(shouldShowPopup(null, null)).toBe(true);
    expect(DEFAULT_CONSENT).toEqual({
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
      analytics_storage: 'denied',
      functionality_storage: 'granted',
      personalization_storage: 'granted',
      security_storage: 'granted',
    });
  });

  it('the popup stays away only with both the closed flag and stored choices', () => {
    expect(shouldShowPopup('1', ACCEPT_ALL)).toBe(false);
    expect(shouldShowPopup('1', null)).toBe(true);
    expect(shouldShowPopup(null, DECLINE_ALL)).toBe(true);
  });

  it('Accept All grants all seven; Decline All denies advertising and analytics only', () => {
    expect(Object.values(consentState(ACCEPT_ALL)).every((v) => v === 'granted')).toBe(true);
    expect(consentState(DECLINE_ALL)).toEqual(DEFAULT_CONSENT);
  });

  it('Save and Exit with analytics only grants analytics, denies the three ad types', () => {
    const s = consentState({ analytics: true, advertising: false });
    expect(s).toMatchObject({ analytics_storage: 'granted', ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', security_storage: 'granted' });
  });

  it('stored choices round-trip through the cookie value; foreign values are ignored', () => {
    for (const c of [ACCEPT_ALL, DECLINE_ALL, { analytics: true, advertising: false }, { analytics: false, advertising: true }]) {
      expect(parseChoices(serialiseChoices(c))).toEqual(c);
    }
    expect(serialiseChoices({ analytics: true, advertising: false })).toBe('analytics:granted,advertising:denied');
    expect(parseChoices('yes')).toBeNull();
    expect(parseChoices(null)).toBeNull();
  });

  it('consent cookies last 30 days', () => {
    expect(CONSENT_MAX_AGE_S).toBe(2_592_000);
  });
});
