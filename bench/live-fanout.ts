// Issue 54's scale rows: N browser sockets on the region's LiveHub (the built worker in Miniflare, the stand-in
// upstream feed on loopback), one upstream event → the time until each socket had its `table` frame, against a fan-out
// twin in the same run (bench/fanout-twin-worker.ts: one prepared string sent to every socket, nothing else). Then
// memory per socket from workerd's heap, and a restart of the object with every socket reconnecting.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { build } from 'esbuild';
import { Miniflare, fetch as mfFetch, type MiniflareOptions, type Request as MfRequest } from 'miniflare';
import { LIVE_SOCKET_PATH, LIVE_WATCH_PARAM } from '../client/contracts/live';
import { testVars } from '../tests/support/env';
import { feedTable, startLiveUpstream, type LiveUpstream } from '../tests/support/live-upstream';
import { eventLatencies, fanoutSummary, p95Verdict, type EventLatencies, type FanoutSummary } from './live-latency.mjs';
import type { Row } from './row';
import { percentile } from './stats.mjs';
import { childWorkerds, residentBytes } from './process-memory';
import { SocketFleet, TABLE } from './socket-fleet';
import { heapUsed } from './worker-heap';

const SIZES = (process.env.LIVE_BENCH_SOCKETS ?? '1000,5000').split(',').map(Number);
/** Product and twin events in turn, this many rounds of EVENTS each. */
const ROUNDS = Number(process.env.LIVE_BENCH_ROUNDS ?? 4);
const EVENTS = Number(process.env.LIVE_BENCH_EVENTS ?? 5);
/** QUALITY.md: the fan-out's p95 at 5,000 sockets ≤ 1.5× the twin's; at 5,000 ≤ 5× at 1,000. */
const TWIN_TIMES = 1.5;
const SCALE_TIMES = 5;
/** An event some socket has not had by then is counted missing for that socket (the row fails). */
const EVENT_TIMEOUT_MS = 30_000;
/** After a restart, every socket must have state again by then. */
const RESTART_TIMEOUT_MS = 180_000;

export async function liveFanoutRows(root: string): Promise<Row[]> {
  const load = [os.loadavg()[0]!];
  const upstream = await startLiveUpstream();
  upstream.putTable(feedTable({ tableId: TABLE, totalSeatedPlayers: 0 }));
  const persist = mkdtempSync(path.join(os.tmpdir(), 'live-bench-'));
  const productOptions = productWorker(root, upstream, persist);
  const before = new Set(childWorkerds());
  const product = new Miniflare(productOptions({ port: 0, inspectorPort: 0 }));
  const productUrl = await product.ready;
  const productPid = childWorkerds().find((p) => !before.has(p));
  before.add(productPid ?? -1);
  const twin = new Miniflare(await twinWorker(root));
  const twinUrl = await twin.ready;
  const twinPid = childWorkerds().find((p) => !before.has(p));
  // The resident sets first: a heap snapshot itself grows the process.
  const measureMemory = async (size: number): Promise<Memory> => {
    const productRss = residentBytes(productPid);
    const twinRss = residentBytes(twinPid);
    return { size, productRss, twinRss, product: await heapUsed(product, 'site'), twin: await heapUsed(twin, 'twin') };
  };
  // As the lobby opens it: the topics in the URL (the snapshot comes with the upgrade), then its `watch` once open.
  const products = new SocketFleet(`${socketUrl(productUrl)}?${LIVE_WATCH_PARAM}=tables`, true);
  const twins = new SocketFleet(socketUrl(twinUrl), false);
  let event = 0;
  const rows: Row[] = [];
  const runs = new Map<number, { product: FanoutSummary; twin: FanoutSummary }>();
  const heap: Memory[] = [];
  try {
    // One socket each first: the hub awake, its feed subscribed and its table kept, before the heap's baseline.
    await products.grow(1);
    await twins.grow(1);
    heap.push(await measureMemory(1));
    for (const size of SIZES) {
      await products.grow(size);
      await twins.grow(size);
      heap.push(await measureMemory(size));
      const productEvents: EventLatencies[] = [];
      const twinEvents: EventLatencies[] = [];
      for (let round = 0; round < ROUNDS; round++) {
        for (let i = 0; i < EVENTS; i++) {
          const id = ++event;
          productEvents.push(await products.event(id, EVENT_TIMEOUT_MS, () => upstream.putTable(feedTable({ tableId: TABLE, totalSeatedPlayers: id }))));
          await settle();
        }
        for (let i = 0; i < EVENTS; i++) {
          const id = ++event;
          const text = products.tableFrame(id);
          twinEvents.push(await twins.event(id, EVENT_TIMEOUT_MS, () => void mfFetch(new URL('/push', twinUrl).href, { method: 'POST', body: text }).then((r) => r.arrayBuffer())));
          await settle();
        }
      }
      runs.set(size, { product: fanoutSummary(productEvents), twin: fanoutSummary(twinEvents) });
      if (process.env.LIVE_BENCH_DEBUG) console.error(size, runs.get(size));
    }
    load.push(os.loadavg()[0]!);
    // The twin's sockets go before the restart: only the product's reconnect.
    await twins.closeAll();
    await twin.dispose();
    const restart = await restartWithSockets(product, productOptions, productUrl, products);
    load.push(os.loadavg()[0]!);
    rows.push(...fanoutRows(runs), ...memoryRows(heap), restartRow(restart, products.size), loadRow(load));
  } finally {
    await products.closeAll();
    await product.dispose();
    await twin.dispose().catch(() => undefined);
    await upstream.close();
    rmSync(persist, { recursive: true, force: true });
  }
  return rows;
}

/** A short pause between events: the object's storage write and the clients' last frames are done. */
const settle = () => new Promise((r) => setTimeout(r, 150));

function socketUrl(origin: URL): string {
  return new URL(LIVE_SOCKET_PATH, origin).href.replace(/^http/, 'ws');
}

/** The production bundle as the integration tests start it, on a port of its own, its object's storage on disk. */
function productWorker(root: string, upstream: LiveUpstream, persist: string) {
  const outboundService = async (request: MfRequest) => {
    const url = new URL(request.url);
    if (url.origin !== upstream.origin) throw new Error(`Unexpected outbound request to ${url.href}`);
    const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : await request.arrayBuffer();
    return mfFetch(request.url, { method: request.method, headers: request.headers, body });
  };
  return ({ port, inspectorPort }: { port: number; inspectorPort: number }): MiniflareOptions => ({
    host: '127.0.0.1',
    port,
    inspectorPort,
    // Kept on disk: a restarted object reads back its tables, as a real one does from its storage.
    durableObjectsPersist: persist,
    workers: [
      {
        name: 'site',
        modules: true,
        scriptPath: path.join(root, 'dist/worker/index.js'),
        compatibilityDate: '2026-04-01',
        bindings: testVars(upstream.vars),
        kvNamespaces: { CONTENT_CACHE: 'content-cache' },
        durableObjects: { LIVE_HUB: { className: 'LiveHub', useSQLite: true } },
        outboundService,
      },
    ],
    cf: {},
    handleStructuredLogs: ({ level, message }) => {
      if (level !== 'log') process.stderr.write(`[live bench ${level}] ${message}\n`);
    },
  });
}

/** The fan-out twin, bundled now into its own script: it never ships with the site. */
async function twinWorker(root: string): Promise<MiniflareOptions> {
  const out = await build({ absWorkingDir: root, entryPoints: ['bench/fanout-twin-worker.ts'], bundle: true, format: 'esm', platform: 'neutral', write: false, logLevel: 'warning' });
  return {
    host: '127.0.0.1',
    port: 0,
    inspectorPort: 0,
    workers: [
      {
        name: 'twin',
        modules: true,
        script: out.outputFiles[0]!.text,
        compatibilityDate: '2026-04-01',
        durableObjects: { TWIN: { className: 'FanoutTwin', useSQLite: true } },
      },
    ],
  };
}

/**
 * workerd restarted under the object (Miniflare's setOptions with the same options: a new process, as a deploy or an
 * eviction gives the object a new instance), its storage kept. Every socket is dropped and comes back with the
 * lobby's jittered backoff; timed from the restart's start until every socket has a snapshot with the table again.
 */
async function restartWithSockets(mf: Miniflare, options: (ports: { port: number; inspectorPort: number }) => MiniflareOptions, url: URL, fleet: SocketFleet) {
  const inspectorPort = Number((await mf.getInspectorURL()).port);
  fleet.reconnecting();
  const start = performance.now();
  await mf.setOptions(options({ port: Number(url.port), inspectorPort }));
  const runtimeUp = performance.now() - start;
  const stateAt = await fleet.allHaveState(RESTART_TIMEOUT_MS);
  const times = stateAt.filter((t) => t > 0).map((t) => t - start);
  if (process.env.LIVE_BENCH_DEBUG) {
    const since = (v: number[]) => [0.05, 0.5, 0.95].map((q) => Math.round(percentile(v.map((t) => t - start), q)));
    console.error('restart: opened', fleet.opened.length, since(fleet.opened), 'empty snapshots', fleet.emptySnapshots.length, since(fleet.emptySnapshots), 'state', since(stateAt.filter((t) => t > 0)));
  }
  return { runtimeUp, times, missing: stateAt.length - times.length, dropped: fleet.dropped, tries: fleet.tries };
}

const ms = (v: number) => (v >= 1000 ? `${(v / 1000).toFixed(2)} s` : `${Math.round(v)} ms`);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const triple = (s: FanoutSummary) => `${ms(s.p50)} / ${ms(s.p95)} / ${ms(s.p99)}`;
const n = (v: number) => v.toLocaleString('en-GB');

function fanoutRows(runs: Map<number, { product: FanoutSummary; twin: FanoutSummary }>): Row[] {
  const rows: Row[] = [];
  for (const [size, { product, twin }] of runs) {
    const judged = p95Verdict(product, twin, TWIN_TIMES);
    const complete = product.missing === 0 && twin.missing === 0;
    const budgeted = size >= 5000;
    rows.push({
      measure: `live fan-out, ${n(size)} sockets on one object: upstream event → each socket's table frame, p50 / p95 / p99 (${product.events} events) vs fan-out twin${complete ? '' : ` — ${product.missing} + ${twin.missing} receipts missing`}`,
      value: triple(product),
      reference: triple(twin),
      ratio: `${judged.ratio.toFixed(2)}× (95% ${judged.low.toFixed(2)}–${judged.high.toFixed(2)})`,
      budget: budgeted ? `p95 ≤ ${TWIN_TIMES}×` : 'report',
      pass: complete && judged.verdict !== 'over',
      verdict: !complete ? 'over' : budgeted ? judged.verdict : 'report',
    });
  }
  const small = runs.get(1000);
  const large = runs.get(5000);
  if (small && large) {
    const judged = p95Verdict(large.product, small.product, SCALE_TIMES);
    rows.push({
      measure: 'live fan-out, 5,000 sockets against 1,000 on one object: p95 (twin: 5,000 against 1,000 ' + `${p95Verdict(large.twin, small.twin, 1).ratio.toFixed(2)}×)`,
      value: ms(large.product.p95),
      reference: ms(small.product.p95),
      ratio: `${judged.ratio.toFixed(2)}× (95% ${judged.low.toFixed(2)}–${judged.high.toFixed(2)})`,
      budget: `≤ ${SCALE_TIMES}×`,
      pass: judged.verdict !== 'over',
      verdict: judged.verdict,
    });
  }
  return rows;
}

interface Memory {
  size: number;
  product: number;
  twin: number;
  productRss: number;
  twinRss: number;
}

/** Per socket, from the figures at one socket: the isolate's V8 heap after GC, and workerd's resident set (the sockets' buffers). */
function memoryRows(heap: Memory[]): Row[] {
  const base = heap[0]!;
  return heap.slice(1).flatMap((h) => [
    {
      measure: `live hub memory per socket at ${n(h.size)} sockets: isolate heap after GC (inspector), (heap − heap at 1 socket) ÷ ${n(h.size - 1)}, vs twin`,
      value: kb((h.product - base.product) / (h.size - 1)),
      reference: kb((h.twin - base.twin) / (h.size - 1)),
      budget: 'report',
      pass: true,
    },
    {
      measure: `live hub memory per socket at ${n(h.size)} sockets: workerd process RSS, (RSS − RSS at 1 socket) ÷ ${n(h.size - 1)}, vs twin's process`,
      value: kb((h.productRss - base.productRss) / (h.size - 1)),
      reference: kb((h.twinRss - base.twinRss) / (h.size - 1)),
      budget: 'report',
      pass: true,
    },
  ]);
}

function restartRow(r: Awaited<ReturnType<typeof restartWithSockets>>, size: number): Row {
  const all = r.missing === 0 ? ms(Math.max(...r.times)) : `${r.missing} never`;
  return {
    measure: `live hub restart with ${n(size)} sockets (workerd restarted, storage kept; ${n(r.dropped)} dropped, ${n(r.tries)} tries, backoff 1 s base with equal jitter): until all have a snapshot again; per socket p50 / p95; runtime up in`,
    value: `all ${all}; ${ms(percentile(r.times, 0.5))} / ${ms(percentile(r.times, 0.95))}`,
    reference: ms(r.runtimeUp),
    budget: 'report',
    pass: r.missing === 0,
  };
}

function loadRow(load: number[]): Row {
  return { measure: 'machine: 1-minute load average at the start, after the fan-out, after the restart (2 shared cores)', value: load.map((l) => l.toFixed(2)).join(' / '), budget: 'report', pass: true };
}
