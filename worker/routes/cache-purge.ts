import type { Context } from 'hono';
import { CACHE_VERSION } from '../content/cache';
import type { AppEnv } from '../env';

const MAX_LIST_PAGES = 20;

/** Length-independent comparison, so the token cannot be guessed byte by byte from response times. */
function sameSecret(a: string, b: string): boolean {
  const x = new TextEncoder().encode(a);
  const y = new TextEncoder().encode(b);
  let diff = x.length ^ y.length;
  for (let i = 0; i < Math.max(x.length, y.length); i++) diff |= (x[i] ?? 0) ^ (y[i] ?? 0);
  return diff === 0;
}

/**
 * POST /api/cache/purge — for the CMS webhook. `Authorization: Bearer <PURGE_SECRET>`; optional JSON body
 * `{ "prefix": "wp:" }` (wp:, platform:, categories:, ltp:) to purge one upstream; no body purges all content.
 */
export async function purgeCache(c: Context<AppEnv>): Promise<Response> {
  const secret = c.env.PURGE_SECRET;
  if (!secret) return c.json({ error: 'Cache purge is not configured' }, 503);
  const auth = c.req.header('authorization') ?? '';
  if (!auth.startsWith('Bearer ') || !sameSecret(auth.slice(7), secret)) return c.json({ error: 'Unauthorized' }, 401);

  let prefix = '';
  if ((c.req.header('content-length') ?? '0') !== '0' || c.req.header('content-type')?.includes('json')) {
    const body = (await c.req.json().catch(() => null)) as { prefix?: unknown } | null;
    if (!body || (body.prefix !== undefined && (typeof body.prefix !== 'string' || body.prefix.length > 200))) {
      return c.json({ error: 'Body must be JSON: { "prefix"?: string }' }, 400);
    }
    prefix = (body.prefix as string | undefined) ?? '';
  }

  const kv = c.env.CONTENT_CACHE;
  let purged = 0;
  let cursor: string | undefined;
  for (let page = 0; page < MAX_LIST_PAGES; page++) {
    const list = await kv.list({ prefix: `${CACHE_VERSION}:${prefix}`, ...(cursor ? { cursor } : {}) });
    await Promise.all(list.keys.map((k) => kv.delete(k.name)));
    purged += list.keys.length;
    if (list.list_complete) return c.json({ purged, complete: true });
    cursor = list.cursor;
  }
  return c.json({ purged, complete: false });
}
