import { describe, expect, it } from 'vitest';
import { countUpValue } from './count-up';
import { BEAD_COLUMNS, BEAD_ROWS, beadRoad, rouletteColour } from './results';

describe('rouletteColour', () => {
  it('keeps the feed’s colour and knows the wheel’s when the feed gives none', () => {
    expect(rouletteColour({ value: '17', colour: 'red' })).toBe('red');
    expect(rouletteColour({ value: '17', colour: null })).toBe('black');
    expect(rouletteColour({ value: '32', colour: null })).toBe('red');
    expect(rouletteColour({ value: '0', colour: null })).toBe('green');
    expect(rouletteColour({ value: '37', colour: null })).toBeNull();
    expect(rouletteColour({ value: 'x2', colour: null })).toBeNull();
  });
});

describe('beadRoad', () => {
  it('fills columns top to bottom, oldest first, from the most-recent-first results', () => {
    const cells = beadRoad(['B', 'P', 'T', 'Banker', 'player'].map((value) => ({ value, colour: null })));
    expect(cells).toHaveLength(BEAD_ROWS * BEAD_COLUMNS);
    expect(cells.slice(0, 6)).toEqual(['P', 'B', 'T', 'P', 'B', null]);
  });

  it('keeps the last 24 hands: a new one fills the next cell', () => {
    const results = Array.from({ length: 20 }, (_, i) => ({ value: i % 2 ? 'P' : 'B', colour: null }));
    const cells = beadRoad(results);
    expect(cells.filter(Boolean)).toHaveLength(20);
    expect(cells[19]).toBe('B');
    expect(cells[20]).toBeNull();
  });
});

describe('countUpValue', () => {
  it('climbs from the old amount to the new, eased, and lands on it', () => {
    expect(countUpValue(100, 200, 0, 1000)).toBe(100);
    const half = countUpValue(100, 200, 500, 1000);
    expect(half).toBeGreaterThan(150);
    expect(half).toBeLessThan(200);
    expect(countUpValue(100, 200, 1000, 1000)).toBe(200);
    expect(countUpValue(100, 200, 5000, 1000)).toBe(200);
  });

  it('never counts down: a won jackpot shows its new amount at once', () => {
    expect(countUpValue(5000, 10, 1, 1000)).toBe(10);
  });
});
