import { describe, expect, it } from 'vitest';
import { RECENTLY_PLAYED_CAP, withRecentlyPlayed } from './games';

describe('games state', () => {
  it('puts a played game at the front of recently played, once, within the cap', () => {
    expect(withRecentlyPlayed([3, 2, 1], 2)).toEqual([2, 3, 1]);
    expect(withRecentlyPlayed([], 7)).toEqual([7]);
    const full = Array.from({ length: RECENTLY_PLAYED_CAP }, (_, i) => i + 1);
    expect(withRecentlyPlayed(full, 99)).toHaveLength(RECENTLY_PLAYED_CAP);
    expect(withRecentlyPlayed(full, 99)[0]).toBe(99);
  });
});
