import { describe, expect, it } from 'vitest';
import { keyFrameRows, rowsInView, shownResults } from './paging';

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

describe('rowsInView', () => {
  it('is a screen of rows and one more, between the popular count and the first page of results', () => {
    expect(rowsInView(800)).toBe(12);
    expect(rowsInView(844)).toBe(12);
    expect(rowsInView(1080)).toBe(16);
    expect(rowsInView(400)).toBe(8);
    expect(rowsInView(3000)).toBe(26);
  });
});

describe('keyFrameRows', () => {
  const before = ['a', 'b', 'c', 'd', 'e', 'f'];
  it('renders the new head and keeps the old rows below it until the rest renders', () => {
    expect(keyFrameRows(['A', 'B', 'C', 'D', 'E'], before, 3)).toEqual(['A', 'B', 'C', 'd', 'e', 'f']);
  });
  it('leaves rows the old list did not have empty (hidden) until then', () => {
    expect(keyFrameRows(['A', 'B', 'C', 'D', 'E'], ['a'], 3)).toEqual(['A', 'B', 'C', undefined, undefined]);
  });
  it('replaces everything when the new list fits in the head: old rows must not move up into view', () => {
    expect(keyFrameRows(['A', 'B'], before, 3)).toEqual(['A', 'B']);
    expect(keyFrameRows(['A', 'B', 'C'], before, 3)).toEqual(['A', 'B', 'C']);
  });
});
