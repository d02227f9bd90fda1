import type { LiveJackpot, LiveSnapshot, LiveTable } from '../../client/contracts/live';

/** Tables and jackpots for the live client's tests, as the object sends them. */
export function table(id: string, over: Partial<LiveTable> = {}): LiveTable {
  return {
    id,
    name: `Table ${id}`,
    type: 'roulette',
    open: true,
    seats: null,
    players: 120,
    bet: { min: 0.2, max: 5000, currency: 'GBP' },
    dealer: 'Anna',
    results: [
      { value: '17', colour: 'black' },
      { value: '0', colour: 'green' },
    ],
    updatedAt: '2026-12-06T02:00:00.000Z',
    ...over,
  };
}

export function jackpot(id: string, amount: number): LiveJackpot {
  return { id, name: `Jackpot ${id}`, amount, currency: 'GBP', lastWon: null, updatedAt: '2026-12-06T02:00:00.000Z' };
}

export function snapshotOf(tables: LiveTable[], jackpots: LiveJackpot[] = [], over: Partial<LiveSnapshot> = {}): LiveSnapshot {
  return { currency: 'GBP', tables, jackpots, feedAt: '2026-12-06T02:00:00.000Z', stale: false, ...over };
}
