import { describe, expect, it } from 'vitest';
import { shownResults } from './paging';

describe('shownResults', () => {
  it('shows 26, then 42, then 58 as Load More is pressed', () => {
    expect([0, 1, 2].map((loads) => shownResults(500, loads))).toEqual([26, 42, 58]);
  });

  it('never shows more than there are', () => {
    expect(shownResults(30, 0)).toBe(26);
    expect(shownResults(30, 1)).toBe(30);
    expect(shownResults(3, 0)).toBe(3);
    expect(shownResults(0, 4)).toBe(0);
  });
});
