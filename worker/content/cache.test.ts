import type { KVNamespace } from '@cloudflare/workers-types';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CACHE_VERSION, ContentCache, MemoryLayer, MISS_FRESH_SECONDS, MISS_KEEP_SECONDS } from './cache';
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

  it('remembers a miss only briefly: fresh for MISS_FRESH_SECONDS, kept in KV for MISS_KEEP_SECONDS, not a week', async () => {
    const puts: { key: string; ttl: number | undefined }[] = [];
    const { kv } = memoryKv();
    const put = kv.put.bind(kv);
    kv.put = (async (key: string, value: string, options?: { expirationTtl?: number }) => {
      puts.push({ key, ttl: options?.expirationTtl });
      return put(key, value);
    }) as KVNamespace['put'];
    const isMiss = (v: string[]) => v.length === 0;
    const fetcher = vi.fn(async () => [] as string[]);
    expect(await make(kv).get('slug', fetcher, { isMiss })).toEqual([]);
    await make(kv).get('list', async () => ['a'], { isMiss });
    await settle();
    expect(puts).toEqual([
      { key: `${CACHE_VERSION}:slug`, ttl: MISS_KEEP_SECONDS },
      { key: `${CACHE_VERSION}:list`, ttl: 60 + 7 * 24 * 3600 },
    ]);
    // Within the miss's short life, no second call; past it (still inside the TTL of 60 s), the upstream is asked.
    clock += (MISS_FRESH_SECONDS - 1) * 1000;
    await make(kv).get('slug', fetcher, { isMiss });
    expect(fetcher).toHaveBeenCalledTimes(1);
    clock += 2000;
    await make(kv).get('slug', async () => ['now published'], { isMiss });
    await settle();
    expect(await make(kv).get('slug', fetcher, { isMiss })).toEqual(['now published']);
    expect(puts.at(-1)).toEqual({ key: `${CACHE_VERSION}:slug`, ttl: 60 + 7 * 24 * 3600 });
  });

  it('a miss in the in-isolate layer is as short-lived as in KV', async () => {
    const { kv } = memoryKv();
    const memory = new MemoryLayer();
    const cache = () => new ContentCache({ kv, memory, ttlSeconds: 3600, timeoutMs: 3000, waitUntil: (p) => void background.push(p), now: () => clock });
    const fetcher = vi.fn(async () => null as string | null);
    await cache().get('slug', fetcher, { isMiss: (v) => v === null });
    await settle();
    clock += (MISS_FRESH_SECONDS + 1) * 1000;
    await cache().get('slug', fetcher, { isMiss: (v) => v === null });
    await settle();
    expect(fetcher).toHaveBeenCalledTimes(2);
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

describe('ContentCache: one upstream budget per request', () => {
  let background: Promise<unknown>[];
  let purgedAt: number;
  const T = 3000;
  const request = (kv: KVNamespace, extra: Partial<ConstructorParameters<typeof ContentCache>[0]> = {}) =>
    new ContentCache({ kv, ttlSeconds: 60, timeoutMs: T, waitUntil: (p) => void background.push(p), purgedBefore: () => purgedAt, ...extra });
  const hanging = () => new Promise<string>(() => undefined);

  beforeEach(() => {
    vi.useFakeTimers({ now: 1_000_000 });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    background = [];
    purgedAt = 0;
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('calls made one after another share one timeout: the second waits only what the first left', async () => {
    const { kv } = memoryKv();
    const cache = request(kv);
    const first = cache.get('platform:a', hanging).catch((e: Error) => e);
    await vi.advanceTimersByTimeAsync(T);
    expect(await first).toBeInstanceOf(UpstreamError);
    const started = Date.now();
    const second = cache.get('platform:b', hanging).catch((e: Error) => e);
    await vi.advanceTimersByTimeAsync(0);
    expect(await second).toBeInstanceOf(UpstreamError);
    expect(Date.now() - started).toBe(0);
    expect(cache.degraded).toBe(true);
  });

  it('a purged entry is refetched within the budget; when it ends, the old value is served and the refetch goes on', async () => {
    const { kv } = memoryKv();
    await request(kv).get('platform:a', async () => 'old');
    await request(kv).get('platform:b', async () => 'old b');
    await vi.advanceTimersByTimeAsync(10);
    purgedAt = Date.now();
    const cache = request(kv);
    let release!: (v: string) => void;
    const a = cache.get('platform:a', () => new Promise<string>((r) => (release = r)));
    await vi.advanceTimersByTimeAsync(T - 1);
    let settled = false;
    void a.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await a).toBe('old');
    // The budget is spent: the next purged key answers its old value at once.
    const started = Date.now();
    let releaseB!: (v: string) => void;
    const b = cache.get('platform:b', () => new Promise<string>((r) => (releaseB = r)));
    await vi.advanceTimersByTimeAsync(0);
    expect(await b).toBe('old b');
    expect(Date.now() - started).toBe(0);
    expect(cache.stale).toBe(true);
    // Its refetch, started when the budget was spent, is kept alive in waitUntil and fills the cache when it lands.
    await vi.advanceTimersByTimeAsync(T - 1);
    releaseB('new b');
    release('too late');
    while (background.length) await Promise.all(background.splice(0));
    expect(await request(kv).get('platform:b', hanging)).toBe('new b');
  });

  it('parallel calls each wait the same budget, not one after another', async () => {
    const { kv } = memoryKv();
    const cache = request(kv);
    const all = Promise.allSettled([cache.get('wp:a', hanging), cache.get('platform:b', hanging), cache.get('categories:c', hanging)]);
    await vi.advanceTimersByTimeAsync(T);
    expect((await all).map((r) => r.status)).toEqual(['rejected', 'rejected', 'rejected']);
  });

  it('optional data waits its own budget, capped by what is left of the request\'s', async () => {
    const { kv } = memoryKv();
    const cache = request(kv, { optionalBudgetMs: 1000 });
    const first = cache.get('platform:a', hanging).catch(() => undefined);
    await vi.advanceTimersByTimeAsync(T - 200);
    const optional = cache.get('wp:index', hanging, { optional: true }).catch((e: Error) => e.message);
    await vi.advanceTimersByTimeAsync(200);
    await first;
    expect(await optional).toBe('optional wp data over its 200 ms budget');
  });

  it('the budget starts when the request first waits on an upstream, not with a cache hit', async () => {
    const { kv } = memoryKv();
    await request(kv).get('platform:a', async () => 'cached');
    const cache = request(kv);
    expect(await cache.get('platform:a', hanging)).toBe('cached');
    await vi.advanceTimersByTimeAsync(2000);
    let settled = false;
    const cold = cache.get('platform:b', hanging).catch(() => (settled = true));
    await vi.advanceTimersByTimeAsync(T - 1);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await cold;
    expect(settled).toBe(true);
  });

  it("a call the request started times out on its own timer, not the budget's: the failure is its own", async () => {
    const { kv } = memoryKv();
    const got = request(kv).get('platform:b', hanging).catch((e: Error) => e.message);
    await vi.advanceTimersByTimeAsync(T);
    expect(await got).toBe(`timed out after ${T} ms`);
  });
});
