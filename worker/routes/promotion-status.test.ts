import { describe, expect, it } from 'vitest';
import { hasEnded, liveThenEnded } from './promotion-status';

const NOW = Date.parse('2025-06-15T12:00:00Z');

describe('hasEnded', () => {
  it('runs a date-only end date to the end of that day (UTC)', () => {
    expect(hasEnded({ endDate: '2025-06-15' }, NOW)).toBe(false);
    expect(hasEnded({ endDate: '2025-06-14' }, NOW)).toBe(true);
    expect(hasEnded({ endDate: '2030-12-31' }, NOW)).toBe(false);
  });

  it('ends a timestamped promotion at that instant', () => {
    expect(hasEnded({ endDate: '2025-06-15T11:59:59.000Z' }, NOW)).toBe(true);
    expect(hasEnded({ endDate: '2025-06-15T12:00:01.000Z' }, NOW)).toBe(false);
  });

  it("ends on the CMS's switch whatever the date, and never on a missing or unreadable date", () => {
    expect(hasEnded({ endDate: '2030-12-31', ended: true }, NOW)).toBe(true);
    expect(hasEnded({ endDate: '' }, NOW)).toBe(false);
    expect(hasEnded({ endDate: 'soon' }, NOW)).toBe(false);
  });
});

describe('liveThenEnded', () => {
  it('splits keeping the order within each group', () => {
    const items = [
      { id: 1, endDate: '2024-01-01' },
      { id: 2, endDate: '2030-01-01' },
      { id: 3, endDate: '2030-01-01', ended: true },
      { id: 4, endDate: '' },
    ];
    const { live, ended } = liveThenEnded(items, NOW);
    expect(live.map((p) => p.id)).toEqual([2, 4]);
    expect(ended.map((p) => p.id)).toEqual([1, 3]);
  });
});
