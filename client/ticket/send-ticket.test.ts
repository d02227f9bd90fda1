import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TicketRequest } from '../contracts/ticket';
import { sendTicket } from './send-ticket';

const request = { name: 'A', surname: 'B', email: 'a@b.ie', subject: 'other', message: 'Hi', locale: 'en', captchaToken: 't', idempotencyKey: 'k'.repeat(20), session: null } satisfies TicketRequest;
const answer = (status: number, body: unknown) => async () => new Response(typeof body === 'string' ? body : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => vi.unstubAllGlobals());

describe('sendTicket', () => {
  it('posts the ticket as JSON to the worker, with a time limit', async () => {
    const fetcher = vi.fn(async (_url: string, _init: RequestInit) => answer(200, { ok: true })());
    await sendTicket(request, fetcher);
    const [url, init] = fetcher.mock.calls[0]!;
    expect(url).toBe('/api/support/ticket');
    expect(init).toMatchObject({ method: 'POST', headers: { Accept: 'application/json', 'Content-Type': 'application/json' } });
    expect(JSON.parse(String(init.body))).toEqual(request);
    expect(init.signal).toBeInstanceOf(AbortSignal);
  });

  it('is ok only when the worker says ok', async () => {
    expect(await sendTicket(request, answer(200, { ok: true }))).toEqual({ ok: true });
    expect(await sendTicket(request, answer(200, 'not json'))).toEqual({ ok: false, code: 'network' });
    // Success claimed with an error status (a cache or proxy in between) files nothing.
    expect(await sendTicket(request, answer(502, { ok: true }))).toEqual({ ok: false, code: 'network' });
  });

  it("passes the worker's refusal on: code, message, field problems", async () => {
    const refusal = { ok: false, code: 'invalid', error: 'Please check', fields: { email: 'emailInvalid' } };
    expect(await sendTicket(request, answer(400, refusal))).toEqual(refusal);
    expect(await sendTicket(request, answer(429, { ok: false, code: 'rate-limited', error: 'Wait', retryAfter: 60 }))).toEqual({ ok: false, code: 'rate-limited', error: 'Wait' });
  });

  it('turns a network failure or a proxy page into a failure it can explain', async () => {
    expect(await sendTicket(request, async () => Promise.reject(new TypeError('Failed to fetch')))).toEqual({ ok: false, code: 'network' });
    expect(await sendTicket(request, answer(502, '<html>Bad gateway</html>'))).toEqual({ ok: false, code: 'network' });
  });

  it('says offline when the browser knows it is', async () => {
    vi.stubGlobal('navigator', { onLine: false });
    expect(await sendTicket(request, async () => Promise.reject(new TypeError('Failed to fetch')))).toEqual({ ok: false, code: 'offline' });
    // Offline or not, an answer that is no ticket answer is a network problem, not a lost connection.
    expect(await sendTicket(request, answer(502, '<html>Bad gateway</html>'))).toEqual({ ok: false, code: 'network' });
  });
});
