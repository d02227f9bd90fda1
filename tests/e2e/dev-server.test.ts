import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync, statSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectedRefusal, INTERNALS, oversizedBody, oversizedCases, pieces, type OversizedCase, validTicket } from '../support/oversized';

/**
 * `npm start` — scripts/dev.mjs: the emulator and `wrangler dev` bundling the worker from source — is the developers'
 * server; the rest of the e2e tier runs the built worker in Miniflare (tests/support/e2e-server.ts). This file checks
 * what only `wrangler dev` can break: it comes up and serves `/` and a hashed asset, and (issue 27: its proxy once hung,
 * answered 503/500 with a stack and exited after a refused body) it refuses oversized bodies and keeps serving, the
 * sequence of tests/integration/bounded-bodies.test.ts over plain HTTP/1.1 with keep-alive. E2E_DEV_PORT moves it
 * (default 8807; the emulator and the inspector take the next two ports). docs/decisions/026-bounded-bodies.md.
 */
const root = path.resolve(import.meta.dirname, '../..');
const port = Number(process.env.E2E_DEV_PORT ?? 8807);
const base = new URL(`http://127.0.0.1:${port}`);
const emulator = `http://127.0.0.1:${port + 1}`;
const PURGE_SECRET = 'e2e-dev-purge-secret';
let server: ChildProcess | undefined;
let output = '';
// One keep-alive connection pool, as a browser or a webhook client has: a refusal must not spoil the next request.
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

beforeAll(async () => {
  const persistTo = path.join(root, '.tmp', `e2e-dev-state-${port}`);
  rmSync(persistTo, { recursive: true, force: true });
  server = spawn(process.execPath, [path.join(root, 'scripts/dev.mjs')], {
    cwd: root,
    // A fresh KV of its own: content a dev server or an older build left in .wrangler/state would be served stale.
    env: { ...process.env, WRANGLER_PERSIST_TO: persistTo, PORT: String(port), EMULATOR_PORT: String(port + 1), INSPECTOR_PORT: String(port + 2), TICKET_RATE_LIMIT: '100', PURGE_SECRET },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout!.on('data', (d) => (output += d));
  server.stderr!.on('data', (d) => (output += d));
  const died = new Promise<never>((_, reject) => server!.once('exit', (code) => reject(new Error(`npm start exited (${code}):\n${output}`))));
  // Polled until it answers: wrangler dev bundles the worker first (the hook's timeout bounds the wait).
  const up = (async () => {
    for (;;) {
      try {
        if ((await fetch(`${base.origin}/api/health`)).ok) return;
      } catch {}
      await new Promise((r) => setTimeout(r, 250));
    }
  })();
  await Promise.race([up, died]);
}, 90_000);

afterAll(async () => {
  agent.destroy();
  // Its process group (dev.mjs, wrangler, workerd): only what this file started.
  if (server?.pid) {
    const exited = new Promise((r) => server!.once('exit', r));
    try {
      process.kill(-server.pid, 'SIGTERM');
    } catch {}
    await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
  }
});

describe('`npm start` comes up', () => {
  it('serves the home page and the hashed assets it names', async () => {
    const home = await fetch(`${base.origin}/`);
    expect(home.status).toBe(200);
    const html = await home.text();
    expect(html).toContain('id="root"');
    // The entry (a guest's start script names it, docs/decisions/050) and the modules the page asks for with it.
    const assets = [...new Set(html.match(/\/assets\/[\w.-]+\.js/g) ?? [])];
    expect(assets.length, 'hashed scripts in the home page').toBeGreaterThan(1);
    for (const asset of assets) {
      const res = await fetch(`${base.origin}${asset}`);
      expect(res.status, asset).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/javascript/);
      expect((await res.arrayBuffer()).byteLength, asset).toBe(statSync(path.join(root, 'dist/client', asset)).size);
    }
  });
});

interface Answer {
  status: number;
  type: string;
  body: string;
  ms: number;
}

/** One request over node's http: `chunked` streams the body with no Content-Length. Rejects after `timeoutMs`. */
function request(path: string, init: { method?: string; headers?: Record<string, string>; body?: Uint8Array | string; chunked?: boolean; timeoutMs: number }): Promise<Answer> {
  const { method = 'GET', headers = {}, body, chunked = false, timeoutMs } = init;
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const length = body === undefined || chunked ? {} : { 'content-length': String(Buffer.byteLength(body)) };
    const req = http.request({ host: base.hostname, port: base.port, path, method, agent, headers: { ...headers, ...length } });
    const timer = setTimeout(() => req.destroy(new Error(`${method} ${path}: no answer within ${timeoutMs} ms`)), timeoutMs);
    req.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    req.on('response', (res) => {
      const parts: Buffer[] = [];
      res.on('data', (d: Buffer) => parts.push(d));
      res.on('end', () => {
        clearTimeout(timer);
        resolve({ status: res.statusCode ?? 0, type: String(res.headers['content-type'] ?? ''), body: Buffer.concat(parts).toString(), ms: performance.now() - started });
      });
    });
    if (body !== undefined && chunked && typeof body !== 'string') {
      for (const piece of pieces(body)) req.write(piece);
      req.end();
    } else req.end(body);
  });
}

const headersFor = (endpoint: OversizedCase['endpoint']): Record<string, string> => ({
  'content-type': 'application/json',
  ...(endpoint === 'purge' ? { authorization: `Bearer ${PURGE_SECRET}` } : {}),
});

const captchaToken = async () =>
  ((await (await fetch(`${emulator}/captcha/token`, { method: 'POST', body: JSON.stringify({ siteKey: 'e2e-site-key' }) })).json()) as { token: string }).token;

/** The normal requests that follow, in turn: health, a small purge, a real ticket, with what each must answer. */
const normal: ((i: number) => Promise<{ answer: Answer; expected: Record<string, unknown> }>)[] = [
  async () => ({ answer: await request('/api/health', { timeoutMs: 5000 }), expected: { ok: true } }),
  async () => ({
    answer: await request('/api/cache/purge', { method: 'POST', headers: headersFor('purge'), body: '{"prefix":"ltp:"}', timeoutMs: 5000 }),
    expected: { complete: true },
  }),
  async (i) => {
    const ticket = JSON.stringify(validTicket(await captchaToken(), `bounded-e2e-${Date.now()}-${i}-abcdefgh`));
    return { answer: await request('/api/support/ticket', { method: 'POST', headers: headersFor('ticket'), body: ticket, timeoutMs: 5000 }), expected: { ok: true } };
  },
];

describe('bodies over their caps on `npm start` (issue 27)', () => {
  it('20 oversized ticket and purge bodies, with a length and chunked: each 413, each next request answered, the server up', async () => {
    expect((await request('/api/health', { timeoutMs: 5000 })).status).toBe(200);
    const latencies: number[] = [];
    for (const [i, c] of oversizedCases().entries()) {
      const label = `${c.endpoint} ${c.size} B ${c.chunked ? 'chunked' : 'with length'}`;
      const refused = await request(c.path, { method: 'POST', headers: headersFor(c.endpoint), body: oversizedBody(c), chunked: c.chunked, timeoutMs: 15_000 });
      expect(refused.status, label).toBe(413);
      expect(refused.type, label).toMatch(/^application\/json/);
      expect(refused.body.length, label).toBeLessThan(300);
      expect(refused.body, label).not.toMatch(INTERNALS);
      expect(JSON.parse(refused.body), label).toMatchObject(expectedRefusal(c));

      const { answer, expected } = await normal[i % normal.length]!(i);
      latencies.push(answer.ms);
      expect(answer.status, `the request after ${label}: ${answer.body.slice(0, 200)}`).toBe(200);
      expect(answer.body).not.toMatch(INTERNALS);
      expect(JSON.parse(answer.body), `the request after ${label}`).toMatchObject(expected);
    }
    // Still up after all of them (the defect made `wrangler dev` exit after a few refusals).
    expect((await request('/api/health', { timeoutMs: 5000 })).status).toBe(200);
    const sorted = [...latencies].sort((a, b) => a - b);
    // A hang is what `timeoutMs` catches; the figures are for the log, not a bound a busy machine could break.
    console.info(`bounded bodies (wrangler dev): follow-up latency max ${sorted.at(-1)!.toFixed(0)} ms, median ${sorted[10]!.toFixed(0)} ms`);
  });
});
