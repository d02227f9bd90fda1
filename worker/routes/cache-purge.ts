import type { Context } from 'hono';
import { CACHE_VERSION } from '../content/cache';
import { recordPurge } from '../content/purge-generation';
import type { AppEnv } from '../env';
import { dropIsolateCaches } from '../middleware/purge-sync';
import { readBounded } from './read-bounded';

const MAX_LIST_PAGES = 20;

/** Length-independent comparison, so the token cannot be guessed byte by byte from response times. */
function sameSecret(a: string, b: string): boolean {
  const x = new TextEncoder().encode(a);
  const y = new TextEncoder().encode(b);
  let diff = x.length ^ y.length;
  for (let i = 0; i < Math.max(x.length, y.length); i++) diff |= (x[i] ?? 0) ^ (y[i] ?? 0);
  return diff === 0;
}

/** The upstreams' key prefixes (worker/content/*-client.ts); '' is everything. */
export const PURGE_PREFIXES = ['wp:', 'platform:', 'categories:', 'ltp:'] as const;
/** The largest purge body: `{"prefix": …}` needs a few dozen bytes. */
export const PURGE_BODY_MAX_BYTES = 1024;

/**
 * POST /api/cache/purge — for the CMS webhook. `Authorization: Bearer <PURGE_SECRET>`; optional JSON body
 * `{ "prefix": "wp:" }` (one of PURGE_PREFIXES) to purge one upstream; no body purges all content. The purge
 * deletes the KV entries and records a generation every isolate picks up within PURGE_CHECK_SECONDS
 * (docs/decisions/019-upstream-discipline.md); this isolate drops its caches at once.
 */
export async function purgeCache(c: Context<AppEnv>): Promise<Response> {
  const secret = c.env.PURGE_SECRET;
  if (!secret) return c.json({ error: 'Cache purge is not configured' }, 503);
  const auth = c.req.header('authorization') ?? '';
  if (!auth.startsWith('Bearer ') || !sameSecret(auth.slice(7), secret)) return c.json({ error: 'Unauthorized' }, 401);

  const text = await readBounded(c.req.raw, PURGE_BODY_MAX_BYTES);
  if (text === null) return c.json({ error: `Body over ${PURGE_BODY_MAX_BYTES} bytes` }, 413);
  let prefix = '';
  if (text.trim() !== '') {
    const body = parseJson(text);
    const valid =
      body !== null &&
      typeof body === 'object' &&
      !Array.isArray(body) &&
      Object.keys(body).every((k) => k === 'prefix') &&
      (!('prefix' in body) || (PURGE_PREFIXES as readonly unknown[]).includes((body as { prefix: unknown }).prefix));
    if (!valid) return c.json({ error: `Body must be JSON: { "prefix"?: ${PURGE_PREFIXES.map((p) => `"${p}"`).join(' | ')} }` }, 400);
    prefix = (body as { prefix?: string }).prefix ?? '';
  }

  const kv = c.env.CONTENT_CACHE;
  await recordPurge(kv, prefix, Date.now());
  dropIsolateCaches();
  let purged = 0;
  let cursor: string | undefined;
  for (let page = 0; page < MAX_LIST_PAGES; page++) {
    const list = await kv.list({ prefix: `${CACHE_VERSION}:${prefix}`, ...(cursor ? { cursor } : {}) });
    await Promise.all(list.keys.map((k) => kv.delete(k.name)));
    purged += list.keys.length;
    if (list.list_complete) return c.json({ purged, complete: true });
    cursor = list.cursor;
  }
  // Entries left in KV are still purged: they predate the generation, so no isolate serves them as fresh.
  return c.json({ purged, complete: false });
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}
