import { describe, expect, it } from 'vitest';
import { depositHeadroom, parseLimitAmount, readLimitChoice } from './limits';
import { testFramework } from './test-client';

const NOW = Date.parse('2026-11-21T12:00:00Z');
const HOUR = 3_600_000;

describe('deposit limits: the free-text amount and the choice (RTS 12)', () => {
  it.each([
    ['50', 50],
    [' 50.5 ', 50.5],
    ['1,000', 1000],
    ['0.01', 0.01],
    [75, 75],
  ])('reads %o as %o', (text, amount) => expect(parseLimitAmount(text)).toBe(amount));

  it.each(['', '0', '-5', 'abc', '5e3', '1.234', '£50', '50,', '2000000', null])('refuses %o', (text) => expect(parseLimitAmount(text)).toBeNull());

  it("takes 'no limit' only with its confirmation", () => {
    expect(readLimitChoice({ noLimit: true, confirmed: true }, NOW)).toEqual({ choice: 'none' });
    expect(readLimitChoice({ noLimit: true }, NOW)).toEqual({ refused: 'Please confirm that you do not want a deposit limit.' });
    expect(readLimitChoice({ amount: '20', period: '30d' }, NOW)).toEqual({ choice: { amount: 20, period: '30d', setAt: '2026-11-21T12:00:00.000Z' } });
    expect(readLimitChoice({ amount: '20', period: 'toString' }, NOW)).toEqual({ refused: 'Please choose 24 hours, 7 days or 30 days.' });
  });

  it('counts the deposits of the rolling period only', () => {
    const limit = { amount: 100, period: '24h' as const, setAt: '' };
    const deposits = [
      { amount: 30, at: new Date(NOW - 25 * HOUR).toISOString() },
      { amount: 40.5, at: new Date(NOW - 2 * HOUR).toISOString() },
    ];
    expect(depositHeadroom(limit, deposits, NOW)).toBe(59.5);
    expect(depositHeadroom({ ...limit, period: '7d' }, deposits, NOW)).toBe(29.5);
    expect(depositHeadroom('none', deposits, NOW)).toBe(Infinity);
    expect(depositHeadroom(null, deposits, NOW)).toBe(Infinity);
  });
});

describe('framework API: deposit limits', () => {
  type Inspected = { username: string; depositLimit: unknown; limitPrompt: boolean }[];

  it('a new player answers the prompt before the first deposit; the limit shows in the inspection view', async () => {
    const { call, login } = testFramework();
    const token = await login('player-new');
    expect((await call('/platform/api/session', { token })).body).toMatchObject({ limitPrompt: true, depositLimit: null });
    const early = await call('/platform/api/deposit', { body: { amount: 10 }, token });
    expect(early).toMatchObject({ status: 400, body: { message: 'Please set a deposit limit, or confirm you want none, before your first deposit.' } });
    expect((await call('/platform/api/deposit-limit', { body: { amount: 'lots', period: '7d' }, token })).status).toBe(400);
    const set = await call('/platform/api/deposit-limit', { body: { amount: '25', period: '7d' }, token });
    expect(set).toMatchObject({ status: 200, body: { limitPrompt: false, depositLimit: { amount: 25, period: '7d' } } });
    const players = await call<Inspected>('/__emulator/framework/players');
    expect(players.body.find((p) => p.username === 'player-new')).toMatchObject({ depositLimit: { amount: 25, period: '7d', setAt: '2026-11-21T12:00:00.000Z' }, limitPrompt: false });
    // The limit holds: 20 goes through, 10 more would pass 25 in the 7 days.
    expect((await call('/platform/api/deposit', { body: { amount: 20 }, token })).status).toBe(200);
    const over = await call('/platform/api/deposit', { body: { amount: 10 }, token });
    expect(over).toMatchObject({ status: 400, body: { message: 'This deposit would go over your deposit limit. You can deposit up to 5.00 GBP now.' } });
  });

  it("'no limit' confirmed ends the prompt; a long-standing player is never prompted", async () => {
    const { call, login } = testFramework();
    const token = await login('player-new');
    await call('/platform/api/deposit-limit', { body: { noLimit: true, confirmed: true }, token });
    expect((await call('/platform/api/deposit', { body: { amount: 500 }, token })).status).toBe(200);
    const players = await call<Inspected>('/__emulator/framework/players');
    expect(players.body.find((p) => p.username === 'player-new')).toMatchObject({ depositLimit: 'none', limitPrompt: false });
    expect(players.body.find((p) => p.username === 'player-gb')).toMatchObject({ depositLimit: null, limitPrompt: false });
    expect((await call('/platform/api/deposit-limit', { body: { amount: 5, period: '24h' } })).status).toBe(401);
  });

  it('registration stores the answer given in its prompt', async () => {
    const { call } = testFramework();
    const body = { firstName: 'Nora', lastName: 'Byrne', email: 'nora@example.com', password: 'secret', country: 'GB', marketingOffers: false, depositLimit: { amount: '40', period: '24h' } };
    const res = await call('/platform/api/register', { body });
    expect(res.body).toMatchObject({ limitPrompt: false, depositLimit: { amount: 40, period: '24h' } });
  });
});
