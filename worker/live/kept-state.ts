import type { LiveCurrency, LiveJackpot, LiveSnapshot, LiveTable } from '../../client/contracts/live';
import type { HubStorage } from './hub-runtime';
import { CURRENCIES, isCurrency } from './reshape';
import { isStale, mergeJackpots, orderTable, type KeptTable } from './state';

const tableKey = (currency: LiveCurrency, id: string) => `t:${currency}:${id}`;
const jackpotKey = (currency: LiveCurrency) => `j:${currency}`;
const FEED_AT_KEY = 'feedAt';

/**
 * What the region's object knows of the feeds: the last state of every table and jackpot per currency and when a feed
 * last spoke, in memory and in the object's storage (a restarted object answers from it before the feed speaks).
 * Ordering happens here; fan-out is the hub's.
 */
export class KeptState {
  private readonly tables = new Map<LiveCurrency, Map<string, KeptTable>>(CURRENCIES.map((c) => [c, new Map()]));
  private readonly jackpots = new Map<LiveCurrency, LiveJackpot[]>(CURRENCIES.map((c) => [c, []]));
  /** When a feed last spoke (epoch ms), or null. */
  feedAt: number | null = null;
  private lastPersistedFeedAt = 0;

  constructor(private readonly storage: HubStorage) {}

  async load(): Promise<void> {
    for (const [key, value] of await this.storage.list()) {
      const [kind, currency, id] = key.split(':');
      if (kind === 't' && isCurrency(currency) && id) this.tables.get(currency)!.set(id, value as KeptTable);
      else if (kind === 'j' && isCurrency(currency)) this.jackpots.set(currency, value as LiveJackpot[]);
      else if (key === FEED_AT_KEY && typeof value === 'number') this.feedAt = value;
    }
  }

  tableIds(currency: LiveCurrency): string[] {
    return [...this.tables.get(currency)!.keys()];
  }

  /** Keeps a table state unless it repeats or is older than the kept one; true when it is news to send. */
  putTable(currency: LiveCurrency, table: LiveTable, clock: number | null): boolean {
    const kept = this.tables.get(currency)!;
    const next = { table, clock };
    const change = orderTable(kept.get(table.id), next);
    if (change === 'duplicate' || change === 'older') return false;
    kept.set(table.id, next);
    void this.storage.put(tableKey(currency, table.id), next);
    return true;
  }

  /** Forgets a table; true when it was kept. */
  removeTable(currency: LiveCurrency, id: string): boolean {
    if (!this.tables.get(currency)!.delete(id)) return false;
    void this.storage.delete(tableKey(currency, id));
    return true;
  }

  /** Takes a jackpot list; the list now kept when it changed, else null. */
  putJackpots(currency: LiveCurrency, list: LiveJackpot[]): LiveJackpot[] | null {
    const merged = mergeJackpots(this.jackpots.get(currency)!, list);
    if (!merged) return null;
    this.jackpots.set(currency, merged);
    void this.storage.put(jackpotKey(currency), merged);
    return merged;
  }

  /** A feed spoke at `now`; stored at most once a second (an age shown in seconds needs no more). */
  heard(now: number): void {
    this.feedAt = now;
    if (now - this.lastPersistedFeedAt < 1000) return;
    this.lastPersistedFeedAt = now;
    void this.storage.put(FEED_AT_KEY, now);
  }

  feedAtIso(): string | null {
    return this.feedAt === null ? null : new Date(this.feedAt).toISOString();
  }

  snapshot(currency: LiveCurrency, now: number, staleMs: number): LiveSnapshot {
    const tables = [...this.tables.get(currency)!.values()].map((k) => k.table).sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
    return { currency, tables, jackpots: this.jackpots.get(currency)!, feedAt: this.feedAtIso(), stale: isStale(this.feedAt, now, staleMs) };
  }
}
