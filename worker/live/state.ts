import type { LiveJackpot, LiveTable } from '../../client/contracts/live';

/** One kept table: the site's shape and the feed's newest result time (its only clock), for ordering. */
export interface KeptTable {
  table: LiveTable;
  clock: number | null;
}

export type TableChange = 'new' | 'changed' | 'duplicate' | 'older';

/** Equal but for when the worker took them: a repeat of the kept state changes nothing and is not sent. */
function sameTable(a: LiveTable, b: LiveTable): boolean {
  return JSON.stringify({ ...a, updatedAt: '' }) === JSON.stringify({ ...b, updatedAt: '' });
}

/**
 * Whether a table state from the feed replaces the kept one: a repeat is a duplicate; a state whose newest result is
 * older than the kept one's is older (a REST snapshot taken before the socket's last update, a late delivery) and is
 * dropped; anything else is news. A state without results cannot be ordered and counts as newer.
 */
export function orderTable(kept: KeptTable | undefined, next: KeptTable): TableChange {
  if (!kept) return 'new';
  if (next.clock !== null && kept.clock !== null && next.clock < kept.clock) return 'older';
  return sameTable(kept.table, next.table) ? 'duplicate' : 'changed';
}

function lastWonAt(j: LiveJackpot | undefined): number {
  return j?.lastWon ? Date.parse(j.lastWon.at) : -Infinity;
}

function sameJackpot(a: LiveJackpot, b: LiveJackpot): boolean {
  return JSON.stringify({ ...a, updatedAt: '' }) === JSON.stringify({ ...b, updatedAt: '' });
}

/**
 * The jackpot list after a list from the feed, or null when nothing changed. A jackpot whose last win is older than the
 * kept one's is an older state and keeps the kept entry; an unchanged jackpot keeps its `updatedAt`. A jackpot the
 * new list leaves out is gone.
 */
export function mergeJackpots(kept: readonly LiveJackpot[], next: readonly LiveJackpot[]): LiveJackpot[] | null {
  const byId = new Map(kept.map((j) => [j.id, j]));
  let changed = kept.length !== next.length;
  const merged = next.map((j, i) => {
    const old = byId.get(j.id);
    if (old && lastWonAt(j) < lastWonAt(old)) {
      if (kept[i]?.id !== old.id) changed = true;
      return old;
    }
    if (old && sameJackpot(old, j)) {
      if (kept[i]?.id !== old.id) changed = true;
      return old;
    }
    changed = true;
    return j;
  });
  return changed ? merged : null;
}

/** Silent longer than `staleMs` (or never heard from): the feed is stale. */
export function isStale(feedAt: number | null, now: number, staleMs: number): boolean {
  return feedAt === null || now - feedAt > staleMs;
}

/** The wait before reconnect attempt `attempt` (0 first): doubling from 1 s to 60 s, jittered to 50–100 % so a region's
 * objects do not reconnect in step after an upstream outage. `random` is in [0, 1). */
export function backoffMs(attempt: number, random: number): number {
  const ceiling = Math.min(60_000, 1000 * 2 ** Math.min(attempt, 16));
  return Math.round(ceiling * (0.5 + random / 2));
}
