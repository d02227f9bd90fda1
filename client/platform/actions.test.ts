import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SiteContext } from '../contracts/site';
import { createAccountState } from '../state/account';
import { createAppState } from '../state/app';
import { createGamesState } from '../state/games';
import { createPlatformState } from '../state/platform';
import { logout, openDepositLimits, openWidget, PENDING_PLAY_MS, playGame, QUEUED_TAP_WAIT_MS } from './actions';
import { loginThenOpen } from './login-then';
import type { Bridge } from './bridge';
import { WIDGET_NAMES } from './framework';
import { loadPlatform } from './start';

vi.mock('./start', () => ({ loadPlatform: vi.fn() }));
const play = vi.fn();
vi.mock('./game-controller', () => ({ gameSession: () => ({ play }) }));
const load = vi.mocked(loadPlatform);
const site = { country: 'GB', device: 'desktop', currency: 'GBP', regulation: 'GB' } as SiteContext;
const stores = () => ({ platform: createPlatformState(), app: createAppState(site), account: createAccountState(site), games: createGamesState() });
/** What the bridge's ready() does before loadPlatform resolves: the session is known, the platform ready. */
const known = (s: ReturnType<typeof stores>, loggedIn: boolean) => {
  s.account.isLoggedIn = loggedIn;
  s.account.sessionChecked = true;
  s.platform.status = 'ready';
};
/** A framework still starting: loadPlatform resolves when the test says so. */
function starting() {
  let connect!: (b: Bridge | null) => void;
  load.mockReturnValue(new Promise((resolve) => (connect = resolve)));
  return (b: Bridge | null) => connect(b);
}
const button = () => {
  const attrs = new Map<string, string>();
  const classes = new Set<string>();
  return {
    setAttribute: (k: string, v: string) => attrs.set(k, v),
    removeAttribute: (k: string) => attrs.delete(k),
    classList: { add: (c: string) => classes.add(c), remove: (c: string) => classes.delete(c) },
    get busy() {
      return attrs.get('aria-busy') === 'true' && classes.has('is-pending');
    },
  };
};
const GAME = { id: 7, name: 'Lucky Clover Gold', provider: 'Demo' };
const bridge = () => ({ openWidget: vi.fn(), logout: vi.fn(async () => undefined) }) as unknown as Bridge & { openWidget: ReturnType<typeof vi.fn> };

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  load.mockReset();
  play.mockReset();
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

  it(`stop waiting for a framework still loading after ${QUEUED_TAP_WAIT_MS} ms: the pending state ends, the notice shows`, async () => {
    load.mockReturnValue(new Promise(() => undefined));
    const s = stores();
    const b = button();
    openWidget(s, 'registration', undefined, b as unknown as Element);
    expect(b.busy).toBe(true);
    await vi.advanceTimersByTimeAsync(QUEUED_TAP_WAIT_MS - 1);
    expect(s.platform.unavailableNotices).toBe(0);
    expect(b.busy).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(s.platform.unavailableNotices).toBe(1);
    expect(b.busy).toBe(false);
  });

  it('know every widget of SPEC §7', () => {
    expect(WIDGET_NAMES).toHaveLength(19);
    expect(new Set(WIDGET_NAMES).size).toBe(19);
  });
});

describe('a tap before the session is known (issue 25)', () => {
  it("queues a returning player's Play and opens the game once the session is known, exactly once", async () => {
    const connect = starting();
    const s = stores();
    const b = button();
    playGame(s, GAME, {}, b as unknown as Element);
    await vi.advanceTimersByTimeAsync(2000);
    expect(play).not.toHaveBeenCalled();
    expect(b.busy).toBe(true);
    const br = bridge();
    known(s, true);
    connect(br);
    await vi.runAllTimersAsync();
    expect(play).toHaveBeenCalledTimes(1);
    expect(play).toHaveBeenCalledWith(GAME, {});
    expect(br.openWidget).not.toHaveBeenCalled();
    expect(b.busy).toBe(false);
    expect(s.platform.unavailableNotices).toBe(0);
  });

  it("asks a guest's early Play to log in, and opens the game after the login", async () => {
    const connect = starting();
    const s = stores();
    playGame(s, GAME);
    const br = bridge();
    known(s, false);
    connect(br);
    await vi.runAllTimersAsync();
    expect(br.openWidget).toHaveBeenCalledWith('login');
    expect(play).not.toHaveBeenCalled();
    expect(s.games.pending).toEqual(GAME);
    s.account.isLoggedIn = true;
    await vi.runAllTimersAsync();
    expect(play).toHaveBeenCalledTimes(1);
  });

  it('keeps one action: a newer tap replaces the older, whose button stops showing progress', async () => {
    const connect = starting();
    const s = stores();
    const first = button();
    const second = button();
    playGame(s, GAME, {}, first as unknown as Element);
    openWidget(s, 'deposit', undefined, second as unknown as Element);
    expect(first.busy).toBe(false);
    expect(second.busy).toBe(true);
    const br = bridge();
    known(s, true);
    connect(br);
    await vi.runAllTimersAsync();
    expect(play).not.toHaveBeenCalled();
    expect(br.openWidget).toHaveBeenCalledTimes(1);
    expect(br.openWidget).toHaveBeenCalledWith('deposit', undefined);
    expect(second.busy).toBe(false);
  });

  it('runs at once, with no pending state, when the session is already known', async () => {
    const br = bridge();
    load.mockResolvedValue(br);
    const s = stores();
    known(s, true);
    const b = button();
    playGame(s, GAME, {}, b as unknown as Element);
    expect(b.busy).toBe(false);
    await vi.runAllTimersAsync();
    expect(play).toHaveBeenCalledTimes(1);
  });

  it('tells the player when the framework fails while a tap waits', async () => {
    const connect = starting();
    const s = stores();
    const b = button();
    openWidget(s, 'deposit', undefined, b as unknown as Element);
    connect(null);
    await vi.runAllTimersAsync();
    expect(s.platform.unavailableNotices).toBe(1);
    expect(b.busy).toBe(false);
  });
});

describe('deposit limits within one tap (RTS 12, decision 033)', () => {
  const g = globalThis as { window?: { dataLayer?: unknown[] } };
  beforeEach(() => (g.window = {}));
  afterEach(() => delete g.window);

  it("opens a player's deposit-limit widget, and says where the tap came from", async () => {
    const b = bridge();
    load.mockResolvedValue(b);
    const s = stores();
    known(s, true);
    openDepositLimits(s, 'home');
    await vi.runAllTimersAsync();
    expect(b.openWidget.mock.calls).toEqual([['depositLimit']]);
    expect(s.app.infoPopupOpen).toBe(false);
    expect(g.window!.dataLayer).toEqual([{ event: 'depositLimitOpen', placement: 'home' }]);
  });

  it('shows a guest the responsible-gambling page, and no widget', async () => {
    const b = bridge();
    load.mockResolvedValue(b);
    const s = stores();
    known(s, false);
    s.app.menuOpen = true;
    openDepositLimits(s, 'menu');
    await vi.runAllTimersAsync();
    expect(b.openWidget).not.toHaveBeenCalled();
    expect([s.app.infoPopupOpen, s.app.currentInfoPageId, s.app.menuOpen]).toEqual([true, 'responsible-gambling', false]);
  });

  it('waits for the session when tapped early, and shows the page when the platform cannot be reached', async () => {
    const connect = starting();
    const s = stores();
    const tapped = button();
    openDepositLimits(s, 'home', tapped as unknown as Element);
    expect(tapped.busy).toBe(true);
    connect(null);
    await vi.runAllTimersAsync();
    expect([s.app.infoPopupOpen, s.app.currentInfoPageId, s.platform.unavailableNotices, tapped.busy]).toEqual([true, 'responsible-gambling', 0, false]);
  });

  it("a guest's login from the limits page leads on to the deposit-limit widget, unless the login comes much later", async () => {
    const b = bridge();
    load.mockResolvedValue(b);
    const s = stores();
    known(s, false);
    loginThenOpen(s, 'depositLimit');
    await vi.runAllTimersAsync();
    expect(b.openWidget.mock.calls).toEqual([['login', undefined]]);
    s.account.isLoggedIn = true;
    await vi.runAllTimersAsync();
    expect(b.openWidget.mock.calls.map((c) => c[0])).toEqual(['login', 'depositLimit']);

    const late = stores();
    known(late, false);
    b.openWidget.mockClear();
    loginThenOpen(late, 'depositLimit');
    await vi.advanceTimersByTimeAsync(PENDING_PLAY_MS + 1);
    late.account.isLoggedIn = true;
    await vi.runAllTimersAsync();
    expect(b.openWidget.mock.calls.map((c) => c[0])).toEqual(['login']);
  });
});
