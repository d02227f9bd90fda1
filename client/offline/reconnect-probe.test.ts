import { proxy } from 'valtio';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RECONNECT_PROBE_MS, type OfflineState } from './offline-state';
import { probeWhileWaiting } from './reconnect-probe';

const AT = Date.UTC(2026, 10, 28, 18, 0);

describe('the reconnect probe (a connection that comes back without an online event)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('asks nothing while nothing waits, or while the browser reads itself offline (its online event will come)', async () => {
    const reachable = vi.fn(async () => true);
    const state = proxy<OfflineState>({ offline: false, copyAt: AT, waiting: null, platformWaits: false });
    let onLine = false;
    const stop = probeWhileWaiting(state, () => undefined, { reachable, onLine: () => onLine });
    await vi.advanceTimersByTimeAsync(RECONNECT_PROBE_MS * 3);
    state.waiting = 'tap';
    await vi.advanceTimersByTimeAsync(RECONNECT_PROBE_MS * 3);
    expect(reachable).not.toHaveBeenCalled();
    stop();
  });

  it('while a tap waits and the browser reads itself online: one probe every RECONNECT_PROBE_MS until the site answers, then back online once', async () => {
    const answers = [false, false, true];
    const reachable = vi.fn(async () => answers.shift() ?? true);
    const state = proxy<OfflineState>({ offline: false, copyAt: AT, waiting: null, platformWaits: false });
    const backOnline = vi.fn(() => Object.assign(state, { copyAt: null, waiting: null, platformWaits: false }));
    const stop = probeWhileWaiting(state, backOnline, { reachable, onLine: () => true });
    state.waiting = 'tap';
    await vi.advanceTimersByTimeAsync(RECONNECT_PROBE_MS - 1);
    expect(reachable).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(reachable).toHaveBeenCalledTimes(1);
    expect(backOnline).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(RECONNECT_PROBE_MS * 2);
    expect(reachable).toHaveBeenCalledTimes(3);
    expect(backOnline).toHaveBeenCalledTimes(1);
    // Nothing waits any more: no further probe.
    await vi.advanceTimersByTimeAsync(RECONNECT_PROBE_MS * 3);
    expect(reachable).toHaveBeenCalledTimes(3);
    stop();
  });

  it('while the platform’s framework waits for the connection (a page reloaded offline, issue 51), as for a tap', async () => {
    const answers = [false, true];
    const reachable = vi.fn(async () => answers.shift() ?? true);
    const state = proxy<OfflineState>({ offline: false, copyAt: AT, waiting: null, platformWaits: false });
    const backOnline = vi.fn(() => Object.assign(state, { copyAt: null, waiting: null, platformWaits: false }));
    const stop = probeWhileWaiting(state, backOnline, { reachable, onLine: () => true });
    await vi.advanceTimersByTimeAsync(RECONNECT_PROBE_MS * 2);
    expect(reachable).not.toHaveBeenCalled();
    state.platformWaits = true;
    await vi.advanceTimersByTimeAsync(RECONNECT_PROBE_MS * 2);
    expect(reachable).toHaveBeenCalledTimes(2);
    expect(backOnline).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(RECONNECT_PROBE_MS * 3);
    expect(reachable).toHaveBeenCalledTimes(2);
    stop();
  });

  it('an answer that comes after the wait ended (the online event came first) does nothing', async () => {
    let resolve: (v: boolean) => void = () => undefined;
    const reachable = vi.fn(() => new Promise<boolean>((r) => (resolve = r)));
    const state = proxy<OfflineState>({ offline: false, copyAt: AT, waiting: 'page', platformWaits: false });
    const backOnline = vi.fn();
    const stop = probeWhileWaiting(state, backOnline, { reachable, onLine: () => true });
    await vi.advanceTimersByTimeAsync(RECONNECT_PROBE_MS);
    expect(reachable).toHaveBeenCalledTimes(1);
    state.waiting = null;
    resolve(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(backOnline).not.toHaveBeenCalled();
    stop();
  });
});
