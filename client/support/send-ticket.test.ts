import { describe, expect, it } from 'vitest';
import type { TicketRequest } from '../contracts/ticket';
import { sendTicket } from './send-ticket';

const request = { name: 'A', surname: 'B', email: 'a@b.ie', subject: 'other', message: 'Hi', locale: 'en', captchaToken: 't', idempotencyKey: 'k'.repeat(20), session: null } satisfies TicketRequest;
const answer = (status: number, body: unknown) => async () => new Response(typeof body === 'string' ? body : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('sendTicket', () => {
  it('is ok only when the worker says ok', async () => {
    expect(await sendTicket(request, answer(200, { ok: true }))).toEqual({ ok: true });
    expect(await sendTicket(request, answer(200, 'not json'))).toEqual({ ok: false, code: 'network' });
  });

  it("passes the worker's refusal on: code, message, field problems", async () => {
    const refusal = { ok: false, code: 'invalid', error: 'Please check', fields: { email: 'emailInvalid' } };
    expect(await sendTicket(request, answer(400, refusal))).toEqual(refusal);
    expect(await sendTicket(request, answer(429, { ok: false, code: 'rate-limited', error: 'Wait', retryAfter: 60 }))).toEqual({ ok: false, code: 'rate-limited', error: 'Wait' });
  });

  it('turns a network failure or a proxy page into a failure it can explain', async () => {
    expect(await sendTicket(request, async () => Promise.reject(new TypeError('Failed to fetch')))).toMatchObject({ ok: false });
    expect(await sendTicket(request, answer(502, '<html>Bad gateway</html>'))).toEqual({ ok: false, code: 'network' });
  });
});
