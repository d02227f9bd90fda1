import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FRAMEWORK_GIVE_UP_MS, FRAMEWORK_POLL_MS, PLATFORM_LOAD_DELAY_MS, scheduleLoad, type ScrollTarget } from './loader';
import { pollFor } from './script-loader';

const timers = { setTimeout: (fn: () => void, ms: number) => setTimeout(fn, ms), clearTimeout: (h: unknown) => clearTimeout(h as number) };

function scrollTarget() {
  const listeners = new Set<() => void>();
  const target: ScrollTarget = {
    addEventListener: (_t, fn) => void listeners.add(fn),
    removeEventListener: (_t, fn) => void listeners.delete(fn),
  };
  return { target, scroll: () => [...listeners].forEach((fn) => fn()), listeners };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('when the platform script loads (SPEC §4)', () => {
  it('loads at once on the home route, as soon as the main thread is idle', () => {
    const load = vi.fn();
    const idle: (() => void)[] = [];
    scheduleLoad(true, load, scrollTarget().target, timers, (fn) => idle.push(fn));
    expect(load).not.toHaveBeenCalled();
    idle.forEach((fn) => fn());
    expect(load).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(PLATFORM_LOAD_DELAY_MS);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('elsewhere waits for 5 s', () => {
    const load = vi.fn();
    const { listeners, target } = scrollTarget();
    scheduleLoad(false, load, target, timers);
    vi.advanceTimersByTime(PLATFORM_LOAD_DELAY_MS - 1);
    expect(load).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(load).toHaveBeenCalledTimes(1);
    expect(listeners.size).toBe(0);
  });

  it('elsewhere loads on the first scroll, once', () => {
    const load = vi.fn();
    const s = scrollTarget();
    scheduleLoad(false, load, s.target, timers);
    vi.advanceTimersByTime(1000);
    s.scroll();
    expect(load).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(PLATFORM_LOAD_DELAY_MS);
    s.scroll();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('can be cancelled', () => {
    const load = vi.fn();
    const cancel = scheduleLoad(false, load, scrollTarget().target, timers);
    cancel();
    vi.advanceTimersByTime(PLATFORM_LOAD_DELAY_MS * 2);
    expect(load).not.toHaveBeenCalled();
  });
});

describe('waiting for the framework global', () => {
  it('polls every 250 ms until it is present', async () => {
    let present: { ok: true } | null = null;
    const get = vi.fn(() => present);
    const found = pollFor(get, timers, () => false);
    expect(get).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(FRAMEWORK_POLL_MS * 3);
    expect(get).toHaveBeenCalledTimes(4);
    present = { ok: true };
    vi.advanceTimersByTime(FRAMEWORK_POLL_MS);
    await expect(found).resolves.toEqual({ ok: true });
  });

  it('gives up after the limit', async () => {
    const found = pollFor(() => null, timers, () => false);
    const seen = found.catch((e: Error) => e.message);
    vi.advanceTimersByTime(FRAMEWORK_GIVE_UP_MS + FRAMEWORK_POLL_MS);
    expect(await seen).toMatch(/not present/);
  });

  it('stops at once when the script failed to load', async () => {
    let failed = false;
    const seen = pollFor(() => null, timers, () => failed).catch((e: Error) => e.message);
    failed = true;
    vi.advanceTimersByTime(FRAMEWORK_POLL_MS);
    expect(await seen).toMatch(/failed to load/);
  });
});

describe('the framework global is looked for on the script\'s load event (issue 25)', () => {
  it('resolves the moment the script loads, without waiting for the next poll', async () => {
    let present: object | null = null;
    let wake: () => void = () => undefined;
    let found: unknown = null;
    void pollFor(() => present, timers, () => false, FRAMEWORK_GIVE_UP_MS, (fn) => (wake = fn)).then((v) => (found = v));
    await vi.advanceTimersByTimeAsync(10);
    present = { framework: true };
    wake();
    await vi.advanceTimersByTimeAsync(0);
    expect(found).toBe(present);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('keeps the poll as the fallback when the global comes after the load event', async () => {
    let present: object | null = null;
    let wake: () => void = () => undefined;
    let found: unknown = null;
    void pollFor(() => present, timers, () => false, FRAMEWORK_GIVE_UP_MS, (fn) => (wake = fn)).then((v) => (found = v));
    wake();
    present = { late: true };
    await vi.advanceTimersByTimeAsync(FRAMEWORK_POLL_MS - 1);
    expect(found).toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect(found).toBe(present);
  });

  it('rejects at once on the script\'s error event', async () => {
    let failed = false;
    let wake: () => void = () => undefined;
    const result = pollFor(() => null, timers, () => failed, FRAMEWORK_GIVE_UP_MS, (fn) => (wake = fn));
    failed = true;
    wake();
    await expect(result).rejects.toThrow('failed to load');
  });
});
