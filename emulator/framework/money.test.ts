import { describe, expect, it } from 'vitest';
import { testFramework } from './test-client';

describe('framework API: money, registration, favourites', () => {
  it('deposits raise the real balance and are logged as the last deposit', async () => {
    const { call, login } = testFramework();
    const token = await login();
    const res = await call('/platform/api/deposit', { body: { amount: 20 }, token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ deposit: { kind: 'deposit', amount: 20, currency: 'GBP' }, balance: { real: 270, bonus: 20, currency: 'GBP' } });
    const players = await call<{ playerId: string; realBalance: number; lastDeposit: unknown }[]>('/__emulator/framework/players');
    expect(players.body.find((p) => p.playerId === 'P-1001')).toMatchObject({ realBalance: 270, lastDeposit: { amount: 20, currency: 'GBP' } });
  });

  it.each([0, -5, 'abc'])('refuses a deposit of %s with 400', async (amount) => {
    const { call, login } = testFramework();
    const res = await call('/platform/api/deposit', { body: { amount }, token: await login() });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message: 'Please enter an amount greater than 0.' });
  });

  it('withdraws up to the real balance, not beyond', async () => {
    const { call, login } = testFramework();
    const token = await login('player-ie');
    const over = await call('/platform/api/withdraw', { body: { amount: 250.01 }, token });
    expect(over.status).toBe(400);
    expect(over.body).toMatchObject({ message: 'You can withdraw at most 250.00 EUR.' });
    const ok = await call('/platform/api/withdraw', { body: { amount: 250 }, token });
    expect(ok.body).toMatchObject({ balance: { real: 0, bonus: 20 } });
    expect((await call('/platform/api/withdraw', { body: { amount: 0 }, token })).status).toBe(400);
    const history = await call<{ transactions: { kind: string }[] }>('/platform/api/transactions', { token });
    expect(history.body.transactions.map((t) => t.kind)).toEqual(['withdrawal']);
  });

  it('money calls need a session', async () => {
    const { call } = testFramework();
    expect((await call('/platform/api/deposit', { body: { amount: 5 } })).status).toBe(401);
    expect((await call('/platform/api/balance')).status).toBe(401);
  });

  it('registers a player, logs them in and records the marketing choice', async () => {
    const { call } = testFramework();
    const body = { firstName: 'Nora', lastName: 'Byrne', email: 'Nora@Example.com', password: 'secret', country: 'IE', marketingOffers: true, depositLimit: { amount: '100', period: '7d' } };
    const res = await call<{ token: string; details: Record<string, string> }>('/platform/api/register', { body });
    expect(res.status).toBe(200);
    expect(res.body.details).toMatchObject({ PlayerName: 'Nora', PlayerEmail: 'nora@example.com', CountryCode: 'IE', CurrencyCode: 'EUR', PlayerRegulationType: '' });
    expect((await call('/platform/api/session', { token: res.body.token })).body).toMatchObject({ isLoggedIn: true });
    const players = await call<{ email: string; marketingOffers: boolean }[]>('/__emulator/framework/players');
    expect(players.body.find((p) => p.email === 'nora@example.com')?.marketingOffers).toBe(true);
    // The e-mail is the username.
    expect((await call('/platform/api/login', { body: { username: 'nora@example.com', password: 'secret' } })).status).toBe(200);
    const again = await call('/platform/api/register', { body });
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ message: 'An account with this e-mail already exists.' });
  });

  it.each([
    [{ email: 'not-an-email' }, 'Please enter a valid e-mail address.'],
    [{ country: 'FR' }, 'Please choose a country: GB, CA or IE.'],
    [{ firstName: ' ' }, 'Please enter your first and last name.'],
    [{ password: 'abc' }, 'The password must have at least 4 characters.'],
    // RTS 12: registration carries the limit prompt's answer; 'no limit' only with its confirmation.
    [{ depositLimit: undefined }, 'Please enter a deposit limit amount greater than 0, for example 50.'],
    [{ depositLimit: { amount: '0', period: '24h' } }, 'Please enter a deposit limit amount greater than 0, for example 50.'],
    [{ depositLimit: { amount: '50', period: 'week' } }, 'Please choose 24 hours, 7 days or 30 days.'],
    [{ depositLimit: { noLimit: true } }, 'Please confirm that you do not want a deposit limit.'],
  ])('refuses a registration with %o', async (change, message) => {
    const { call } = testFramework();
    const body = { firstName: 'A', lastName: 'B', email: 'a@b.ie', password: 'secret', country: 'GB', marketingOffers: false, depositLimit: { amount: '50', period: '24h' }, ...change };
    const res = await call('/platform/api/register', { body });
    expect([res.status, (res.body as { message: string }).message]).toEqual([400, message]);
  });

  it('adds and removes favourites and returns the new list', async () => {
    const { call, login } = testFramework();
    const token = await login();
    expect((await call('/platform/api/favourites/7012', { method: 'PUT', token })).body).toEqual({ favourites: [7001, 7038, 7012] });
    expect((await call('/platform/api/favourites/7012', { method: 'PUT', token })).body).toEqual({ favourites: [7001, 7038, 7012] });
    expect((await call('/platform/api/favourites/7038', { method: 'DELETE', token })).body).toEqual({ favourites: [7001, 7012] });
    expect((await call('/platform/api/favourites/999999', { method: 'PUT', token })).status).toBe(404);
    expect((await call('/platform/api/bonus-count', { token })).body).toEqual({ bonusCount: 3 });
  });

  it('a demo spin debits the stake and credits any win', async () => {
    const { call, login } = testFramework();
    const token = await login();
    const res = await call<{ symbols: string[]; stake: number; win: number; balance: { real: number } }>('/platform/api/spin', { body: { gameId: 7001 }, token });
    expect(res.body.symbols).toHaveLength(3);
    expect(res.body.balance.real).toBe(250 - res.body.stake + res.body.win);
    const history = await call<{ transactions: { kind: string; amount: number; gameId: number }[] }>('/platform/api/transactions', { token });
    expect(history.body.transactions[0]).toMatchObject({ kind: 'stake', amount: 1, gameId: 7001 });
    expect(history.body.transactions.slice(1)).toEqual(res.body.win > 0 ? [expect.objectContaining({ kind: 'win', amount: res.body.win })] : []);
    const unknown = await call('/platform/api/spin', { body: { gameId: 999999 }, token });
    expect(unknown).toMatchObject({ status: 404, body: { message: 'Unknown game.' } });
  });

  it('a spin without a live session is a 401 (no token, or the session ended mid-game), and moves no money', async () => {
    const { call, login, advance } = testFramework();
    const expired = { status: 401, body: { status: 0, message: 'Your session has expired. Please log in again.' } };
    expect(await call('/platform/api/spin', { body: { gameId: 7001 } })).toMatchObject(expired);
    const token = await login();
    await call('/__emulator/framework/sessions', { method: 'DELETE' });
    expect(await call('/platform/api/spin', { body: { gameId: 7001 }, token })).toMatchObject(expired);
    const idle = await login();
    advance(21 * 60_000);
    expect(await call('/platform/api/spin', { body: { gameId: 7001 }, token: idle })).toMatchObject(expired);
    const players = await call<{ playerId: string; realBalance: number }[]>('/__emulator/framework/players');
    expect(players.body.find((p) => p.playerId === 'P-1001')?.realBalance).toBe(250);
  });
});
