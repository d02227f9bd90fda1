import type { KVNamespace } from '@cloudflare/workers-types';

/** Outside the `v2:` content keys, so a purge's own listing never deletes it. */
export const GENERATION_KEY = 'purge-generation';

/** When each prefix ('' = everything) was last purged, epoch ms. */
export type Generation = Record<string, number>;

/**
 * The purge generation as this isolate last read it from KV (docs/decisions/019). Every isolate re-reads it at most
 * every PURGE_CHECK_SECONDS and drops its in-isolate caches when it changed; content entries stored before their
 * prefix's purge time count as purged wherever KV still holds them.
 */
let known: Generation | undefined;
let knownText = '';
let checkedAt = Number.NEGATIVE_INFINITY;
let checking: Promise<void> | undefined;

/** Reads the generation when the last read is older than `intervalMs`; `onChange` runs once per change seen. */
export function syncGeneration(kv: KVNamespace, intervalMs: number, now: number, onChange: () => void): Promise<void> {
  if (now - checkedAt < intervalMs) return Promise.resolve();
  checking ??= (async () => {
    try {
      const text = (await kv.get(GENERATION_KEY)) ?? '';
      checkedAt = now;
      if (text !== knownText) {
        const first = known === undefined && text === '';
        adopt(text);
        if (!first) onChange();
      }
    } catch (error) {
      // KV unreachable: keep serving; the next request tries again.
      console.error('purge generation read failed', (error as Error)?.message ?? error);
    } finally {
      checking = undefined;
    }
  })();
  return checking;
}

/** Records a purge of `prefix` at `now` in KV and in this isolate at once. */
export async function recordPurge(kv: KVNamespace, prefix: string, now: number): Promise<void> {
  let current: Generation = {};
  try {
    current = parse((await kv.get(GENERATION_KEY)) ?? '');
  } catch {
    // An unreadable generation is replaced; the purge itself must not fail on it.
  }
  const next = { ...current, [prefix]: now };
  const text = JSON.stringify(next);
  await kv.put(GENERATION_KEY, text);
  adopt(text);
  checkedAt = now;
}

/** Content stored under `key` ('v2:wp:…') before this epoch ms was purged. */
export function purgedBefore(key: string): number {
  if (!known) return 0;
  const rest = key.slice(key.indexOf(':') + 1);
  let at = 0;
  for (const [prefix, when] of Object.entries(known)) if (rest.startsWith(prefix) && when > at) at = when;
  return at;
}

/** The latest purge time in a generation record (epoch ms; 0 when nothing was ever purged). */
export function latestPurge(generation: Generation): number {
  return Math.max(0, ...Object.values(generation));
}

/** The generation this isolate last adopted (it re-reads KV at most every PURGE_CHECK_SECONDS). */
export function knownGeneration(): Generation {
  return known ?? {};
}

/** A generation record as KV holds it; anything unreadable is no purge. */
export function parseGeneration(text: string): Generation {
  try {
    return parse(text);
  } catch {
    return {};
  }
}

function adopt(text: string): void {
  knownText = text;
  known = parse(text);
}

function parse(text: string): Generation {
  if (!text) return {};
  const value = JSON.parse(text) as unknown;
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
  return Object.fromEntries(Object.entries(value).filter(([, v]) => typeof v === 'number')) as Generation;
}
