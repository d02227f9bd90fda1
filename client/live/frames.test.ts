import { describe, expect, it } from 'vitest';
import { parseServerFrame } from './frames';
import { jackpot, snapshotOf, table } from '../../tests/support/live-fixtures';

const frame = (v: unknown) => parseServerFrame(JSON.stringify(v));

describe('parseServerFrame', () => {
  it('reads each of the object’s frames', () => {
    const snap = snapshotOf([table('7001')], [jackpot('jk', 1000)]);
    expect(frame({ t: 'snapshot', snapshot: snap })).toEqual({ t: 'snapshot', snapshot: snap });
    expect(frame({ t: 'table', table: table('7001', { type: 'blackjack', seats: { taken: 3, total: 7 } }) })).toMatchObject({ t: 'table', table: { seats: { taken: 3, total: 7 } } });
    expect(frame({ t: 'table-gone', id: '7001' })).toEqual({ t: 'table-gone', id: '7001' });
    expect(frame({ t: 'jackpots', jackpots: [jackpot('a', 5)] })).toEqual({ t: 'jackpots', jackpots: [jackpot('a', 5)] });
    expect(frame({ t: 'feed', stale: true, feedAt: null })).toEqual({ t: 'feed', stale: true, feedAt: null });
  });

  it.each([
    ['not JSON', 'snapshot{'],
    ['an unknown type', JSON.stringify({ t: 'hello' })],
    ['an array', JSON.stringify([])],
    ['a table with an unknown type', JSON.stringify({ t: 'table', table: { ...table('1'), type: 'poker' } })],
    ['a table with more seats taken than it has', JSON.stringify({ t: 'table', table: table('1', { seats: { taken: 8, total: 7 } }) })],
    ['a table in a currency the site does not show', JSON.stringify({ t: 'table', table: table('1', { bet: { min: 1, max: 2, currency: 'USD' as 'GBP' } }) })],
    ['a negative bet', JSON.stringify({ t: 'table', table: table('1', { bet: { min: -1, max: 2, currency: 'GBP' } }) })],
    ['21 results', JSON.stringify({ t: 'table', table: table('1', { results: Array.from({ length: 21 }, () => ({ value: '1', colour: 'red' as const })) }) })],
    ['a dealer name of 10,000 characters', JSON.stringify({ t: 'table', table: table('1', { dealer: 'x'.repeat(10_000) }) })],
    ['a snapshot with one bad table among good ones', JSON.stringify({ t: 'snapshot', snapshot: snapshotOf([table('1'), { ...table('2'), open: 'yes' } as never]) })],
    ['a jackpot amount that is not a number', JSON.stringify({ t: 'jackpots', jackpots: [{ ...jackpot('a', 1), amount: '1000' }] })],
    ['a feed frame without its flag', JSON.stringify({ t: 'feed', feedAt: null })],
  ])('drops %s whole', (_, text) => {
    expect(parseServerFrame(text)).toBeNull();
  });

  it('drops what is not text (a binary frame)', () => {
    expect(parseServerFrame(new ArrayBuffer(4))).toBeNull();
  });
});
