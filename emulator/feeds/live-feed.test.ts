import { describe, expect, it } from 'vitest';
import { createEmulator } from '../app';
import { liveTables, type LiveTableSpec } from '../data/live-tables';
import { FeedClock } from './clock';
import { DEALER_NAMES } from './dealers';
import { LiveFeed, MAX_RESULTS } from './live-feed';
import type { DgaTable } from './wire-shapes';

/** 2026-12-06 00:00:10 UTC: the schedules below are written against this start. */
const START = Date.UTC(2026, 11, 6, 0, 0, 10);
const SEED = 42;

const spec = (gameId: number, name: string, type: LiveTableSpec['type'], closedHours: number[] = []): LiveTableSpec => ({
  gameId,
  name,
  type,
  maxPlayers: type === 'BLACKJACK' ? 7 : 500,
  closedHours,
});
const ROULETTE = spec(7036, 'Irish Live Roulette', 'ROULETTE');
const BLACKJACK = spec(7037, 'Lucky Irish Blackjack', 'BLACKJACK');
const BACCARAT = spec(20001, 'Speed Baccarat', 'BACCARAT');
/** Closed 02:00–04:00 UTC. */
const NIGHT_ROULETTE = spec(20002, 'Grand Roulette', 'ROULETTE', [2, 3]);
const TABLES = [ROULETTE, BLACKJACK, BACCARAT, NIGHT_ROULETTE];

function feed(seed = SEED) {
  const clock = new FeedClock(START);
  const live = new LiveFeed({ tables: TABLES, seed, start: START });
  clock.drive(live);
  const changes: string[] = [];
  live.onChange((id) => changes.push(id));
  return { clock, live, changes, table: (id: number) => live.table(String(id), 'GBP')! };
}

const times = (t: DgaTable) => t.last20Results.map((r) => Date.parse(r.time));

describe('the live feed on its own clock', () => {
  it('is the same tables, results and dealers for the same seed and start, and others for another seed', () => {
    const a = feed();
    const b = feed();
    a.clock.advance(3_600_000);
    b.clock.advance(3_600_000);
    expect(TABLES.map((t) => a.table(t.gameId))).toEqual(TABLES.map((t) => b.table(t.gameId)));
    expect(a.changes).toEqual(b.changes);
    const c = feed(SEED + 1);
    c.clock.advance(3_600_000);
    expect(c.table(ROULETTE.gameId).last20Results).not.toEqual(a.table(ROULETTE.gameId).last20Results);
  });

  it('starts with 20 results, most recent first, all before the start', () => {
    const { table } = feed();
    const roulette = table(ROULETTE.gameId);
    expect(roulette.last20Results).toHaveLength(MAX_RESULTS);
    const t = times(roulette);
    expect(t.every((time) => time < START)).toBe(true);
    expect([...t].sort((x, y) => y - x)).toEqual(t);
  });

  it('spins a roulette table about every 30 seconds: a number 0–36 in its colour, newest first, 20 kept', () => {
    const { clock, table } = feed();
    const before = table(ROULETTE.gameId);
    clock.advance(10 * 60_000);
    const after = table(ROULETTE.gameId);
    expect(after.last20Results).toHaveLength(MAX_RESULTS);
    const t = times(after);
    expect(t.every((time) => time >= START && time <= clock.now())).toBe(true);
    const gaps = t.slice(0, -1).map((time, i) => time - t[i + 1]!);
    for (const gap of gaps) {
      expect(gap).toBeGreaterThanOrEqual(24_000);
      expect(gap).toBeLessThanOrEqual(36_000);
    }
    expect(after.last20Results).not.toEqual(before.last20Results);
    const reds = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]);
    for (const { result, color } of after.last20Results) {
      const n = Number(result);
      expect(Number.isInteger(n) && n >= 0 && n <= 36).toBe(true);
      expect(color).toBe(n === 0 ? 'green' : reds.has(n) ? 'red' : 'black');
    }
  });

  it('deals baccarat: P blue, B red, T green, each seen over an hour', () => {
    const { clock, live } = feed();
    const seen = new Set<string>();
    live.onChange((id) => {
      if (id !== String(BACCARAT.gameId)) return;
      const [latest] = live.table(id, 'EUR')!.last20Results;
      seen.add(`${latest!.result} ${latest!.color}`);
    });
    clock.advance(3_600_000);
    expect([...seen].sort()).toEqual(['B red', 'P blue', 'T green']);
  });

  it('fills and empties blackjack seats, 0 to 7, with no results', () => {
    const { clock, live } = feed();
    const seats: number[] = [];
    live.onChange((id) => {
      if (id === String(BLACKJACK.gameId)) seats.push(live.table(id, 'GBP')!.totalSeatedPlayers);
    });
    clock.advance(2 * 3_600_000);
    expect(Math.min(...seats)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...seats)).toBe(7);
    expect(seats.slice(1).some((n, i) => n < seats[i]!)).toBe(true);
    const table = live.table(String(BLACKJACK.gameId), 'GBP')!;
    expect(table.tableLimits.maxPlayers).toBe(7);
    expect(table.last20Results).toEqual([]);
  });

  it('closes a table in its closed hours (no dealer, no players, no spins) and reopens it with a new dealer', () => {
    const { clock, table, changes } = feed();
    const id = NIGHT_ROULETTE.gameId;
    expect(table(id).tableOpen).toBe(true);
    clock.advance(2 * 3_600_000 - 10_000); // 02:00:00
    const closing = table(id);
    expect(closing).toMatchObject({ tableOpen: false, totalSeatedPlayers: 0, dealer: { name: '' } });
    expect(changes.at(-1)).toBe(String(id));
    const changesWhenClosed = changes.length;
    clock.advance(2 * 3_600_000 - 1); // 03:59:59.999
    expect(table(id).last20Results).toEqual(closing.last20Results);
    expect(changes.slice(changesWhenClosed)).not.toContain(String(id));
    clock.advance(1); // 04:00
    const reopened = table(id);
    expect(reopened.tableOpen).toBe(true);
    expect(DEALER_NAMES).toContain(reopened.dealer.name);
    expect(changes.at(-1)).toBe(String(id));
  });

  it('changes dealers in shifts of 30 to 60 minutes, first names only', () => {
    const { clock, live } = feed();
    const dealers: string[] = [];
    let last = live.table(String(ROULETTE.gameId), 'GBP')!.dealer.name;
    dealers.push(last);
    for (let minute = 0; minute < 6 * 60; minute++) {
      clock.advance(60_000);
      const name = live.table(String(ROULETTE.gameId), 'GBP')!.dealer.name;
      if (name !== last) dealers.push((last = name));
    }
    expect(dealers.length).toBeGreaterThanOrEqual(6);
    expect(dealers.length).toBeLessThanOrEqual(13);
    for (const name of dealers) expect(DEALER_NAMES).toContain(name);
  });

  it('plays a round now on request, and not at a closed table', () => {
    const { live, table } = feed();
    const before = table(ROULETTE.gameId).last20Results[0]!;
    expect(live.playRound(String(ROULETTE.gameId))).toBe(true);
    const latest = table(ROULETTE.gameId).last20Results[0]!;
    expect(latest.time).toBe(new Date(START).toISOString());
    expect(Date.parse(before.time)).toBeLessThan(START);
    live.override(String(ROULETTE.gameId), 'closed');
    expect(live.playRound(String(ROULETTE.gameId))).toBe(false);
    expect(live.playRound('999')).toBe(false);
  });

  it('lets a table vanish: not listed, no object, no more changes; back when handed to its schedule', () => {
    const { clock, live, changes } = feed();
    const id = String(ROULETTE.gameId);
    live.override(id, 'vanished');
    expect(live.tableIds()).not.toContain(id);
    expect(live.table(id, 'GBP')).toBeUndefined();
    const at = changes.length;
    clock.advance(5 * 60_000);
    expect(changes.slice(at)).not.toContain(id);
    live.override(id, undefined);
    expect(live.tableIds()).toContain(id);
    expect(changes.at(-1)).toBe(id);
  });
});

describe('the feed and the bet-limits call agree', () => {
  it("has every live game of the catalogue as a table, with the call's min and max per currency", async () => {
    const emulator = createEmulator({ catalogueSize: 400, feedStart: START });
    const tables = liveTables(400);
    expect(tables.length).toBeGreaterThan(8);
    expect(new Set(tables.map((t) => t.type))).toEqual(new Set(['ROULETTE', 'BLACKJACK', 'BACCARAT', 'DRAGONTIGER', 'POKER']));
    for (const currency of ['GBP', 'CAD', 'EUR']) {
      const limits = (await (await emulator.request(`/api/v1/live-casino-betlimits?currency=${currency}`)).json()) as { data: { betLimits: { gameId: number; min: number; max: number }[] } };
      const feedTables = ((await (await emulator.request(`/live/tables?casinoId=178&currency=${currency}`)).json()) as { tables: DgaTable[] }).tables;
      expect(feedTables.map((t) => t.tableId)).toEqual(tables.map((t) => String(t.gameId)));
      expect(feedTables.map((t) => ({ gameId: Number(t.tableId), min: t.tableLimits.minBet, max: t.tableLimits.maxBet }))).toEqual(
        limits.data.betLimits.map(({ gameId, min, max }) => ({ gameId, min, max })),
      );
      expect(feedTables.every((t) => t.currency === currency)).toBe(true);
    }
  });
});
