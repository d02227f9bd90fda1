import { describe, expect, it } from 'vitest';
import type { LiveJackpot, LiveTable } from '../../client/contracts/live';
import { backoffMs, isStale, mergeJackpots, orderTable } from './state';

const table = (overrides: Partial<LiveTable> = {}): LiveTable => ({
  id: '1',
  name: 'Roulette',
  type: 'roulette',
  open: true,
  seats: null,
  players: 3,
  bet: { min: 1, max: 2, currency: 'GBP' },
  dealer: null,
  results: [],
  updatedAt: '2026-12-06T02:00:00.000Z',
  ...overrides,
});

describe('orderTable', () => {
  it('takes a new table and a change; drops a repeat taken later and a state older than the kept one', () => {
    const kept = { table: table(), clock: 2000 };
    expect(orderTable(undefined, kept)).toBe('new');
    expect(orderTable(kept, { table: table({ players: 4 }), clock: 2000 })).toBe('changed');
    expect(orderTable(kept, { table: table({ updatedAt: '2026-12-06T02:05:00.000Z' }), clock: 2000 })).toBe('duplicate');
    expect(orderTable(kept, { table: table({ players: 9 }), clock: 1000 })).toBe('older');
    expect(orderTable(kept, { table: table({ players: 9 }), clock: 3000 })).toBe('changed');
    // No results to order by: newer by arrival.
    expect(orderTable({ table: table(), clock: null }, { table: table({ open: false }), clock: null })).toBe('changed');
  });
});

describe('mergeJackpots', () => {
  const jp = (id: string, amount: number, wonAt: string | null = null, updatedAt = 'a'): LiveJackpot => ({
    id,
    name: id,
    amount,
    currency: 'GBP',
    lastWon: wonAt ? { amount: 5, at: wonAt } : null,
    updatedAt,
  });

  it('is null when nothing changed, even if the feed took it again', () => {
    expect(mergeJackpots([jp('a', 1)], [jp('a', 1, null, 'b')])).toBeNull();
  });

  it('takes a new amount, a new jackpot, a jackpot gone; keeps the kept entry over an older last win', () => {
    expect(mergeJackpots([jp('a', 1)], [jp('a', 2)])).toEqual([jp('a', 2)]);
    expect(mergeJackpots([jp('a', 1)], [jp('a', 1), jp('b', 3)])).toEqual([jp('a', 1), jp('b', 3)]);
    expect(mergeJackpots([jp('a', 1), jp('b', 3)], [jp('b', 3)])).toEqual([jp('b', 3)]);
    const won = jp('a', 10, '2026-12-06T02:00:00Z');
    expect(mergeJackpots([won], [jp('a', 999, '2026-12-06T01:00:00Z')])).toBeNull();
  });
});

describe('isStale', () => {
  it('is stale when never heard from or silent past the limit', () => {
    expect(isStale(null, 0, 1000)).toBe(true);
    expect(isStale(5000, 6000, 1000)).toBe(false);
    expect(isStale(5000, 6001, 1000)).toBe(true);
  });
});

describe('backoffMs', () => {
  it('doubles from 1 s up to 60 s, jittered to 50–100 %', () => {
    expect([0, 1, 2, 3].map((a) => backoffMs(a, 0.999999))).toEqual([1000, 2000, 4000, 8000]);
    expect(backoffMs(0, 0)).toBe(500);
    expect(backoffMs(30, 0.999999)).toBe(60_000);
    expect(backoffMs(30, 0)).toBe(30_000);
  });
});
