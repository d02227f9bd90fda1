import type { KVNamespace } from '@cloudflare/workers-types';
import type { Context } from 'hono';
import { breakerStates } from '../content/content';
import { GENERATION_KEY, knownGeneration, latestPurge, parseGeneration } from '../content/purge-generation';
import type { AppEnv } from '../env';
import { liveHealth } from '../live/status';
import { within } from '../within';

/** The KV read and the live hub's answer of a health check give up after this long: a health answer must never hang on what it checks. */
export const HEALTH_KV_TIMEOUT_MS = 250;

/**
 * GET /__health (and /api/health): which release answers (version, build, tag, region), whether KV answers one
 * small read, each upstream's breaker as this isolate knows it, the latest purge, and the live casino's feed as the
 * region's LiveHub knows it (never the answer's status: the site browses without it). Mounted before every middleware
 * that can wait on KV or an upstream, and calls no upstream itself, so it answers at once while an upstream hangs.
 * No secret, no config value, nothing of the visitor. 200 when KV answered, else 503.
 */
export async function healthHandler(c: Context<AppEnv>): Promise<Response> {
  const { version, build, tag, region } = c.get('release');
  const [read, live] = await Promise.all([readGeneration(c.env.CONTENT_CACHE, HEALTH_KV_TIMEOUT_MS), liveHealth(c.env, HEALTH_KV_TIMEOUT_MS)]);
  const kv = read === null ? 'unreachable' : 'ok';
  const body = {
    ok: kv === 'ok',
    version,
    build,
    tag,
    region,
    kv,
    upstreams: breakerStates(),
    // Epoch ms of the latest purge as KV records it (this isolate's last reading when KV did not answer); 0: none.
    purgeGeneration: latestPurge(read === null ? knownGeneration() : parseGeneration(read)),
    live,
  };
  return c.json(body, kv === 'ok' ? 200 : 503, { 'Cache-Control': 'no-store' });
}

/** The purge generation record's text ('' when there is none), or null when KV failed or took over `ms`. */
async function readGeneration(kv: KVNamespace | undefined, ms: number): Promise<string | null> {
  if (!kv) return null;
  return within(
    kv.get(GENERATION_KEY).then(
      (text) => text ?? '',
      () => null,
    ),
    ms,
  );
}
