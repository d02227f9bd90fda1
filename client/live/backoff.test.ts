import { describe, expect, it } from 'vitest';
import { BACKOFF_BASE_MS, BACKOFF_CAP_MS, backoffDelay } from './backoff';

describe('backoffDelay', () => {
  it('doubles its range with each try, up to the cap, and is never below half of it', () => {
    expect(backoffDelay(0, () => 0)).toBe(BACKOFF_BASE_MS / 2);
    expect(backoffDelay(0, () => 0.999999)).toBe(BACKOFF_BASE_MS);
    expect(backoffDelay(3, () => 0)).toBe((BACKOFF_BASE_MS * 8) / 2);
    expect(backoffDelay(3, () => 0.999999)).toBe(BACKOFF_BASE_MS * 8);
    expect(backoffDelay(50, () => 0.999999)).toBe(BACKOFF_CAP_MS);
    expect(backoffDelay(50, () => 0)).toBe(BACKOFF_CAP_MS / 2);
  });

  it('spreads browsers that lost the socket at the same moment', () => {
    let seed = 7;
    const random = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
    const delays = new Set(Array.from({ length: 100 }, () => backoffDelay(4, random)));
    expect(delays.size).toBeGreaterThan(90);
  });
});
