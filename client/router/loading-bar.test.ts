import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BarState } from '../state/router';
import { createLoadingBar } from './loading-bar';

describe('loading bar', () => {
  let states: BarState[];
  beforeEach(() => {
    vi.useFakeTimers();
    states = [];
  });
  afterEach(() => vi.useRealTimers());

  const bar = () => createLoadingBar((s) => states.push(s), () => Date.now());

  it('stays hidden when loading ends within the 200 ms throttle', () => {
    const b = bar();
    b.start();
    vi.advanceTimersByTime(199);
    b.finish();
    vi.advanceTimersByTime(1000);
    expect(states).toEqual(['idle']);
  });

  it('appears after 200 ms, stays at least 200 ms, then completes and hides', () => {
    const b = bar();
    b.start();
    vi.advanceTimersByTime(200);
    expect(states).toEqual(['running']);
    vi.advanceTimersByTime(50);
    b.finish();
    vi.advanceTimersByTime(149);
    expect(states).toEqual(['running']);
    vi.advanceTimersByTime(1);
    expect(states).toEqual(['running', 'done']);
    vi.advanceTimersByTime(300);
    expect(states).toEqual(['running', 'done', 'idle']);
  });

  it('ends in the failed state at once when loading fails', () => {
    const b = bar();
    b.start();
    vi.advanceTimersByTime(500);
    b.fail();
    vi.advanceTimersByTime(10_000);
    expect(states).toEqual(['running', 'failed']);
  });
});
