import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createGamesState } from '../state/games';
import { createGameSession, IN_GAME_SWITCH_DELAY_MS, KEEP_ALIVE_MS, RECENTLY_PLAYED_AFTER_MS, type GameSessionDeps } from './game-session';

const LUCKY = { id: 7001, name: 'Lucky Clover Gold', provider: 'Blueprint Gaming' };
const POT = { id: 7002, name: 'Pot of Gold', provider: 'Barcrest' };

function setup(options: { loggedIn?: boolean; loadGame?: GameSessionDeps['loadGame'] } = {}) {
  const state = createGamesState();
  const host = {} as HTMLElement;
  const deps = {
    loadGame: vi.fn(options.loadGame ?? (async () => undefined)),
    closeGame: vi.fn(async () => undefined),
    keepAlive: vi.fn(async () => undefined),
    refreshBalance: vi.fn(async () => undefined),
    host: vi.fn(async () => host),
    isLoggedIn: () => options.loggedIn ?? true,
    stampActivity: vi.fn(),
    push: vi.fn(),
    emit: vi.fn(),
    recentlyPlayedChanged: vi.fn(),
    now: () => Date.now(),
    timers: {
      setTimeout: (fn: () => void, ms: number) => setTimeout(fn, ms),
      clearTimeout: (h: unknown) => clearTimeout(h as number),
      setInterval: (fn: () => void, ms: number) => setInterval(fn, ms),
      clearInterval: (h: unknown) => clearInterval(h as number),
    },
  } satisfies GameSessionDeps;
  return { state, deps, host, session: createGameSession(state, deps) };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(1_700_000_000_000);
});
afterEach(() => vi.useRealTimers());

describe('game opening (SPEC §4)', () => {
  it('a normal Play opens at once: game id, open, game_launch, game-opened; game_open with the load time once loaded', async () => {
    let loaded!: () => void;
    const { state, deps, host, session } = setup({ loadGame: () => new Promise<void>((r) => (loaded = r)) });
    session.play(LUCKY);
    expect(state).toMatchObject({ open: true, current: LUCKY, loading: true });
    expect(deps.push).toHaveBeenCalledWith({ event: 'game_launch', name: 'Lucky Clover Gold' });
    expect(deps.emit).toHaveBeenCalledWith('game-opened', { gameId: 7001 });
    await vi.advanceTimersByTimeAsync(0);
    expect(deps.loadGame).toHaveBeenCalledWith(7001, host);
    await vi.advanceTimersByTimeAsync(800);
    loaded();
    await vi.advanceTimersByTimeAsync(0);
    expect(state.loading).toBe(false);
    expect(deps.push).toHaveBeenCalledWith({
      event: 'game_open',
      timestamp: 1_700_000_000_800,
      game_datetime: new Date(1_700_000_000_800).toISOString(),
      game_loadtime: 800,
      loaded_game_id: 7001,
      loaded_game_name: 'Lucky Clover Gold',
      loaded_game_provider: 'Blueprint Gaming',
    });
  });

  it('an in-game change flags it, keeps the container, and opens the new game after 1.5 s', async () => {
    const { state, deps, session } = setup();
    session.play(LUCKY);
    await vi.advanceTimersByTimeAsync(0);
    session.play(POT, { inGameChange: true });
    // Closing a game launched from in-game only resets the flag: nothing closes.
    expect(state).toMatchObject({ open: true, launchedFromInGame: false, current: LUCKY });
    expect(deps.closeGame).not.toHaveBeenCalled();
    // The switch shows as loading at once, not after the delay (issue 28).
    expect(state.loading).toBe(true);
    await vi.advanceTimersByTimeAsync(IN_GAME_SWITCH_DELAY_MS - 1);
    expect(deps.loadGame).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(state.current).toEqual(POT);
    expect(deps.loadGame).toHaveBeenLastCalledWith(7002, expect.anything());
  });

  it('a failed launch shows its error in the container', async () => {
    const { state, session } = setup({ loadGame: async () => Promise.reject(new Error("Unknown game id '999999'.")) });
    session.play({ id: 999999, name: 'Nope' });
    await vi.advanceTimersByTimeAsync(0);
    expect(state).toMatchObject({ open: true, loading: false, error: "Unknown game id '999999'." });
  });
});

describe('recently played', () => {
  it('records the game 6 s after opening, at the front, if it is still the open one', async () => {
    const { state, deps, session } = setup();
    state.recentlyPlayed = [7002, 7001, 7003];
    session.play(LUCKY);
    await vi.advanceTimersByTimeAsync(RECENTLY_PLAYED_AFTER_MS - 1);
    expect(state.recentlyPlayed).toEqual([7002, 7001, 7003]);
    await vi.advanceTimersByTimeAsync(1);
    expect(state.recentlyPlayed).toEqual([7001, 7002, 7003]);
    expect(deps.recentlyPlayedChanged).toHaveBeenCalledWith([7001, 7002, 7003]);
  });

  it('does not record a game closed within 6 s', async () => {
    const { state, session } = setup();
    session.play(LUCKY);
    await vi.advanceTimersByTimeAsync(5000);
    session.close();
    await vi.advanceTimersByTimeAsync(2000);
    expect(state.recentlyPlayed).toEqual([]);
  });
});

describe('keep-alive and closing', () => {
  it('keeps the session alive every 30 s while a game is open, stamping activity for a player, and stops on close', async () => {
    const { deps, session } = setup();
    session.play(LUCKY);
    await vi.advanceTimersByTimeAsync(KEEP_ALIVE_MS - 1);
    expect(deps.keepAlive).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(deps.keepAlive).toHaveBeenCalledTimes(1);
    expect(deps.stampActivity).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(KEEP_ALIVE_MS);
    expect(deps.keepAlive).toHaveBeenCalledTimes(2);
    session.close();
    await vi.advanceTimersByTimeAsync(KEEP_ALIVE_MS * 3);
    expect(deps.keepAlive).toHaveBeenCalledTimes(2);
  });

  it('does not stamp activity for a guest', async () => {
    const { deps, session } = setup({ loggedIn: false });
    session.play(LUCKY);
    await vi.advanceTimersByTimeAsync(KEEP_ALIVE_MS);
    expect(deps.keepAlive).toHaveBeenCalledTimes(1);
    expect(deps.stampActivity).not.toHaveBeenCalled();
  });

  it('closing closes the game, refreshes the balance and raises game-closed', async () => {
    const { state, deps, session } = setup();
    session.play(LUCKY);
    session.close();
    expect(state).toMatchObject({ open: false, current: null });
    expect(deps.closeGame).toHaveBeenCalledWith(7001);
    expect(deps.refreshBalance).toHaveBeenCalledTimes(1);
    expect(deps.emit).toHaveBeenLastCalledWith('game-closed', { gameId: 7001 });
  });

  it('closing a game launched from in-game only resets the flag', () => {
    const { state, deps, session } = setup();
    session.play(LUCKY);
    state.launchedFromInGame = true;
    session.close();
    expect(state).toMatchObject({ open: true, launchedFromInGame: false, current: LUCKY });
    expect(deps.closeGame).not.toHaveBeenCalled();
    // The switch shows as loading at once, not after the delay (issue 28).
    expect(state.loading).toBe(true);
    expect(deps.refreshBalance).not.toHaveBeenCalled();
  });
});

describe('a session that ends mid-game (issue 51)', () => {
  it("stops the framework's game but keeps the container on it, flagged; no keep-alive, no recently played meanwhile", async () => {
    const { state, deps, session } = setup();
    session.play(LUCKY);
    await vi.advanceTimersByTimeAsync(1000);
    session.endSession();
    expect(state).toMatchObject({ open: true, current: LUCKY, sessionEnded: true, loading: false, error: null });
    expect(deps.closeGame).toHaveBeenCalledWith(7001);
    // Not a close: no game-closed, no balance to refresh for a player who is gone.
    expect(deps.emit).not.toHaveBeenCalledWith('game-closed', expect.anything());
    expect(deps.refreshBalance).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(KEEP_ALIVE_MS * 2 + RECENTLY_PLAYED_AFTER_MS);
    expect(deps.keepAlive).not.toHaveBeenCalled();
    expect(state.recentlyPlayed).toEqual([]);
    // Told again (another sessionChanged): nothing more.
    session.endSession();
    expect(deps.closeGame).toHaveBeenCalledTimes(1);
  });

  it('a late "loaded" of the stopped game leaves the stage alone', async () => {
    let loaded!: () => void;
    const { state, deps, session } = setup({ loadGame: () => new Promise<void>((r) => (loaded = r)) });
    session.play(LUCKY);
    await vi.advanceTimersByTimeAsync(0);
    session.endSession();
    loaded();
    await vi.advanceTimersByTimeAsync(0);
    expect(state).toMatchObject({ sessionEnded: true, loading: false });
    expect(deps.push).not.toHaveBeenCalledWith(expect.objectContaining({ event: 'game_open' }));
  });

  it('resume opens the same game again, as a new launch', async () => {
    const { state, deps, session } = setup();
    session.play(LUCKY);
    await vi.advanceTimersByTimeAsync(0);
    session.endSession();
    session.resume();
    expect(state).toMatchObject({ open: true, current: LUCKY, sessionEnded: false, loading: true });
    await vi.advanceTimersByTimeAsync(0);
    expect(deps.loadGame).toHaveBeenCalledTimes(2);
    expect(deps.loadGame).toHaveBeenLastCalledWith(7001, expect.anything());
    expect(state.loading).toBe(false);
    await vi.advanceTimersByTimeAsync(KEEP_ALIVE_MS);
    expect(deps.keepAlive).toHaveBeenCalledTimes(1);
    // Only after an end: a resume otherwise launches nothing.
    session.resume();
    expect(deps.loadGame).toHaveBeenCalledTimes(2);
  });

  it('during an in-game switch, the place kept is the game the player chose, and the switch does not launch on its own', async () => {
    const { state, deps, session } = setup();
    session.play(LUCKY);
    await vi.advanceTimersByTimeAsync(0);
    session.play(POT, { inGameChange: true });
    await vi.advanceTimersByTimeAsync(500);
    session.endSession();
    expect(state).toMatchObject({ open: true, current: POT, sessionEnded: true, loading: false, launchedFromInGame: false });
    expect(deps.closeGame).toHaveBeenCalledWith(7001);
    await vi.advanceTimersByTimeAsync(IN_GAME_SWITCH_DELAY_MS);
    expect(deps.loadGame).toHaveBeenCalledTimes(1);
    session.resume();
    await vi.advanceTimersByTimeAsync(0);
    expect(deps.loadGame).toHaveBeenLastCalledWith(7002, expect.anything());
  });

  it('closing after the end leaves the container without closing the stopped game twice', async () => {
    const { state, deps, session } = setup();
    session.play(LUCKY);
    session.endSession();
    session.close();
    expect(state).toMatchObject({ open: false, current: null, sessionEnded: false });
    expect(deps.closeGame).toHaveBeenCalledTimes(1);
    expect(deps.emit).toHaveBeenLastCalledWith('game-closed', { gameId: 7001 });
  });
});
