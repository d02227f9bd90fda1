import type { Bindings } from '../env';
import { within } from '../within';
import { HUB_ORIGIN, HUB_STATUS_PATH, hubOf, type HubStatus } from './hub-address';

/**
 * The live casino's line in /__health: `live` (the feed heard within LIVE_STALE_SECONDS), `stale` (the object answers,
 * the feed has fallen silent or was never heard), `unreachable` (the object did not answer within `budgetMs`), or
 * `absent` (no LIVE_HUB binding). Its feed time says since when. It never decides the health answer's status: the
 * site browses without the live casino.
 */
export type LiveHealth = { feed: 'live' | 'stale' | 'unreachable' | 'absent'; feedAt: string | null };

export async function liveHealth(env: Bindings, budgetMs: number): Promise<LiveHealth> {
  const hub = hubOf(env);
  if (!hub) return { feed: 'absent', feedAt: null };
  const status = await within(
    hub
      .fetch(HUB_ORIGIN + HUB_STATUS_PATH)
      .then(async (res) => (res.ok ? ((await res.json()) as Partial<HubStatus>) : null))
      .catch(() => null),
    budgetMs,
  );
  if (!status || typeof status.stale !== 'boolean') return { feed: 'unreachable', feedAt: null };
  return { feed: status.stale ? 'stale' : 'live', feedAt: typeof status.feedAt === 'string' ? status.feedAt : null };
}
