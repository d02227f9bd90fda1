import { describe, expect, it } from 'vitest';
import { testFramework } from './test-client';

const MIN = 60_000;

describe('framework API: login and sessions', () => {
  it('logs a demo player in and describes the session (decision 009 SessionDetails)', async () => {
    const { call } = testFramework();
    const res = await call<{ token: string; details: Record<string, unknown>; bonusCount: number; balance: unknown }>('/platform/api/login', {
      body: { username: 'player-gb', password: 'demo' },
    });
    expect(res.status).toBe(200);
    expect(res.body.token).toMatch(/\S{16,}/);
    expect(res.body.details).toMatchObject({ PlayerName: 'Aoife', PlayerID: 'P-1001', CountryCode: 'GB', CurrencyCode: 'GBP', PlayerRegulationType: 'GB', SessionToken: res.body.token });
    expect(Object.keys(res.body.details).sort()).toEqual(
      ['CountryCode', 'CurrencyCode', 'FavouriteGames', 'PlayerEmail', 'PlayerID', 'PlayerLanguage', 'PlayerLastName', 'PlayerName', 'PlayerRegistrationDate', 'PlayerRegulationType', 'PlayerRestrictionType', 'PlayerVIPLevel', 'SessionToken'],
    );
    expect(res.body.bonusCount).toBe(3);
    expect(res.body.balance).toEqual({ real: 250, bonus: 20, currency: 'GBP' });
  });

  it('knows the CA and IE players with their currency and regulation', async () => {
    const { call } = testFramework();
    const ca = await call<{ details: Record<string, string> }>('/platform/api/login', { body: { username: 'player-ca', password: 'demo' } });
    const ie = await call<{ details: Record<string, string> }>('/platform/api/login', { body: { username: 'player-ie', password: 'demo' } });
    expect([ca.body.details.CurrencyCode, ca.body.details.PlayerRegulationType]).toEqual(['CAD', 'MGA']);
    expect([ie.body.details.CurrencyCode, ie.body.details.PlayerRegulationType]).toEqual(['EUR', '']);
  });

  it('refuses a wrong password with 401 and a clear message', async () => {
    const { call } = testFramework();
    const res = await call('/platform/api/login', { body: { username: 'player-gb', password: 'nope' } });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ status: 0, message: 'Wrong username or password.' });
  });

  it('answers the session check, logged in or not, with 200', async () => {
    const { call, login } = testFramework();
    expect((await call('/platform/api/session')).body).toEqual({ isLoggedIn: false });
    expect((await call('/platform/api/session', { token: 'made-up' })).body).toEqual({ isLoggedIn: false });
    const token = await login();
    expect((await call('/platform/api/session', { token })).body).toMatchObject({ isLoggedIn: true, bonusCount: 3 });
  });

  it('expires a session after 20 minutes without activity', async () => {
    const { call, login, advance } = testFramework();
    const token = await login();
    advance(19 * MIN);
    expect((await call('/platform/api/session', { token })).body).toMatchObject({ isLoggedIn: true });
    // The session check itself is not activity: one more minute and it is gone.
    advance(1 * MIN);
    expect((await call('/platform/api/session', { token })).body).toEqual({ isLoggedIn: false });
    const balance = await call('/platform/api/balance', { token });
    expect(balance.status).toBe(401);
    expect(balance.body).toMatchObject({ message: 'Your session has expired. Please log in again.' });
  });

  it('keeps a session alive with keep-alive (and any other authenticated call)', async () => {
    const { call, login, advance } = testFramework();
    const token = await login();
    for (let i = 0; i < 3; i++) {
      advance(15 * MIN);
      expect((await call('/platform/api/keep-alive', { method: 'POST', token })).status).toBe(200);
    }
    advance(15 * MIN);
    expect((await call('/platform/api/balance', { token })).status).toBe(200);
    advance(19 * MIN);
    expect((await call('/platform/api/session', { token })).body).toMatchObject({ isLoggedIn: true });
    expect((await call('/platform/api/keep-alive', { method: 'POST', token: 'made-up' })).status).toBe(401);
  });

  it('ends a session on logout', async () => {
    const { call, login } = testFramework();
    const token = await login();
    expect((await call('/platform/api/logout', { method: 'POST', token })).status).toBe(200);
    expect((await call('/platform/api/session', { token })).body).toEqual({ isLoggedIn: false });
  });
});
