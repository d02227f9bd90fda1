import { afterEach, describe, expect, it } from 'vitest';
import { ANALYTICS_EVENTS, gtag, pushDataLayer } from './events';

const g = globalThis as { window?: { dataLayer?: unknown[] } };

describe('analytics events', () => {
  afterEach(() => delete g.window);

  it('names every push of SPEC §7, the route change and the deposit-limit taps, once', () => {
    expect([...ANALYTICS_EVENTS].sort()).toEqual(
      ['appBannerOpen', 'appBannerClosed', 'appBannerClicked', 'mobileFooterClick', 'update_user_consent', 'previousGameClick', 'game_open', 'game_launch', 'Aspire_Deposit', 'routeChange', 'depositLimitOpen'].sort(),
    );
  });

  it('pushDataLayer appends the event; gtag pushes an arguments object, as Google’s snippet does', () => {
    g.window = {};
    pushDataLayer({ event: 'game_launch', name: 'Lucky Clover' });
    gtag('consent', 'update', {
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
      analytics_storage: 'granted',
      functionality_storage: 'granted',
      personalization_storage: 'granted',
      security_storage: 'granted',
    });
    const [first, second] = g.window.dataLayer!;
    expect(first).toEqual({ event: 'game_launch', name: 'Lucky Clover' });
    expect(Object.prototype.toString.call(second)).toBe('[object Arguments]');
    expect(Array.from(second as ArrayLike<unknown>).slice(0, 2)).toEqual(['consent', 'update']);
  });
});
