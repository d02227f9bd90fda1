import { describe, expect, it } from 'vitest';
import { applyPositionOverrides, DEFAULT_POSITION_OVERRIDES } from './position-overrides';

describe('applyPositionOverrides', () => {
  const ids = [1, 2, 3, 4, 5];

  it('moves a game to its 0-based position, the rest keeping their order', () => {
    expect(applyPositionOverrides(ids, { 4: 0 })).toEqual([4, 1, 2, 3, 5]);
    expect(applyPositionOverrides(ids, { 1: 2 })).toEqual([2, 3, 1, 4, 5]);
  });

  it('places several games at their exact positions', () => {
    expect(applyPositionOverrides(ids, { 5: 0, 1: 3 })).toEqual([5, 2, 3, 1, 4]);
    expect(applyPositionOverrides(ids, { 3: 1, 5: 0 })).toEqual([5, 3, 1, 2, 4]);
  });

  it('puts a game with a position beyond the list last', () => {
    expect(applyPositionOverrides(ids, { 2: 99 })).toEqual([1, 3, 4, 5, 2]);
    expect(applyPositionOverrides(ids, { 2: 99, 1: 50 })).toEqual([3, 4, 5, 1, 2]);
  });

  it('gives games claiming one position that position and the next, in id order', () => {
    expect(applyPositionOverrides(ids, { 5: 1, 4: 1 })).toEqual([1, 4, 5, 2, 3]);
  });

  it('never adds a game the list does not hold', () => {
    expect(applyPositionOverrides(ids, { 42: 0 })).toEqual(ids);
  });

  it('ignores positions that are not non-negative integers', () => {
    expect(applyPositionOverrides(ids, { 2: -1, 3: 1.5, 4: Number.NaN, 5: Number.POSITIVE_INFINITY })).toEqual(ids);
  });

  it('returns a copy and leaves the input alone', () => {
    const input = [1, 2, 3];
    const out = applyPositionOverrides(input, undefined);
    expect(out).toEqual(input);
    expect(out).not.toBe(input);
    applyPositionOverrides(input, { 3: 0 });
    expect(input).toEqual([1, 2, 3]);
  });

  it('handles an empty list', () => {
    expect(applyPositionOverrides([], { 1: 0 })).toEqual([]);
  });
});

describe('DEFAULT_POSITION_OVERRIDES', () => {
  it('puts 7001 Lucky Clover Gold first in slots and new', () => {
    expect(applyPositionOverrides([10, 20, 7001], DEFAULT_POSITION_OVERRIDES.slots)).toEqual([7001, 10, 20]);
    expect(applyPositionOverrides([10, 7001], DEFAULT_POSITION_OVERRIDES.new)).toEqual([7001, 10]);
  });
});
