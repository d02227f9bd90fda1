import http from 'node:http';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { E2E_PURGE_SECRET } from '../support/e2e-server';
import { expectedRefusal, INTERNALS, oversizedBody, oversizedCases, pieces, type OversizedCase, validTicket } from '../support/oversized';

// Issue 27 against `npm start` (a real `wrangler dev`, whose proxy hung, answered 503/500 with a stack and exited after
// a refused body): the sequence of tests/integration/bounded-bodies.test.ts, over plain HTTP/1.1 with keep-alive.
// docs/decisions/026-bounded-bodies.md.
const base = new URL(inject('baseUrl'));
const emulator = inject('emulatorUrl');
// One keep-alive connection pool, as a browser or a webhook client has: a refusal must not spoil the next request.
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
afterAll(() => agent.destroy());

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
  ...(endpoint === 'purge' ? { authorization: `Bearer ${E2E_PURGE_SECRET}` } : {}),
});

const captchaToken = async () =>
  ((await (await fetch(`${emulator}/captcha/token`, { method: 'POST', body: JSON.stringify({ siteKey: 'e2e-site-key' }) })).json()) as { token: string }).token;

/** The normal requests that follow, in turn: health, a small purge, a real ticket, with what each must answer. */
const normal: ((i: number) => Promise<{ answer: Answer; expected: Record<string, unknown> }>)[] = [
  async () => ({ answer: await request('/api/health', { timeoutMs: 1000 }), expected: { ok: true } }),
  async () => ({
    answer: await request('/api/cache/purge', { method: 'POST', headers: headersFor('purge'), body: '{"prefix":"ltp:"}', timeoutMs: 1000 }),
    expected: { complete: true },
  }),
  async (i) => {
    const ticket = JSON.stringify(validTicket(await captchaToken(), `bounded-e2e-${Date.now()}-${i}-abcdefgh`));
    return { answer: await request('/api/support/ticket', { method: 'POST', headers: headersFor('ticket'), body: ticket, timeoutMs: 1000 }), expected: { ok: true } };
  },
];

describe('bodies over their caps on `npm start` (issue 27)', () => {
  it('20 oversized ticket and purge bodies, with a length and chunked: each 413, each next request answered within 1 s, the server up', async () => {
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
      expect(answer.ms, `the request after ${label}`).toBeLessThan(1000);
      expect(answer.body).not.toMatch(INTERNALS);
      expect(JSON.parse(answer.body), `the request after ${label}`).toMatchObject(expected);
    }
    // Still up after all of them (the defect made `wrangler dev` exit after a few refusals).
    await new Promise((r) => setTimeout(r, 500));
    expect((await request('/api/health', { timeoutMs: 1000 })).status).toBe(200);
    const sorted = [...latencies].sort((a, b) => a - b);
    console.info(`bounded bodies (wrangler dev): follow-up latency max ${sorted.at(-1)!.toFixed(0)} ms, median ${sorted[10]!.toFixed(0)} ms`);
  });
});
