import { afterEach, describe, expect, it, vi } from 'vitest';
import { FeedClock } from './clock';

describe('the feeds’ clock', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('moves only forward, and only when told, telling every simulation it drives', () => {
    const clock = new FeedClock(1000);
    const seen: number[] = [];
    clock.drive({ advanceTo: (t) => seen.push(t) });
    clock.advance(500);
    expect(clock.now()).toBe(1500);
    expect(seen).toEqual([1000, 1500]);
    expect(() => clock.advance(-1)).toThrow(/forward/);
    expect(() => clock.advance(Number.NaN)).toThrow(/forward/);
  });

  it('follows the real clock once a second, on top of jumps, until stopped', () => {
    vi.useFakeTimers();
    let real = 0;
    const clock = new FeedClock(10_000);
    const stop = clock.followRealTime(1000, () => real);
    real = 1000;
    vi.advanceTimersByTime(1000);
    expect(clock.now()).toBe(11_000);
    clock.advance(30_000);
    real = 2000;
    vi.advanceTimersByTime(1000);
    expect(clock.now()).toBe(42_000);
    stop();
    real = 5000;
    vi.advanceTimersByTime(3000);
    expect(clock.now()).toBe(42_000);
  });
});
