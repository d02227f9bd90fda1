import { describe, expect, it } from 'vitest';
import { LIVE_MAX_FRAME_BYTES, LIVE_MAX_TOPICS, type LiveSnapshot, type LiveTable } from '../../client/contracts/live';
import { countFrame, FLOOD_FRAMES, FLOOD_WINDOW_MS, nextTopics, parseClientFrame, parseWatchList, snapshotFor, type SocketState } from './frames';

const frame = (value: unknown) => parseClientFrame(JSON.stringify(value));

describe('parseClientFrame', () => {
  it('reads watch and unwatch of known topics', () => {
    expect(frame({ t: 'watch', topics: ['tables', 'jackpots', 'table:2201'] })).toEqual({ t: 'watch', topics: ['tables', 'jackpots', 'table:2201'] });
    expect(frame({ t: 'unwatch', topics: [] })).toEqual({ t: 'unwatch', topics: [] });
  });

  it('closes on anything else, each with its code', () => {
    expect(parseClientFrame('{"t":')).toEqual({ close: 1007, reason: 'not JSON' });
    expect(parseClientFrame(new ArrayBuffer(4))).toMatchObject({ close: 1003 });
    for (const bad of [null, 3, [], { t: 'bet', topics: [] }, { t: 'watch' }, { t: 'watch', topics: 'tables' }, { t: 'watch', topics: [], extra: 1 }]) {
      expect(frame(bad), JSON.stringify(bad)).toMatchObject({ close: 1008, reason: 'unknown frame' });
    }
    for (const topic of ['players', 'table:', 'table:a b', 'table:<x>', 'TABLES', 7, null, `table:${'x'.repeat(65)}`]) {
      expect(frame({ t: 'watch', topics: [topic] }), String(topic)).toEqual({ close: 1008, reason: 'unknown topic' });
    }
    expect(frame({ t: 'watch', topics: Array(LIVE_MAX_TOPICS + 1).fill('tables') })).toEqual({ close: 1008, reason: 'too many topics' });
  });

  it('measures the frame in bytes: at the limit it is read, one byte over it (still 2,048 characters) closes with 1009', () => {
    const base = JSON.stringify({ t: 'watch', topics: ['tables'] });
    const fits = base + ' '.repeat(LIVE_MAX_FRAME_BYTES - base.length);
    expect(parseClientFrame(fits)).toEqual({ t: 'watch', topics: ['tables'] });
    const over = `${fits.slice(0, -1)}é`;
    expect(over.length).toBe(LIVE_MAX_FRAME_BYTES);
    expect(parseClientFrame(over)).toEqual({ close: 1009, reason: 'frame too large' });
  });
});

describe('countFrame', () => {
  it('allows FLOOD_FRAMES per window and refuses the next; a new window starts afresh', () => {
    const state: SocketState = { currency: 'GBP', topics: [], windowStart: 0, frames: 0 };
    for (let i = 0; i < FLOOD_FRAMES; i++) expect(countFrame(state, 1000 + i)).toBe(true);
    expect(countFrame(state, 2000)).toBe(false);
    expect(countFrame(state, FLOOD_WINDOW_MS)).toBe(true);
  });
});

describe('nextTopics', () => {
  it('adds without repeats, removes, and refuses a watch past LIVE_MAX_TOPICS', () => {
    expect(nextTopics(['tables'], { t: 'watch', topics: ['tables', 'jackpots'] })).toEqual(['tables', 'jackpots']);
    expect(nextTopics(['tables', 'jackpots'], { t: 'unwatch', topics: ['tables'] })).toEqual(['jackpots']);
    const many = Array.from({ length: LIVE_MAX_TOPICS }, (_, i) => `table:${i}` as const);
    expect(nextTopics(many, { t: 'watch', topics: ['table:0'] })).toHaveLength(LIVE_MAX_TOPICS);
    expect(nextTopics(many, { t: 'watch', topics: ['jackpots'] })).toBeNull();
  });
});

describe('snapshotFor', () => {
  const t = (id: string) => ({ id }) as LiveTable;
  const snapshot: LiveSnapshot = { currency: 'GBP', tables: [t('1'), t('2')], jackpots: [{ id: 'jp' } as never], feedAt: null, stale: true };
  it('keeps only what the socket watches', () => {
    expect(snapshotFor(snapshot, ['table:2'])).toEqual({ ...snapshot, tables: [t('2')], jackpots: [] });
    expect(snapshotFor(snapshot, ['tables', 'jackpots'])).toEqual(snapshot);
    expect(snapshotFor(snapshot, [])).toEqual({ ...snapshot, tables: [], jackpots: [] });
  });
});

describe('parseWatchList', () => {
  it("reads an upgrade's topics as a watch frame would carry them, once each", () => {
    expect(parseWatchList('tables,jackpots,table:2201,tables')).toEqual(['tables', 'jackpots', 'table:2201']);
    expect(parseWatchList(null)).toEqual([]);
    expect(parseWatchList('')).toEqual([]);
  });

  it('refuses what a watch frame could not carry: an unknown topic, too many, too long', () => {
    expect(parseWatchList('tables,players')).toBeNull();
    expect(parseWatchList('tables,')).toBeNull();
    expect(parseWatchList(Array.from({ length: LIVE_MAX_TOPICS + 1 }, (_, i) => `table:${i + 1}`).join(','))).toBeNull();
    expect(parseWatchList('tables,'.repeat(LIVE_MAX_FRAME_BYTES))).toBeNull();
  });
});

