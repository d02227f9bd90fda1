import type { LiveCurrency, LiveSnapshot } from '../../client/contracts/live';
import type { Bindings } from '../env';
import { HUB_ORIGIN, HUB_SNAPSHOT_PATH, hubOf } from './hub-address';
import { isCurrency } from './reshape';
import { within } from '../within';

/**
 * The region's current LiveSnapshot of one currency, for a page's server render: asked of the LiveHub with `budgetMs`
 * to answer, and null when it does not (timeout, an error, no binding, a body of another shape). Live data is optional
 * (docs/decisions/019-upstream-discipline.md): the page renders without it and the socket fills it in. Asking also
 * keeps the currency's feed subscribed for a while (hub.ts SNAPSHOT_INTEREST_MS), so the next render finds it fresh.
 */
export async function readLiveSnapshot(env: Bindings, currency: LiveCurrency, budgetMs: number): Promise<LiveSnapshot | null> {
  const hub = hubOf(env);
  if (!hub) return null;
  return within(
    (async () => {
      const res = await hub.fetch(`${HUB_ORIGIN}${HUB_SNAPSHOT_PATH}?currency=${currency}`);
      if (res.status !== 200) {
        await res.body?.cancel();
        return null;
      }
      return asSnapshot(await res.json(), currency);
    })().catch(() => null),
    budgetMs,
  );
}

/** The object's answer when it has the snapshot's outline (the object made it; this guards a version skew). */
export function asSnapshot(value: unknown, currency: LiveCurrency): LiveSnapshot | null {
  const s = value as Partial<LiveSnapshot> | null;
  if (!s || typeof s !== 'object' || !isCurrency(s.currency) || s.currency !== currency) return null;
  if (!Array.isArray(s.tables) || !Array.isArray(s.jackpots) || typeof s.stale !== 'boolean') return null;
  if (s.feedAt !== null && typeof s.feedAt !== 'string') return null;
  return s as LiveSnapshot;
}
