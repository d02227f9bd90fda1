import { describe, expect, it } from 'vitest';
import { availableKeys, MAX_DEALER_CHARS, MAX_NAME_CHARS, newestResultTime, plainText, reshapeJackpot, reshapeJackpots, reshapeTable } from './reshape';

const NOW = new Date('2026-12-06T02:00:00Z');
const table = (overrides: Record<string, unknown> = {}) => ({
  tableId: '2201',
  tableName: 'Mega Roulette',
  tableOpen: true,
  tableType: 'ROULETTE',
  totalSeatedPlayers: 41,
  tableLimits: { minBet: 0.1, maxBet: 5000, maxPlayers: 7 },
  dealer: { name: 'Aoife' },
  last20Results: [
    { result: '17', color: 'BLACK', time: '2026-12-06T01:59:00Z' },
    { result: 0, color: 'GREEN', time: '2026-12-06T01:58:00Z' },
  ],
  currency: 'GBP',
  ...overrides,
});

describe('reshapeTable', () => {
  it('maps a feed table to the site shape: type, colours, bet currency, the time it was taken', () => {
    expect(reshapeTable(table(), 'GBP', NOW)).toEqual({
      id: '2201',
      name: 'Mega Roulette',
      type: 'roulette',
      open: true,
      seats: null,
      players: 41,
      bet: { min: 0.1, max: 5000, currency: 'GBP' },
      dealer: 'Aoife',
      results: [
        { value: '17', colour: 'black' },
        { value: '0', colour: 'green' },
      ],
      updatedAt: '2026-12-06T02:00:00.000Z',
    });
  });

  it('maps each table type, and any other to other; seats only at a seated game', () => {
    const type = (t: unknown) => reshapeTable(table({ tableType: t }), 'GBP', NOW)?.type;
    expect([type('BLACKJACK'), type('BACCARAT'), type('GAMESHOW'), type('gameshow'), type('SICBO'), type(42)]).toEqual(['blackjack', 'baccarat', 'game-show', 'game-show', 'other', 'other']);
    expect(reshapeTable(table({ tableType: 'BLACKJACK', totalSeatedPlayers: 9 }), 'GBP', NOW)?.seats).toEqual({ taken: 7, total: 7 });
    expect(reshapeTable(table({ tableType: 'BLACKJACK', tableLimits: { minBet: 1, maxBet: 2 } }), 'GBP', NOW)?.seats).toBeNull();
  });

  it('drops a table without a valid id, name, open flag, limits or its currency', () => {
    const bad = [
      null,
      'table',
      [],
      table({ tableId: undefined }),
      table({ tableId: 'a b' }),
      table({ tableId: 'x'.repeat(65) }),
      table({ tableId: -1 }),
      table({ tableName: '' }),
      table({ tableName: '<b></b>' }),
      table({ tableName: 7 }),
      table({ tableOpen: 'true' }),
      table({ tableLimits: null }),
      table({ tableLimits: { minBet: '1', maxBet: 2 } }),
      table({ tableLimits: { minBet: 5, maxBet: 1 } }),
      table({ tableLimits: { minBet: NaN, maxBet: 1 } }),
      table({ tableLimits: { minBet: -1, maxBet: 1 } }),
      table({ currency: 'EUR' }),
      table({ currency: undefined }),
    ];
    for (const raw of bad) expect(reshapeTable(raw, 'GBP', NOW), JSON.stringify(raw)).toBeNull();
  });

  it('keeps a table whose optional parts are missing or malformed, without them', () => {
    const t = reshapeTable(table({ dealer: 'Aoife', totalSeatedPlayers: -3, last20Results: 'x', tableType: undefined }), 'GBP', NOW);
    expect(t).toMatchObject({ dealer: null, players: null, results: [], type: 'other' });
    const results = reshapeTable(table({ last20Results: [null, { result: {} }, { result: '32', color: 'PURPLE' }, ...Array(30).fill({ result: '1', color: 'RED' })] }), 'GBP', NOW)!.results;
    expect(results[0]).toEqual({ value: '32', colour: null });
    expect(results.length).toBeLessThanOrEqual(20);
  });

  it('passes no markup, control or bidi characters, and bounds every string', () => {
    const t = reshapeTable(
      table({ tableName: `<script>alert(1)</script>Lucky\u202e Roulette\u0000 ${'é'.repeat(200)}`, dealer: { name: `<img src=x onerror=alert(1)>${'Ann'.repeat(40)}` }, last20Results: [{ result: '<b>17</b>'.repeat(5), color: 'RED' }] }),
      'GBP',
      NOW,
    )!;
    for (const text of [t.name, t.dealer!, t.results[0]!.value]) expect(text).not.toMatch(/[<>\u0000-\u001f\u202e]/);
    expect(t.name.startsWith('alert(1) Lucky Roulette')).toBe(true);
    expect([...t.name].length).toBeLessThanOrEqual(MAX_NAME_CHARS);
    expect([...t.dealer!].length).toBeLessThanOrEqual(MAX_DEALER_CHARS);
    expect(t.results[0]!.value.length).toBeLessThanOrEqual(12);
  });

  it('cuts by code point, never half a surrogate pair', () => {
    expect(plainText('🍀'.repeat(100), 3)).toBe('🍀🍀🍀');
  });

  it('reads a numeric id as text', () => {
    expect(reshapeTable(table({ tableId: 2201 }), 'GBP', NOW)?.id).toBe('2201');
  });
});

describe('newestResultTime', () => {
  it('is the newest valid result time, or null', () => {
    expect(newestResultTime(table())).toBe(Date.parse('2026-12-06T01:59:00Z'));
    expect(newestResultTime(table({ last20Results: [{ result: '1', time: 'yesterday' }] }))).toBeNull();
    expect(newestResultTime(null)).toBeNull();
  });
});

describe('reshapeJackpot(s)', () => {
  const jackpot = (overrides: Record<string, unknown> = {}) => ({ jackpotId: 'jp1', name: 'Mega Shamrock', currency: 'GBP', amount: 1234.5, lastWin: { amount: 800, time: '2026-12-05T20:00:00Z' }, ...overrides });

  it('maps a feed jackpot, its last win in ISO time', () => {
    expect(reshapeJackpot(jackpot(), 'GBP', NOW)).toEqual({ id: 'jp1', name: 'Mega Shamrock', amount: 1234.5, currency: 'GBP', lastWon: { amount: 800, at: '2026-12-05T20:00:00.000Z' }, updatedAt: NOW.toISOString() });
  });

  it('drops one without id, name, amount or its currency; keeps one with a malformed last win, without it', () => {
    for (const bad of [jackpot({ jackpotId: null }), jackpot({ name: ' ' }), jackpot({ amount: '1' }), jackpot({ amount: Infinity }), jackpot({ currency: 'CAD' })]) {
      expect(reshapeJackpot(bad, 'GBP', NOW)).toBeNull();
    }
    expect(reshapeJackpot(jackpot({ lastWin: { amount: 'lots', time: 'then' } }), 'GBP', NOW)?.lastWon).toBeNull();
    expect(reshapeJackpot(jackpot({ lastWin: null }), 'GBP', NOW)?.lastWon).toBeNull();
  });

  it('reads a list, leaving out what fails and repeats; null when it is not a list', () => {
    const list = reshapeJackpots({ jackpots: [jackpot(), jackpot(), 'x', jackpot({ jackpotId: 'jp2', name: '<i>Daily</i> Drop' })] }, 'GBP', NOW)!;
    expect(list.map((j) => [j.id, j.name])).toEqual([
      ['jp1', 'Mega Shamrock'],
      ['jp2', 'Daily Drop'],
    ]);
    expect(reshapeJackpots({ jackpots: 'none' }, 'GBP', NOW)).toBeNull();
    expect(reshapeJackpots([], 'GBP', NOW)).toBeNull();
  });
});

describe('availableKeys', () => {
  it('reads the feed table ids, dropping what cannot be an id', () => {
    expect(availableKeys({ tableKey: ['1', 2, '1', 'a b', null, '<x>'] })).toEqual(['1', '2']);
    expect(availableKeys({ tables: [] })).toBeNull();
  });
});
