import { beforeEach, describe, expect, it } from 'vitest';
import type { TicketAnswer } from './wire-shapes';
import type { ReceivedTicket } from './tickets-routes';
import { testPlatform } from './test-client';

const { call } = testPlatform(20);

/** SPEC §7 logged-out body. */
const GUEST = {
  name: 'Aoife',
  surname: 'Byrne',
  email: 'aoife@example.com',
  subject: 'Deposit',
  message: 'My deposit has not arrived.',
  lng: 'en',
  brandDomain: 'shamrockspins.test',
  SSOStatus: false,
  userAgent: 'vitest',
  country: 'IE',
  ASGBrand: false,
};

/** SPEC §7 logged-in body. */
const PLAYER = {
  ...GUEST,
  SSOStatus: true,
  groupId: 'emerald',
  brandName: 'Shamrock Spins',
  playerId: 123456,
  playerRestriction: '',
  playerRegistrationDate: '2024-03-17',
  playerCountryCode: 'IE',
  playerLanguage: 'ENG',
  loyaltyLevel: 1,
  sessionToken: 'session-abc',
};

const post = (body: unknown, token: string | null = 'secret-token') =>
  call<TicketAnswer>('/api/v1/brands/178/create-ticket', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token === null ? {} : { Authorization: `Bearer ${token}` }) },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

describe('POST /api/v1/brands/178/create-ticket', () => {
  beforeEach(async () => {
    await call('/__emulator/tickets', { method: 'DELETE' });
  });

  it('creates a logged-out ticket: status 2 and a ticket id', async () => {
    const { status, body } = await post(GUEST);
    expect(status).toBe(200);
    expect(body).toEqual({ status: 2, ticketId: expect.stringMatching(/^EMU-\d{6}$/) });
  });

  it('creates a logged-in (SSO) ticket', async () => {
    expect((await post(PLAYER)).body.status).toBe(2);
  });

  it('requires a bearer token: 401 {status: 0, message}', async () => {
    for (const token of [null, '']) {
      const { status, body } = await post(GUEST, token);
      expect(status).toBe(401);
      expect(body).toEqual({ status: 0, message: expect.any(String) });
    }
  });

  it.each([
    ['name', { name: ' ' }, 'Please enter your name and surname'],
    ['surname', { surname: undefined }, 'Please enter your name and surname'],
    ['email', { email: 'not-an-email' }, 'Please enter a valid e-mail'],
    ['message', { message: '' }, "Missing field 'message'"],
    ['brandDomain', { brandDomain: undefined }, "Missing field 'brandDomain'"],
    ['SSOStatus', { SSOStatus: 'false' }, "Field 'SSOStatus' must be a boolean"],
    ['ASGBrand', { ASGBrand: undefined }, "Field 'ASGBrand' must be a boolean"],
  ])('answers 400 {status: 0, message} for a bad %s', async (_field, change, message) => {
    const { status, body } = await post({ ...GUEST, ...change });
    expect(status).toBe(400);
    expect(body).toEqual({ status: 0, message });
  });

  it('requires the player fields when SSOStatus is true', async () => {
    const { sessionToken: _token, ...withoutSession } = PLAYER;
    const { status, body } = await post(withoutSession);
    expect(status).toBe(400);
    expect(body.message).toContain('sessionToken');
    expect((await post({ ...GUEST, SSOStatus: true })).status).toBe(400);
  });

  it('answers 400 for a body that is not a JSON object, 413 for a huge one', async () => {
    expect((await post('{"name":')).status).toBe(400);
    expect((await post([GUEST])).status).toBe(400);
    expect((await post({ ...GUEST, message: 'x'.repeat(20_000) })).status).toBe(413);
  });

  it('answers 404 for another casino', async () => {
    const res = await call('/api/v1/brands/999/create-ticket', { method: 'POST', body: JSON.stringify(GUEST) });
    expect(res.status).toBe(404);
  });
});

describe('/__emulator/tickets', () => {
  it('logs accepted tickets newest first with their token, and DELETE clears the log', async () => {
    await call('/__emulator/tickets', { method: 'DELETE' });
    await post(GUEST, 'token-1');
    await post({ ...GUEST, email: 'broken' });
    await post(PLAYER, 'token-2');
    const { body } = await call<ReceivedTicket[]>('/__emulator/tickets');
    expect(body.map((t) => t.token)).toEqual(['token-2', 'token-1']);
    expect(body[0]!.body).toEqual(PLAYER);
    expect(body[1]!.body).toEqual(GUEST);
    expect(new Set(body.map((t) => t.ticketId)).size).toBe(2);
    expect(Date.parse(body[0]!.receivedAt)).not.toBeNaN();
    expect((await call('/__emulator/tickets', { method: 'DELETE' })).body).toEqual([]);
    expect((await call('/__emulator/tickets')).body).toEqual([]);
  });

  it('answers the status a test switches to (not 2: nothing filed) until the switch is cleared', async () => {
    await call('/__emulator/tickets', { method: 'DELETE' });
    expect((await call('/__emulator/tickets/answer', { method: 'PUT', body: JSON.stringify({ status: 3 }) })).status).toBe(200);
    expect((await post(GUEST)).body.status).toBe(3);
    expect((await call('/__emulator/tickets')).body).toEqual([]);
    expect((await call('/__emulator/tickets/answer', { method: 'PUT', body: JSON.stringify({ status: 'x' }) })).status).toBe(400);
    await call('/__emulator/tickets/answer', { method: 'DELETE' });
    expect((await post(GUEST)).body.status).toBe(2);
  });

  it('keeps a separate log per emulator instance', async () => {
    const other = testPlatform(20);
    await post(GUEST);
    expect((await other.call('/__emulator/tickets')).body).toEqual([]);
  });
});
