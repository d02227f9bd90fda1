import { ReadableStream } from 'node:stream/web';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectedRefusal, INTERNALS, oversizedBody, oversizedCases, pieces, type OversizedCase, validTicket } from '../support/oversized';
import { startWorker, type TestWorker } from '../support/worker';

// Issue 27: a body over its cap gets 413 and leaves the server healthy for the next request
// (docs/decisions/026-bounded-bodies.md). The same sequence runs against `wrangler dev` in tests/e2e/bounded-bodies.test.ts.
const PURGE = 'webhook-secret';
let worker: TestWorker;
beforeAll(async () => {
  worker = await startWorker({ PURGE_SECRET: PURGE, PLATFORM_API_TOKEN: 'brand-token', CAPTCHA_SECRET: 'captcha-secret', TICKET_RATE_LIMIT: '100' });
});
afterAll(() => worker?.dispose());

const headersFor = (endpoint: OversizedCase['endpoint']) => ({
  'content-type': 'application/json',
  'cf-connecting-ip': '198.51.100.27',
  ...(endpoint === 'purge' ? { authorization: `Bearer ${PURGE}` } : {}),
});

/** An oversized body, with its Content-Length or as a stream of unknown length (sent chunked). */
function sendOversized(c: OversizedCase) {
  const bytes = oversizedBody(c);
  const chunks = pieces(bytes);
  const body = c.chunked
    ? new ReadableStream<Uint8Array>({
        pull(controller) {
          const next = chunks.next();
          if (next.done) controller.close();
          else controller.enqueue(next.value);
        },
      })
    : bytes;
  return worker.fetch(c.path, { method: 'POST', headers: headersFor(c.endpoint), body: body as never, ...(c.chunked ? { duplex: 'half' } : {}) } as never);
}

const captchaToken = async () =>
  ((await (await worker.emulator.request('/captcha/token', { method: 'POST', body: JSON.stringify({ siteKey: 'test-site-key' }) })).json()) as { token: string }).token;

/** The normal requests that follow, in turn: health, a small purge, a real ticket. Each says what it must answer. */
const normal = [
  async () => {
    const res = await worker.fetch('/api/health');
    return { res, check: async () => expect(res.status).toBe(200) };
  },
  async () => {
    const res = await worker.fetch('/api/cache/purge', { method: 'POST', headers: headersFor('purge'), body: '{"prefix":"wp:"}' });
    return { res, check: async () => expect(await res.json()).toMatchObject({ complete: true }) };
  },
  async (i: number) => {
    const body = JSON.stringify(validTicket(await captchaToken(), `bounded-${Date.now()}-${i}-abcdefgh`));
    const res = await worker.fetch('/api/support/ticket', { method: 'POST', headers: headersFor('ticket'), body });
    return { res, check: async () => expect(await res.json()).toEqual({ ok: true }) };
  },
];

/** Fails after `ms` instead of waiting for a hung request. */
async function within<T>(ms: number, run: () => Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms)));
  try {
    return await Promise.race([run(), late]);
  } finally {
    clearTimeout(timer);
  }
}

describe('bodies over their caps (issue 27)', () => {
  it('20 oversized ticket and purge bodies, with a length and chunked, each answered 413 and followed by a normal request within 1 s', async () => {
    await worker.fetch('/api/health'); // warm the isolate: the 1 s is for the requests after a refusal
    const cases = oversizedCases();
    expect(cases).toHaveLength(20);
    const latencies: number[] = [];
    for (const [i, c] of cases.entries()) {
      const label = `${c.endpoint} ${c.size} B ${c.chunked ? 'chunked' : 'with length'}`;
      const res = await sendOversized(c).catch((error: Error) => {
        throw new Error(`${label}: ${(error.cause as Error | undefined)?.message ?? error.message}`);
      });
      const text = await res.text();
      expect(res.status, label).toBe(413);
      expect(res.headers.get('content-type'), label).toMatch(/^application\/json/);
      expect(text.length, label).toBeLessThan(300);
      expect(text, label).not.toMatch(INTERNALS);
      expect(JSON.parse(text), label).toMatchObject(expectedRefusal(c));

      const started = performance.now();
      const { res: next, check } = await within(1000, () => normal[i % normal.length]!(i));
      latencies.push(performance.now() - started);
      expect(next.status, `the request after ${label}`).toBe(200);
      await check();
    }
    expect(Math.max(...latencies)).toBeLessThan(1000);
    console.info(`bounded bodies (Miniflare): follow-up latency max ${Math.max(...latencies).toFixed(0)} ms, median ${latencies.sort((a, b) => a - b)[10]!.toFixed(0)} ms`);
  });

  it('reads a body within the cap that comes without a length (chunked)', async () => {
    const res = await worker.fetch('/api/cache/purge', {
      method: 'POST',
      headers: headersFor('purge'),
      body: new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('{"prefix":'));
          controller.enqueue(new TextEncoder().encode('"ltp:"}'));
          controller.close();
        },
      }) as never,
      duplex: 'half',
    } as never);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ complete: true });
  });
});
