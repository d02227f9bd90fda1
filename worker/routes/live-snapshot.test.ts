import { afterEach, describe, expect, it, vi } from 'vitest';
import { snapshotOf, jackpot, table } from '../../tests/support/live-fixtures';
import { LIVE_RENDER_BUDGET_MS, liveSnapshotFor, narrowSnapshot, type LiveSnapshotReader } from './live-snapshot';

const ctx = (env: Record<string, unknown>, currency: 'GBP' | 'CAD' | 'EUR' = 'CAD') => ({ c: { env } as never, geo: { country: 'CA', currency, regulation: 'MGA' as const } });

afterEach(() => vi.restoreAllMocks());

describe('liveSnapshotFor', () => {
  it('asks the hub for the request’s currency within the render budget', async () => {
    const snap = snapshotOf([table('1')], [], { currency: 'CAD' });
    const read = vi.fn<LiveSnapshotReader>(async () => snap);
    const hub = {};
    expect(await liveSnapshotFor(ctx({ LIVE_HUB: hub }), read)).toBe(snap);
    expect(read).toHaveBeenCalledWith(expect.objectContaining({ LIVE_HUB: hub }), 'CAD', LIVE_RENDER_BUDGET_MS);
  });

  it('is null without a LIVE_HUB binding, without asking', async () => {
    const read = vi.fn<LiveSnapshotReader>(async () => snapshotOf([]));
    expect(await liveSnapshotFor(ctx({}), read)).toBeNull();
    expect(read).not.toHaveBeenCalled();
  });

  it('is null when the reader fails: the page renders its cards without live data', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(await liveSnapshotFor(ctx({ LIVE_HUB: {} }), async () => Promise.reject(new Error('hub down')))).toBeNull();
  });

  it('is null with a hub until worker/live/’s reader is wired in', async () => {
    expect(await liveSnapshotFor(ctx({ LIVE_HUB: {} }))).toBeNull();
  });
});

describe('narrowSnapshot', () => {
  const snap = snapshotOf([table('1'), table('2'), table('3')], [jackpot('a', 1)]);
  it('keeps the tables of the games a page lists, and no jackpots, for table cards', () => {
    expect(narrowSnapshot(snap, 'tables', [3, 1, 99])).toMatchObject({ tables: [{ id: '1' }, { id: '3' }], jackpots: [] });
  });
  it('keeps only the jackpots for the jackpots', () => {
    expect(narrowSnapshot(snap, 'jackpots', [1])).toMatchObject({ tables: [], jackpots: [{ id: 'a' }] });
  });
  it('leaves no snapshot as none', () => {
    expect(narrowSnapshot(null, 'tables', [1])).toBeNull();
  });
});
