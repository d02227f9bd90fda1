import { describe, expect, it } from 'vitest';
import type { SiteContext } from '../contracts/site';
import { createAppState } from '../state/app';
import { createPlatformState, WIDGET_NAMES } from '../state/platform';
import { logout, openWidget } from './actions';

const site = { country: 'GB', device: 'desktop' } as SiteContext;

describe('account actions', () => {
  it('records widget requests in order and closes the side menu', () => {
    const stores = { platform: createPlatformState(), app: createAppState(site) };
    stores.app.menuOpen = true;
    openWidget(stores, 'deposit', 1000);
    openWidget(stores, 'bonusOffers', 2000);
    expect(stores.platform.widgetRequests).toEqual([
      { name: 'deposit', at: 1000 },
      { name: 'bonusOffers', at: 2000 },
    ]);
    expect(stores.app.menuOpen).toBe(false);
  });

  it('records logout requests', () => {
    const stores = { platform: createPlatformState(), app: createAppState(site) };
    logout(stores, 5);
    expect(stores.platform.logoutRequests).toEqual([{ at: 5 }]);
  });

  it('knows every widget of SPEC §7', () => {
    expect(WIDGET_NAMES).toHaveLength(19);
    expect(new Set(WIDGET_NAMES).size).toBe(19);
  });
});
