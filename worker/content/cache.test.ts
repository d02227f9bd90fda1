import type { KVNamespace } from '@cloudflare/workers-types';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ContentCache, MemoryLayer } from './cache';
import { UpstreamError } from './upstream';

/** An in-memory KV with the two calls the cache makes. */
function memoryKv() {
  const store = new Map<string, string>();
  const kv = {
    get: async (key: string) => (store.has(key) ? JSON.parse(store.get(key)!) : null),
    put: async (key: string, value: string) => void store.set(key, value),
  } as unknown as KVNamespace;
  return { kv, store };
}

describe('ContentCache', () => {
  let background: Promise<unknown>[];
  let clock: number;
  const make = (kv: KVNamespace) =>
    new ContentCache({ kv, ttlSeconds: 60, timeoutMs: 3000, waitUntil: (p) => void background.push(p), now: () => clock });
  const settle = () => Promise.all(background.splice(0));

  beforeEach(() => {
    background = [];
    clock = 1_000_000;
  });
  afterEach(() => vi.useRealTimers());

  it('fetches on a cold miss, then serves from KV while fresh', async () => {
    const { kv } = memoryKv();
    const fetcher = vi.fn(async () => ({ n: 1 }));
    expect(await make(kv).get('k', fetcher)).toEqual({ n: 1 });
    await settle();
    clock += 59_000;
    expect(await make(kv).get('k', fetcher)).toEqual({ n: 1 });
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it('serves stale past the TTL and refreshes in the background', async () => {
    const { kv } = memoryKv();
    await make(kv).get('k', async () => 'old');
    await settle();
    clock += 61_000;
    expect(await make(kv).get('k', async () => 'new')).toBe('old');
    await settle();
    expect(await make(kv).get('k', async () => 'newer')).toBe('new');
  });

  it('keeps the stale value when the refresh fails', async () => {
    const { kv } = memoryKv();
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await make(kv).get('k', async () => 'good');
    await settle();
    clock += 120_000;
    expect(await make(kv).get('k', async () => Promise.reject(new UpstreamError('HTTP 500', 500)))).toBe('good');
    await settle();
    expect(log).toHaveBeenCalled();
    clock += 1;
    expect(await make(kv).get('k', async () => Promise.reject(new UpstreamError('HTTP 500', 500)))).toBe('good');
  });

  it('fails a cold miss when the upstream fails, caches nothing, and marks the request degraded', async () => {
    const { kv, store } = memoryKv();
    const cache = make(kv);
    expect(cache.degraded).toBe(false);
    await expect(cache.get('k', async () => Promise.reject(new UpstreamError('HTTP 503', 503)))).rejects.toThrow('HTTP 503');
    await settle();
    expect(store.size).toBe(0);
    expect(cache.degraded).toBe(true);
  });

  it('gives up on a hanging upstream after the timeout and aborts it', async () => {
    vi.useFakeTimers();
    const { kv } = memoryKv();
    let aborted = false;
    const pending = make(kv).get('k', (signal) => {
      signal.addEventListener('abort', () => (aborted = true));
      return new Promise(() => undefined);
    });
    const assertion = expect(pending).rejects.toThrow('timed out after 3000 ms');
    await vi.advanceTimersByTimeAsync(3000);
    await assertion;
    expect(aborted).toBe(true);
  });

  it('answers from the in-isolate layer while fresh, without reading KV', async () => {
    const { kv } = memoryKv();
    const memory = new MemoryLayer();
    const withMemory = () => new ContentCache({ kv, memory, ttlSeconds: 60, timeoutMs: 3000, waitUntil: (p) => void background.push(p), now: () => clock });
    const value = { big: [1, 2, 3] };
    await withMemory().get('k', async () => value);
    await settle();
    const read = vi.spyOn(kv, 'get');
    expect(await withMemory().get('k', async () => ({ big: [] }))).toBe(value);
    expect(read).not.toHaveBeenCalled();
    clock += 61_000;
    expect(await withMemory().get('k', async () => ({ big: [9] }))).toEqual(value);
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('MemoryLayer evicts the least recently used entry', () => {
    const m = new MemoryLayer(2);
    m.set('a', 1);
    m.set('b', 2);
    m.get('a');
    m.set('c', 3);
    expect([m.get('a'), m.get('b'), m.get('c')]).toEqual([1, undefined, 3]);
  });

  it('shares one fetch between identical keys of one request', async () => {
    const { kv } = memoryKv();
    const cache = make(kv);
    const fetcher = vi.fn(async () => 'x');
    await Promise.all([cache.get('k', fetcher), cache.get('k', fetcher), cache.get('other', fetcher)]);
    expect(fetcher).toHaveBeenCalledTimes(2);
  });
});
