import type { LiveSnapshot } from '../../client/contracts/live';
import type { Currency } from '../../client/contracts/site';
import type { Bindings } from '../env';
import { readLiveSnapshot } from '../live/snapshot';
import type { LoaderContext } from './loader-types';

/**
 * How long a page render waits for the live hub (docs/decisions/049): a page a little late is worse than a page
 * whose cards say 'No live data' for the moment its socket takes to bring the figures.
 */
export const LIVE_RENDER_BUDGET_MS = 150;

/** The hub's reader (worker/live/snapshot.ts `readLiveSnapshot`; a test's own): null when it has nothing within the budget. */
export type LiveSnapshotReader = (env: Bindings, currency: Currency, budgetMs: number) => Promise<LiveSnapshot | null>;

/**
 * The live snapshot of the request's currency (the worker's geo rule, never the browser's word) for a page's render,
 * or null: without a LIVE_HUB binding (a region or a test without the object), when the hub has none within the
 * budget, or when the reader fails — a live page renders its cards from the catalogue rather than fail.
 */
export async function liveSnapshotFor(ctx: Pick<LoaderContext, 'c' | 'geo'>, read: LiveSnapshotReader = readLiveSnapshot): Promise<LiveSnapshot | null> {
  const env = ctx.c.env as Bindings & { LIVE_HUB?: unknown };
  if (!env.LIVE_HUB) return null;
  try {
    return await read(env, ctx.geo.currency, LIVE_RENDER_BUDGET_MS);
  } catch (error) {
    console.warn('live snapshot unavailable for a page render', error);
    return null;
  }
}

/** The part of a snapshot a page draws: the tables of the games it lists, or only the jackpots. */
export function narrowSnapshot(snapshot: LiveSnapshot | null, topic: 'tables' | 'jackpots', gameIds: readonly number[]): LiveSnapshot | null {
  if (!snapshot) return null;
  if (topic === 'jackpots') return { ...snapshot, tables: [] };
  const shown = new Set(gameIds.map(String));
  return { ...snapshot, tables: snapshot.tables.filter((t) => shown.has(t.id)), jackpots: [] };
}
