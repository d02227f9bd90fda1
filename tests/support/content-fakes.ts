import type { KVNamespace } from '@cloudflare/workers-types';
import { ContentCache } from '../../worker/content/cache';
import type { FetchLike } from '../../worker/content/upstream';

/** An in-memory KV with the calls the content cache makes. */
export function memoryKv(): KVNamespace {
  const store = new Map<string, string>();
  return {
    get: async (key: string) => (store.has(key) ? JSON.parse(store.get(key)!) : null),
    put: async (key: string, value: string) => void store.set(key, value),
  } as unknown as KVNamespace;
}

export interface Scripted {
  status?: number;
  body?: unknown;
  raw?: string;
  headers?: Record<string, string>;
}

/** A fetch that records each call and answers from `respond`. */
export function fakeFetch(respond: (url: string, init?: RequestInit) => Scripted) {
  const calls: { url: string; init?: RequestInit }[] = [];
  const fetch: FetchLike = async (url, init) => {
    calls.push({ url, ...(init ? { init } : {}) });
    const r = respond(url, init);
    const text = r.raw ?? JSON.stringify(r.body ?? null);
    return new Response(text, { status: r.status ?? 200, headers: { 'content-type': 'application/json', ...r.headers } });
  };
  return { fetch, calls, urls: () => calls.map((c) => c.url) };
}

export function testCache(): ContentCache {
  return new ContentCache({ kv: memoryKv(), ttlSeconds: 60, timeoutMs: 3000, waitUntil: () => undefined });
}

/** Marks HTML as sanitised so tests can see the sanitiser ran (HTMLRewriter itself only exists in workerd). */
export const markSanitised = async (html: string) => `[safe]${html}`;
