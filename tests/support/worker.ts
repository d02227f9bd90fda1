import path from 'node:path';
import { Miniflare, fetch as mfFetch, Response as MfResponse, type Request as MfRequest, type RequestInit as MfRequestInit } from 'miniflare';
import { createEmulator, type Emulator } from '../../emulator/app';
import type { Bindings } from '../../worker/env';
import { EMULATOR_ORIGIN, SITE_ORIGIN, testVars } from './env';

const root = path.resolve(import.meta.dirname, '../..');

export interface TestWorker {
  /** Requests a path of the site; redirects are not followed. `isolate` picks one of `startWorker`'s isolates. */
  fetch(pathname: string, init?: MfRequestInit & { country?: string; isolate?: number }): Promise<MfResponse>;
  /** Outbound requests the worker made that nothing answers would fail; this lists the ones the emulator got. */
  outbound: string[];
  /** The in-process emulator: `emulator.faults.set(prefix, mode, { ms }?)` makes an upstream misbehave. */
  emulator: Emulator;
  /** Resolves once the content cache holds at least `count` entries (writes happen in waitUntil). */
  cached(count?: number): Promise<string[]>;
  /**
   * With `startWorker(vars, { logs: true })`: every console call of the site's workers, as the platform's tail gets
   * it (`wrangler tail --format json`'s `logs[]`: level and the call's arguments, objects kept as objects). Filled
   * when an invocation ends; `logged` waits for it.
   */
  logs: LoggedCall[];
  /** Resolves once `count` calls at `level` have been logged (default: one request line). */
  logged(count?: number, level?: string): Promise<LoggedCall[]>;
  /** Writes a KV entry as a release step would (scripts/release-assets.mjs). */
  putKv(key: string, value: ArrayBuffer | string, metadata?: Record<string, string>): Promise<void>;
  /** Every content entry of the KV namespace (`v2:…`) as text, e.g. to put back what a purge deleted. */
  kvEntries(): Promise<[string, string][]>;
  /** Every content key with its expiry (epoch seconds), as KV lists them. */
  kvKeys(): Promise<{ name: string; expiration?: number }[]>;
  dispose(): Promise<void>;
}

export interface LoggedCall {
  level: string;
  message: unknown[];
}

/** A tail worker: hands each finished invocation's console calls to the test process (its SINK service). */
const TAIL_SCRIPT = `export default {
  async tail(events, env) {
    const logs = events.flatMap((e) => e.logs.map((l) => ({ level: l.level, message: l.message })));
    await env.SINK.fetch('http://sink/', { method: 'POST', body: JSON.stringify(logs) });
  },
};`;

/**
 * How long the test emulator holds a 'hang' fault. An answer sooner than this did not wait on the hang: tests that
 * prove 'never a hang' bound by it rather than by a figure a busy machine can miss.
 */
export const HANG_MS = 8000;

/**
 * The production worker bundle (dist/worker/index.js) in workerd via Miniflare. Its outbound fetches go to the
 * in-process emulator; any other host fails the request loudly (tests make no network calls).
 */
export async function startWorker(
  vars: Partial<Record<keyof Bindings, string>> = {},
  options: {
    isolates?: number;
    logs?: boolean;
    /** Generated games besides the emulator's Irish sample (default 3,000): a test that visits every game's page asks for few. */
    catalogueSize?: number;
    /** Serve dist/client's static files in front of the worker, as the platform does (the brand card, the favicon). */
    assets?: boolean;
    /**
     * Origins whose requests (WebSocket upgrades too) go to a real server on loopback instead of the emulator: a
     * test's own stand-in upstream (tests/support/live-upstream.ts).
     */
    passThrough?: string[];
  } = {},
): Promise<TestWorker> {
  const emulator = createEmulator({ hangMs: HANG_MS, ...(options.catalogueSize !== undefined ? { catalogueSize: options.catalogueSize } : {}) });
  const outbound: string[] = [];
  const outboundService = async (request: MfRequest) => {
    const url = new URL(request.url);
    if (options.passThrough?.includes(url.origin)) {
      const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : await request.arrayBuffer();
      return mfFetch(request.url, { method: request.method, headers: request.headers, body });
    }
    if (url.origin !== EMULATOR_ORIGIN) throw new Error(`Unexpected outbound request to ${url.href}`);
    outbound.push(url.pathname + url.search);
    const res = await emulator.fetch(new Request(request.url, { method: request.method, headers: request.headers as never, body: request.body as never, duplex: 'half' } as RequestInit));
    // The body is streamed, not buffered: a 'reset' fault's body errors mid-way in the worker's reader, as a dropped
    // connection does, instead of failing the whole fetch here.
    return new MfResponse(res.body as never, { status: res.status, headers: [...res.headers] });
  };
  // Several workers of the same bundle are separate isolates (their own module state) sharing one KV namespace,
  // as the isolates of one region do.
  const names = Array.from({ length: options.isolates ?? 1 }, (_, i) => `site${i}`);
  const logs: LoggedCall[] = [];
  const tail = {
    name: 'tail',
    modules: true,
    script: TAIL_SCRIPT,
    compatibilityDate: '2026-04-01',
    serviceBindings: {
      SINK: async (request: MfRequest) => {
        logs.push(...((await request.json()) as LoggedCall[]));
        return new MfResponse(null, { status: 204 });
      },
    },
  };
  const mf = new Miniflare({
    workers: [
      ...names.map((name) => ({
        name,
        modules: true,
        scriptPath: path.join(root, 'dist/worker/index.js'),
        compatibilityDate: '2026-04-01',
        bindings: testVars(vars),
        kvNamespaces: { CONTENT_CACHE: 'content-cache' },
        // The region's live-casino object, as wrangler.toml binds it (each isolate's worker has its own namespace here).
        durableObjects: { LIVE_HUB: { className: 'LiveHub', useSQLite: true } },
        outboundService,
        ...(options.logs ? { tails: ['tail'] } : {}),
        ...(options.assets ? { assets: { directory: path.join(root, 'dist/client'), routerConfig: { has_user_worker: true } } } : {}),
      })),
      ...(options.logs ? [tail] : []),
    ],
    // No country unless a test gives one (Miniflare would otherwise invent 'US'); never fetched from the network.
    cf: {},
    // The request lines (console.log, one per request) stay out of the test output; warnings and errors show.
    handleStructuredLogs: ({ level, message }) => {
      if (level !== 'log') process.stderr.write(`[worker ${level}] ${message}\n`);
    },
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
  const kvEntries = async () => {
    const kv = await mf.getKVNamespace('CONTENT_CACHE', names[0]);
    const keys = (await kv.list()).keys.filter((k) => k.name !== 'purge-generation');
    return Promise.all(keys.map(async (k): Promise<[string, string]> => [k.name, (await kv.get(k.name, 'text')) ?? '']));
  };
  const kvKeys = async () => {
    const kv = await mf.getKVNamespace('CONTENT_CACHE', names[0]);
    return (await kv.list()).keys.filter((k) => k.name !== 'purge-generation').map((k) => ({ name: k.name, ...(k.expiration ? { expiration: k.expiration } : {}) }));
  };
  const logged = async (count = 1, level = 'log') => {
    for (let i = 0; i < 250; i++) {
      const found = logs.filter((l) => l.level === level);
      if (found.length >= count) return found;
      await new Promise((r) => setTimeout(r, 20));
    }
    throw new Error(`never logged ${count} ${level} calls (got ${logs.length} calls)`);
  };
  return {
    outbound,
    emulator,
    logs,
    logged,
    cached,
    putKv,
    kvEntries,
    kvKeys,
    fetch: async (pathname, init = {}) => {
      const { country, isolate = 0, ...rest } = init;
      const request: MfRequestInit = { redirect: 'manual', ...rest, ...(country ? { cf: { country } } : {}) };
      if (isolate === 0) return mf.dispatchFetch(SITE_ORIGIN + pathname, request);
      return (await mf.getWorker(names[isolate]!)).fetch(SITE_ORIGIN + pathname, request);
    },
    dispose: () => mf.dispose(),
  };
}
