import { describe, expect, it } from 'vitest';
import { jackpot, snapshotOf, table } from '../../tests/support/live-fixtures';
import { applyFrame, createLiveState, isLive, setConnection } from './store';

describe('the live state', () => {
  it('starts from the page’s snapshot, not live until its socket has sent one of its own', () => {
    const state = createLiveState(snapshotOf([table('1'), table('2')]));
    expect(Object.keys(state.tables)).toEqual(['1', '2']);
    expect(isLive(state)).toBe(false);
    setConnection(state, 'open');
    expect(isLive(state)).toBe(false);
    applyFrame(state, { t: 'snapshot', snapshot: snapshotOf([table('2')]) });
    expect(isLive(state)).toBe(true);
    // A snapshot is the whole of what the socket watches: table 1 is gone.
    expect(Object.keys(state.tables)).toEqual(['2']);
  });

  it('without a snapshot has no tables, no figures and no time', () => {
    expect(createLiveState(null)).toMatchObject({ tables: {}, jackpots: [], feedAt: null, stale: false, connection: 'idle' });
  });

  it('replaces one table on a table frame and removes it on table-gone, leaving the others as they were', () => {
    const state = createLiveState(snapshotOf([table('1'), table('2')]));
    const two = state.tables['2'];
    applyFrame(state, { t: 'table', table: table('1', { open: false, dealer: null }) });
    expect(state.tables['1']).toMatchObject({ open: false, dealer: null });
    expect(state.tables['2']).toBe(two);
    applyFrame(state, { t: 'table', table: table('3') });
    expect(Object.keys(state.tables)).toEqual(['1', '2', '3']);
    applyFrame(state, { t: 'table-gone', id: '1' });
    expect(Object.keys(state.tables)).toEqual(['2', '3']);
  });

  it('takes the jackpots’ list whole', () => {
    const state = createLiveState(snapshotOf([], [jackpot('a', 1), jackpot('b', 2)]));
    applyFrame(state, { t: 'jackpots', jackpots: [jackpot('a', 10)] });
    expect(state.jackpots).toEqual([jackpot('a', 10)]);
  });

  it('is not live while the feed is stale, and its time is the feed’s', () => {
    const state = createLiveState(null);
    setConnection(state, 'open');
    applyFrame(state, { t: 'snapshot', snapshot: snapshotOf([table('1')]) });
    applyFrame(state, { t: 'feed', stale: true, feedAt: '2026-12-06T01:55:00.000Z' });
    expect(isLive(state)).toBe(false);
    expect(state.feedAt).toBe('2026-12-06T01:55:00.000Z');
    applyFrame(state, { t: 'feed', stale: false, feedAt: '2026-12-06T02:01:00.000Z' });
    expect(isLive(state)).toBe(true);
  });

  it('is not live once its socket closes, even when it opens again, until the new socket’s snapshot', () => {
    const state = createLiveState(null);
    setConnection(state, 'open');
    applyFrame(state, { t: 'snapshot', snapshot: snapshotOf([table('1')]) });
    for (const c of ['paused', 'offline', 'retrying', 'connecting'] as const) {
      setConnection(state, c);
      expect(isLive(state), c).toBe(false);
      setConnection(state, 'open');
      expect(isLive(state), c).toBe(false);
      applyFrame(state, { t: 'snapshot', snapshot: snapshotOf([table('1')]) });
      expect(isLive(state), c).toBe(true);
    }
    // The figures stay: offline, the last snapshot is what the page shows, with its age.
    expect(state.tables['1']).toBeDefined();
  });
});
