import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SiteContext } from '../contracts/site';
import { createAppState } from '../state/app';
import { createPlatformState } from '../state/platform';
import { logout, openWidget, WIDGET_CLICK_WAIT_MS } from './actions';
import type { Bridge } from './bridge';
import { WIDGET_NAMES } from './framework';
import { loadPlatform } from './start';

vi.mock('./start', () => ({ loadPlatform: vi.fn() }));
const load = vi.mocked(loadPlatform);
const site = { country: 'GB', device: 'desktop' } as SiteContext;
const stores = () => ({ platform: createPlatformState(), app: createAppState(site) });
const bridge = () => ({ openWidget: vi.fn(), logout: vi.fn(async () => undefined) }) as unknown as Bridge & { openWidget: ReturnType<typeof vi.fn> };

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  load.mockReset();
});

describe('account actions', () => {
  it('open the widget through the bridge and close the side menu', async () => {
    const b = bridge();
    load.mockResolvedValue(b);
    const s = stores();
    s.app.menuOpen = true;
    openWidget(s, 'deposit');
    expect(s.app.menuOpen).toBe(false);
    await vi.runAllTimersAsync();
    expect(b.openWidget).toHaveBeenCalledWith('deposit', undefined);
    expect(s.platform.unavailableNotices).toBe(0);
  });

  it('log out through the bridge', async () => {
    const b = bridge();
    load.mockResolvedValue(b);
    logout(stores());
    await vi.runAllTimersAsync();
    expect(b.logout).toHaveBeenCalledTimes(1);
  });

  it('tell the player when the framework is unavailable, and try again on the next click', async () => {
    load.mockResolvedValue(null);
    const s = stores();
    openWidget(s, 'login');
    await vi.runAllTimersAsync();
    expect(s.platform.unavailableNotices).toBe(1);
    const b = bridge();
    load.mockResolvedValue(b);
    openWidget(s, 'login');
    await vi.runAllTimersAsync();
    expect(load).toHaveBeenCalledTimes(2);
    expect(b.openWidget).toHaveBeenCalledWith('login', undefined);
    expect(s.platform.unavailableNotices).toBe(1);
  });

  it(`stop waiting for a framework still loading after ${WIDGET_CLICK_WAIT_MS} ms`, async () => {
    load.mockReturnValue(new Promise(() => undefined));
    const s = stores();
    openWidget(s, 'registration');
    await vi.advanceTimersByTimeAsync(WIDGET_CLICK_WAIT_MS - 1);
    expect(s.platform.unavailableNotices).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(s.platform.unavailableNotices).toBe(1);
  });

  it('know every widget of SPEC §7', () => {
    expect(WIDGET_NAMES).toHaveLength(19);
    expect(new Set(WIDGET_NAMES).size).toBe(19);
  });
});
