import type { KVNamespace } from '@cloudflare/workers-types';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ContentCache, MemoryLayer } from './cache';
import { UpstreamError } from './upstream';
import { FastFailure, UpstreamGuard } from './upstream-guard';

const emptyKv = { get: async () => null, put: async () => undefined } as unknown as KVNamespace;

describe('UpstreamGuard with ContentCache (one isolate, many requests)', () => {
  let clock: number;
  let guard: UpstreamGuard;
  const request = (extra: Partial<ConstructorParameters<typeof ContentCache>[0]> = {}) =>
    new ContentCache({
      kv: emptyKv,
      ttlSeconds: 60,
      timeoutMs: 1000,
      waitUntil: () => undefined,
      now: () => clock,
      guard,
      negativeMs: 10_000,
      breakerFailures: 3,
      breakerCooldownMs: 15_000,
      optionalBudgetMs: 50,
      ...extra,
    });

  beforeEach(() => {
    clock = 1_000_000;
    guard = new UpstreamGuard();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => vi.restoreAllMocks());

  it('concurrent cold misses of one key from different requests share one upstream call', async () => {
    let release!: (v: string) => void;
    const fetcher = vi.fn(() => new Promise<string>((r) => (release = r)));
    const all = Promise.all(Array.from({ length: 20 }, () => request().get('wp:k', fetcher)));
    await Promise.resolve();
    release('v');
    expect(await all).toEqual(Array(20).fill('v'));
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it('remembers a failure for negativeMs and answers from memory, then asks again', async () => {
    const fetcher = vi.fn(async () => Promise.reject(new UpstreamError('HTTP 500', 500)));
    await expect(request().get('wp:k', fetcher)).rejects.toThrow('HTTP 500');
    clock += 9_999;
    await expect(request().get('wp:k', fetcher)).rejects.toThrow('HTTP 500');
    expect(fetcher).toHaveBeenCalledTimes(1);
    clock += 2;
    await expect(request().get('wp:k', async () => 'back')).resolves.toBe('back');
  });

  it('opens the breaker after N consecutive failures, fails fast, then lets one probe through after the cool-down', async () => {
    const failing = vi.fn(async () => Promise.reject(new UpstreamError('HTTP 503', 503)));
    for (const key of ['wp:a', 'wp:b', 'wp:c']) await expect(request().get(key, failing)).rejects.toThrow();
    expect(guard.state('wp')).toBe('open');
    await expect(request().get('wp:d', failing)).rejects.toThrow('circuit open');
    expect(failing).toHaveBeenCalledTimes(3);
    // Another upstream is not affected.
    await expect(request().get('platform:x', async () => 'ok')).resolves.toBe('ok');
    clock += 15_000;
    let release!: (v: string) => void;
    const probe = vi.fn(() => new Promise<string>((r) => (release = r)));
    const first = request().get('wp:e', probe);
    await expect(request().get('wp:f', probe)).rejects.toThrow('circuit open');
    await Promise.resolve();
    release('fine');
    await expect(first).resolves.toBe('fine');
    expect(probe).toHaveBeenCalledTimes(1);
    expect(guard.state('wp')).toBe('closed');
  });

  it("tells each request's observer of the breaker changes and waits it caused, and logs each change once, structured", async () => {
    const trace = { changes: [] as unknown[], waits: [] as string[], outcomes: [] as string[] };
    const observer = {
      upstreamWait: (upstream: string) => (trace.waits.push(upstream), () => undefined),
      breakerChange: (change: unknown) => void trace.changes.push(change),
      contentOutcome: (kind: string) => void trace.outcomes.push(kind),
    };
    const failing = async () => Promise.reject(new UpstreamError('HTTP 503', 503));
    for (const key of ['wp:a', 'wp:b', 'wp:c']) await expect(request({ observer }).get(key, failing)).rejects.toThrow();
    expect(trace.changes).toEqual([{ upstream: 'wp', from: 'closed', to: 'open' }]);
    expect(trace.waits).toEqual(['wp', 'wp', 'wp']);
    expect(trace.outcomes).toEqual(['degraded', 'degraded', 'degraded']);
    clock += 15_000;
    await expect(request({ observer }).get('wp:d', async () => 'fine')).resolves.toBe('fine');
    expect(trace.changes.slice(1)).toEqual([
      { upstream: 'wp', from: 'open', to: 'half-open' },
      { upstream: 'wp', from: 'half-open', to: 'closed' },
    ]);
    const warned = vi.mocked(console.warn).mock.calls.map((call) => call[0]);
    expect(warned).toEqual([
      { event: 'breaker', message: 'upstream wp: circuit open after 3 failures', upstream: 'wp', from: 'closed', to: 'open', failures: 3 },
      { event: 'breaker', message: 'upstream wp: circuit half-open, one probe', upstream: 'wp', from: 'open', to: 'half-open', failures: 3 },
      { event: 'breaker', message: 'upstream wp: circuit closed', upstream: 'wp', from: 'half-open', to: 'closed', failures: 3 },
    ]);
  });

  it("a hung call's timeout is decided by the call, inside the request's budget: its breaker change is that request's", async () => {
    vi.useFakeTimers({ now: clock });
    try {
      const changes: unknown[] = [];
      const observer = { upstreamWait: () => () => undefined, breakerChange: (c: unknown) => void changes.push(c), contentOutcome: () => undefined };
      const got = request({ observer, breakerFailures: 1 }).get('wp:k', () => new Promise<string>(() => undefined));
      const settled = expect(got).rejects.toThrow('timed out after 1000 ms');
      await vi.advanceTimersByTimeAsync(1000);
      await settled;
      expect(changes).toEqual([{ upstream: 'wp', from: 'closed', to: 'open' }]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('a 404 or a malformed body does not count against the breaker', async () => {
    for (const key of ['wp:a', 'wp:b', 'wp:c', 'wp:d']) {
      await expect(request().get(key, async () => Promise.reject(new UpstreamError('HTTP 404', 404)))).rejects.toThrow();
    }
    expect(guard.state('wp')).toBe('closed');
  });

  it('optional data waits only its budget on a cold cache; the call goes on and fills the cache', async () => {
    vi.useFakeTimers({ now: clock });
    try {
      const background: Promise<unknown>[] = [];
      let release!: (v: string) => void;
      const slow = vi.fn(() => new Promise<string>((r) => (release = r)));
      const memory = new MemoryLayer();
      const got = request({ memory, waitUntil: (p) => void background.push(p) }).get('wp:index', slow, { optional: true });
      const settled = expect(got).rejects.toThrow('budget');
      await vi.advanceTimersByTimeAsync(50);
      await settled;
      release('index');
      await Promise.all(background);
      expect(await request({ memory }).get('wp:index', slow, { optional: true })).toBe('index');
      expect(slow).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('FastFailure', () => {
  it('marks a remembered failure, keeping its status, so a remembered 404 is still a 404', async () => {
    const guard = new UpstreamGuard();
    const options = { negativeMs: 1000, breakerFailures: 5, breakerCooldownMs: 1000, now: () => 0 };
    await expect(guard.run('k', 'wp', options, async () => Promise.reject(new UpstreamError('HTTP 404', 404)))).rejects.toThrow('HTTP 404');
    const again = await guard.run('k', 'wp', options, async () => 'never').catch((e: unknown) => e);
    expect(again).toBeInstanceOf(FastFailure);
    expect((again as FastFailure).status).toBe(404);
  });
});
