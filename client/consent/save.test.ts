import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { saveConsent } from './save';

const g = globalThis as unknown as { window?: { dataLayer?: unknown[] }; document?: { cookie: string }; location?: { protocol: string; hostname: string } };

describe('saveConsent', () => {
  let written: string[];
  beforeEach(() => {
    written = [];
    g.window = {};
    g.document = {
      set cookie(v: string) {
        written.push(v);
      },
      get cookie() {
        return '';
      },
    };
  });
  afterEach(() => {
    delete g.window;
    delete g.document;
    delete g.location;
  });

  it('stores both cookies for 30 days, Lax and Secure on the real site, then sends the update, then the event', () => {
    g.location = { protocol: 'https:', hostname: 'www.shamrockspins.example' };
    saveConsent({ analytics: true, advertising: false });
    expect(written).toEqual([
      'consent-choices=analytics:granted,advertising:denied; Path=/; Max-Age=2592000; SameSite=Lax; Secure',
      'consent-closed=1; Path=/; Max-Age=2592000; SameSite=Lax; Secure',
    ]);
    const [update, event] = g.window!.dataLayer!;
    expect(Array.from(update as ArrayLike<unknown>)).toEqual([
      'consent',
      'update',
      { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'granted', functionality_storage: 'granted', personalization_storage: 'granted', security_storage: 'granted' },
    ]);
    expect(event).toEqual({ event: 'update_user_consent', ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'granted', functionality_storage: 'granted', personalization_storage: 'granted', security_storage: 'granted' });
  });

  it('leaves Secure off on plain-http local development only', () => {
    g.location = { protocol: 'http:', hostname: '127.0.0.1' };
    saveConsent({ analytics: false, advertising: false });
    expect(written.every((w) => !w.includes('Secure'))).toBe(true);
  });
});
