import path from 'node:path';
import { Miniflare, Response as MfResponse, type Request as MfRequest, type RequestInit as MfRequestInit } from 'miniflare';
import { createEmulator, type Emulator } from '../../emulator/app';
import type { Bindings } from '../../worker/env';
import { EMULATOR_ORIGIN, SITE_ORIGIN, testVars } from './env';

const root = path.resolve(import.meta.dirname, '../..');

export interface TestWorker {
  /** Requests a path of the site; redirects are not followed. `isolate` picks one of `startWorker`'s isolates. */
  fetch(pathname: string, init?: MfRequestInit & { country?: string; isolate?: number }): Promise<MfResponse>;
  /** Outbound requests the worker made that nothing answers would fail; this lists the ones the emulator got. */
  outbound: string[];
  /** The in-process emulator: `emulator.faults.set(prefix, mode)` makes an upstream misbehave. */
  emulator: Emulator;
  /** Resolves once the content cache holds at least `count` entries (writes happen in waitUntil). */
  cached(count?: number): Promise<string[]>;
  /** Writes a KV entry as a release step would (scripts/release-assets.mjs). */
  putKv(key: string, value: ArrayBuffer | string, metadata?: Record<string, string>): Promise<void>;
  dispose(): Promise<void>;
}

/**
 * The production worker bundle (dist/worker/index.js) in workerd via Miniflare. Its outbound fetches go to the
 * in-process emulator; any other host fails the request loudly (tests make no network calls).
 */
export async function startWorker(vars: Partial<Record<keyof Bindings, string>> = {}, options: { isolates?: number } = {}): Promise<TestWorker> {
  const emulator = createEmulator({ hangMs: 8000 });
  const outbound: string[] = [];
  const outboundService = async (request: MfRequest) => {
    const url = new URL(request.url);
    if (url.origin !== EMULATOR_ORIGIN) throw new Error(`Unexpected outbound request to ${url.href}`);
    outbound.push(url.pathname + url.search);
    const res = await emulator.fetch(new Request(request.url, { method: request.method, headers: request.headers as never, body: request.body as never, duplex: 'half' } as RequestInit));
    return new MfResponse(await res.arrayBuffer(), { status: res.status, headers: [...res.headers] });
  };
  // Several workers of the same bundle are separate isolates (their own module state) sharing one KV namespace,
  // as the isolates of one region do.
  const names = Array.from({ length: options.isolates ?? 1 }, (_, i) => `site${i}`);
  const mf = new Miniflare({
    workers: names.map((name) => ({
      name,
      modules: true,
      scriptPath: path.join(root, 'dist/worker/index.js'),
      compatibilityDate: '2026-04-01',
      bindings: testVars(vars),
      kvNamespaces: { CONTENT_CACHE: 'content-cache' },
      outboundService,
    })),
    // No country unless a test gives one (Miniflare would otherwise invent 'US'); never fetched from the network.
    cf: {},
  });
  await mf.ready;
  const cached = async (count = 1) => {
    const kv = await mf.getKVNamespace('CONTENT_CACHE', names[0]);
    for (let i = 0; i < 100; i++) {
      // Content entries only: the purge generation is bookkeeping.
      const keys = (await kv.list()).keys.filter((k) => k.name !== 'purge-generation');
      if (keys.length >= count) return keys.map((k) => k.name);
      await new Promise((r) => setTimeout(r, 20));
    }
    throw new Error(`content cache never reached ${count} entries`);
  };
  const putKv = async (key: string, value: ArrayBuffer | string, metadata?: Record<string, string>) => {
    const kv = await mf.getKVNamespace('CONTENT_CACHE', names[0]);
    await kv.put(key, value, metadata ? { metadata } : {});
  };
  return {
    outbound,
    emulator,
    cached,
    putKv,
    fetch: async (pathname, init = {}) => {
      const { country, isolate = 0, ...rest } = init;
      const request: MfRequestInit = { redirect: 'manual', ...rest, ...(country ? { cf: { country } } : {}) };
      if (isolate === 0) return mf.dispatchFetch(SITE_ORIGIN + pathname, request);
      return (await mf.getWorker(names[isolate]!)).fetch(SITE_ORIGIN + pathname, request);
    },
    dispose: () => mf.dispose(),
  };
}
