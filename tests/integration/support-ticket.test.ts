import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TicketResponse } from '../../client/contracts/ticket';
import type { ReceivedTicket } from '../../emulator/platform/tickets-routes';
import { validTicket } from '../support/oversized';
import { HANG_MS, startWorker, type TestWorker } from '../support/worker';

const TOKEN = 'brand-secret-token-xyz';
let worker: TestWorker;
beforeAll(async () => {
  worker = await startWorker({ PLATFORM_API_TOKEN: TOKEN, CAPTCHA_SECRET: 'captcha-secret', UPSTREAM_TIMEOUT_MS: '500', TICKET_RATE_LIMIT: '3', TICKET_RATE_WINDOW_SECONDS: '2', CAPTCHA_FAILURE_LIMIT: '6' });
});
afterAll(() => worker?.dispose());

let client = 0;
/** Each test is its own client (its own rate-limit window). */
let ip = '';
beforeEach(async () => {
  ip = `198.51.100.${++client}`;
  worker.emulator.faults.clear();
  await worker.emulator.request('/__emulator/tickets', { method: 'DELETE' });
  await worker.emulator.request('/__emulator/tickets/answer', { method: 'DELETE' });
});

const captchaToken = async () =>
  ((await (await worker.emulator.request('/captcha/token', { method: 'POST', body: JSON.stringify({ siteKey: 'test-site-key' }) })).json()) as { token: string }).token;

let keys = 0;
const draft = async (over: Record<string, unknown> = {}) => validTicket(await captchaToken(), `key-${Date.now()}-${++keys}-abcdefgh`, over);

const send = (body: unknown, headers: Record<string, string> = {}) =>
  worker.fetch('/api/support/ticket', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'cf-connecting-ip': ip, 'user-agent': 'IntegrationTest/1.0', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

const tickets = async () => (await (await worker.emulator.request('/__emulator/tickets')).json()) as ReceivedTicket[];

describe('POST /api/support/ticket', () => {
  it("files a guest's ticket with the short body and the brand's bearer token, which no answer carries", async () => {
    const res = await send(await draft());
    const text = await res.text();
    expect(res.status).toBe(200);
    expect(JSON.parse(text)).toEqual({ ok: true });
    expect(text).not.toContain(TOKEN);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const [ticket] = await tickets();
    expect(ticket!.token).toBe(TOKEN);
    expect(ticket!.body).toEqual({
      name: 'Aoife',
      surname: 'Byrne',
      email: 'aoife@example.ie',
      subject: 'Deposits',
      message: 'My deposit of £20 has not arrived.',
      lng: 'en',
      brandDomain: 'shamrockspins.test',
      SSOStatus: false,
      userAgent: 'IntegrationTest/1.0',
      country: 'GB',
      ASGBrand: false,
    });
  });

  it("files a player's ticket with the SSO body; the country is the edge's, not the browser's", async () => {
    const login = (await (await worker.emulator.request('/platform/api/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'player-gb', password: 'demo' }) })).json()) as { token: string };
    const session = { playerId: 'P-1001', restriction: '', registrationDate: '2023-03-17', countryCode: 'GB', language: 'FIN', loyaltyLevel: 'Gold', sessionToken: login.token };
    const res = await send(await draft({ session, locale: 'fi', country: 'XX' }), {});
    expect(res.status).toBe(200);
    const [ticket] = await tickets();
    expect(ticket!.body).toMatchObject({ SSOStatus: true, playerId: 'P-1001', sessionToken: login.token, playerLanguage: 'FIN', lng: 'fi', groupId: 178, brandName: 'Shamrock Spins', country: 'GB' });
    // The platform checks the token against the player: a forged one files nothing.
    const forged = await send(await draft({ session: { ...session, playerId: 'P-1002' } }));
    expect(forged.status).toBe(503);
    expect(await tickets()).toHaveLength(1);
  });

  it('refuses a draft the form would refuse: 400 with field problems and the message in the request language', async () => {
    const res = await send(await draft({ name: ' ', email: 'nope', locale: 'fi' }));
    expect(res.status).toBe(400);
    const body = (await res.json()) as Extract<TicketResponse, { ok: false }>;
    expect(body).toMatchObject({ ok: false, code: 'invalid', fields: { name: 'nameRequired', email: 'emailInvalid' } });
    expect(body.error).toBe('Tarkista alla merkityt kentät.');
    expect(await tickets()).toEqual([]);
  });

  it('answers 400 to a body that is not JSON or not a ticket, and 413 to one over 16 KB', async () => {
    expect((await send('{"name":')).status).toBe(400);
    expect((await send(await draft(), { 'content-type': 'text/plain' })).status).toBe(400);
    expect((await send({ name: 1 })).status).toBe(400);
    const big = await send(await draft({ message: 'x'.repeat(17_000) }));
    expect(big.status).toBe(413);
    expect(await big.json()).toMatchObject({ ok: false, code: 'too-large' });
  });

  it('rate-limits a client (429 with Retry-After) and lets it in again after the window', async () => {
    for (let i = 0; i < 3; i++) expect((await send(await draft())).status).toBe(200);
    const limited = await send(await draft());
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await limited.json()).toMatchObject({ ok: false, code: 'rate-limited', error: expect.stringContaining('support@shamrockspins.test') });
    await new Promise((r) => setTimeout(r, 2100));
    expect((await send(await draft())).status).toBe(200);
  });

  it('refuses a captcha token the service does not vouch for (used twice)', async () => {
    const first = await draft();
    expect((await send(first)).status).toBe(200);
    const again = await send({ ...first, idempotencyKey: 'another-key-0123456789' });
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({ code: 'captcha' });
  });

  it('files a draft once: a retry with the same idempotency key is answered without a second ticket', async () => {
    const body = await draft();
    expect((await send(body)).status).toBe(200);
    const retry = await send({ ...body, captchaToken: await captchaToken() });
    expect(await retry.json()).toEqual({ ok: true, replayed: true });
    expect(await tickets()).toHaveLength(1);
  });

  it('files a double submit once: the second request joins the first one in flight', async () => {
    const body = await draft();
    const [a, b] = await Promise.all([send(body), send({ ...body, captchaToken: await captchaToken() })]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(await tickets()).toHaveLength(1);
  });

  it('answers a double click (one key, one single-use captcha token) twice with the first answer: both 200, one ticket', async () => {
    const body = await draft();
    const [a, b] = await Promise.all([send(body), send(body)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    const [bodyA, bodyB] = [await a.json(), await b.json()];
    expect(bodyA).toEqual({ ok: true });
    expect(bodyB).toEqual(bodyA);
    expect(await tickets()).toHaveLength(1);
    // Later, the key is remembered (KV): a retry is a replay, still one ticket.
    expect(await (await send(body)).json()).toEqual({ ok: true, replayed: true });
    expect(await tickets()).toHaveLength(1);
  });

  it('a twin of a refused attempt gets the same refusal, and one captcha failure is counted', async () => {
    const body = await draft({ captchaToken: 'forged-token' });
    const [a, b] = await Promise.all([send(body), send(body)]);
    expect([a.status, b.status]).toEqual([400, 400]);
    expect(await b.json()).toEqual(await a.json());
    // Five more refusals fit the allowance of 6: the first twin pair counted once.
    for (let i = 0; i < 5; i++) expect((await send(await draft({ captchaToken: `forged-${i}` }))).status).toBe(400);
    expect((await send(await draft({ captchaToken: 'forged-x' }))).status).toBe(429);
  });

  it('a twin arriving after the refusal of its first (not in flight any more) gets the same refusal, counted once', async () => {
    const body = await draft({ captchaToken: 'forged-late-twin' });
    const a = await send(body);
    const b = await send(body);
    expect([a.status, b.status]).toEqual([400, 400]);
    expect(await b.json()).toEqual(await a.json());
    for (let i = 0; i < 5; i++) expect((await send(await draft({ captchaToken: `forged-late-${i}` }))).status).toBe(400);
    expect((await send(await draft({ captchaToken: 'forged-late-x' }))).status).toBe(429);
  });

  it('five forged captchas do not spend the ticket allowance: a genuine ticket is filed next', async () => {
    for (let i = 0; i < 5; i++) {
      const forged = await send(await draft({ captchaToken: `forged-captcha-${i}` }));
      expect(forged.status).toBe(400);
      expect(await forged.json()).toMatchObject({ ok: false, code: 'captcha' });
    }
    const genuine = await send(await draft());
    expect(genuine.status).toBe(200);
    expect(await tickets()).toHaveLength(1);
    // The whole ticket allowance (3) is still there: two more are filed.
    for (let i = 0; i < 2; i++) expect((await send(await draft())).status).toBe(200);
    expect(await tickets()).toHaveLength(3);
  });

  it('captcha failures cost their sender: past the allowance junk waits (429, its own message), and a genuine ticket from the same address is still filed', async () => {
    for (let i = 0; i < 6; i++) expect((await send(await draft({ captchaToken: `forged-${i}` }))).status).toBe(400);
    const limited = await send(await draft({ captchaToken: 'forged-past-the-allowance' }));
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await limited.json()).toMatchObject({ ok: false, code: 'rate-limited', error: expect.stringMatching(/spam check has failed several times.*support@shamrockspins\.test/) });
    expect(await tickets()).toEqual([]);
    // Issue 49: ten junk tokens from an office's address once locked out everyone behind it for ten minutes.
    expect((await send(await draft())).status).toBe(200);
    expect(await tickets()).toHaveLength(1);
  });

  it('one IPv6 /64 shares one ticket allowance; the next /64 has its own', async () => {
    const from = async (ip: string) => (await send(await draft(), { 'cf-connecting-ip': ip })).status;
    expect(await from('2001:db8:1:2::a')).toBe(200);
    expect(await from('2001:db8:1:2:ffff::b')).toBe(200);
    expect(await from('2001:0db8:0001:0002:1:1:1:c')).toBe(200);
    expect(await from('2001:db8:1:2::d')).toBe(429);
    expect(await from('2001:db8:1:3::a')).toBe(200);
  });

  it.each(['malformed', 'empty', '500', '503', 'reset'] as const)(
    "a captcha service answering '%s' is unavailable (503, not a captcha failure), spends nothing, and the next genuine ticket is accepted",
    async (mode) => {
      worker.emulator.faults.set('/captcha/siteverify', mode);
      // More attempts than either allowance would let through, had they counted.
      for (let i = 0; i < 7; i++) {
        const res = await send(await draft());
        expect(res.status, `${mode} #${i}`).toBe(503);
        expect(await res.json()).toMatchObject({ ok: false, code: 'unavailable', error: expect.stringContaining('not answering right now') });
      }
      expect(await tickets()).toEqual([]);
      worker.emulator.faults.clear();
      for (let i = 0; i < 3; i++) expect((await send(await draft())).status, `after ${mode}`).toBe(200);
      expect(await tickets()).toHaveLength(3);
    },
  );

  it('a captcha service slower than the ticket timeout is unavailable (503) within it; a slow one under it is fine', async () => {
    // The ticket's timeout is twice max(UPSTREAM_TIMEOUT_MS, 1000): 2 s here.
    worker.emulator.faults.set('/captcha/siteverify', 'slow', { ms: 300 });
    expect((await send(await draft())).status).toBe(200);
    const SLOW_MS = 5000;
    worker.emulator.faults.set('/captcha/siteverify', 'slow', { ms: SLOW_MS });
    const started = Date.now();
    expect((await send(await draft())).status).toBe(503);
    // Before the slow captcha service would have answered: the ticket did not wait for it.
    expect(Date.now() - started).toBeLessThan(SLOW_MS);
  });

  it('a failed platform call gives its ticket slot back: retries through an outage never reach 429', async () => {
    worker.emulator.faults.set('/api/v1/brands/178/create-ticket', '500');
    const body = await draft();
    for (let i = 0; i < 4; i++) expect((await send({ ...body, captchaToken: await captchaToken() })).status).toBe(503);
    worker.emulator.faults.clear();
    expect((await send({ ...body, captchaToken: await captchaToken() })).status).toBe(200);
    expect(await tickets()).toHaveLength(1);
  });

  it.each([
    ['the provider refuses (status not 2)', async () => void (await worker.emulator.request('/__emulator/tickets/answer', { method: 'PUT', body: JSON.stringify({ status: 3 }) }))],
    ['the platform fails (500)', async () => worker.emulator.faults.set('/api/v1/brands/178/create-ticket', '500')],
    ['the platform hangs', async () => worker.emulator.faults.set('/api/v1/brands/178/create-ticket', 'hang')],
  ])('answers 503 with advice when %s, and nothing upstream leaks', async (_what, fault) => {
    await fault();
    const started = Date.now();
    const res = await send(await draft());
    // Before the emulator's hold ends: never a hang.
    expect(Date.now() - started).toBeLessThan(HANG_MS);
    expect(res.status).toBe(503);
    const text = await res.text();
    expect(JSON.parse(text)).toMatchObject({ ok: false, code: 'unavailable', error: expect.stringContaining('support@shamrockspins.test') });
    expect(text).not.toMatch(/emulated|HTTP 5|Ticket not created|Bearer/);
  });

  it('answers 503 when the captcha service is down', async () => {
    worker.emulator.faults.set('/captcha/siteverify', '500');
    const res = await send(await draft());
    expect(res.status).toBe(503);
    expect(await tickets()).toEqual([]);
  });
});

describe('POST /api/support/ticket without secrets', () => {
  it('is unavailable (503), never filing a ticket without the brand token', async () => {
    const bare = await startWorker();
    try {
      const token = ((await (await bare.emulator.request('/captcha/token', { method: 'POST', body: JSON.stringify({ siteKey: 'k' }) })).json()) as { token: string }).token;
      const res = await bare.fetch('/api/support/ticket', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...(await draft()), captchaToken: token }),
      });
      expect(res.status).toBe(503);
      expect((await (await bare.emulator.request('/__emulator/tickets')).json()) as unknown[]).toEqual([]);
    } finally {
      await bare.dispose();
    }
  });
});
