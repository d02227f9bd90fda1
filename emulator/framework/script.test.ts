import { describe, expect, it } from 'vitest';
import { testFramework } from './test-client';

describe('GET /platform/framework.js and its modes', () => {
  it('serves the bundled script that installs window.CasinoPlatform', async () => {
    const { call } = testFramework();
    const res = await call<string>('/platform/framework.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.body).toContain('CasinoPlatform');
    expect(res.body).toContain('platformReady');
    expect(res.body).toContain('casino-platform-session');
  }, 20_000);

  it('mode 404 makes the script a 404; ok brings it back', async () => {
    const { call } = testFramework();
    expect((await call('/__emulator/framework/mode', { method: 'PUT', body: { mode: '404' } })).body).toEqual({ mode: '404' });
    expect((await call('/platform/framework.js')).status).toBe(404);
    await call('/__emulator/framework/mode', { method: 'PUT', body: { mode: 'ok' } });
    expect((await call('/platform/framework.js')).status).toBe(200);
  }, 20_000);

  it('mode never-ready serves a script that loads but never emits platformReady', async () => {
    const { call } = testFramework();
    const ok = (await call<string>('/platform/framework.js')).body;
    await call('/__emulator/framework/mode', { method: 'PUT', body: { mode: 'never-ready' } });
    const res = await call<string>('/platform/framework.js');
    expect(res.status).toBe(200);
    expect(res.body).toContain('CasinoPlatform');
    expect(res.body).not.toEqual(ok);
    // The ready emission is compiled out of this variant.
    expect(res.body.match(/platformReady/g)?.length ?? 0).toBeLessThan(ok.match(/platformReady/g)!.length);
  }, 20_000);

  it('mode hang holds the script until the emulator gives up', async () => {
    const { call } = testFramework();
    await call('/__emulator/framework/mode', { method: 'PUT', body: { mode: 'hang' } });
    const started = Date.now();
    expect((await call('/platform/framework.js')).status).toBe(504);
    expect(Date.now() - started).toBeGreaterThanOrEqual(40);
  });

  it('the generic faults still apply to the script', async () => {
    const { call } = testFramework();
    await call('/__emulator/faults', { method: 'PUT', body: { prefix: '/platform/framework.js', mode: '500' } });
    expect((await call('/platform/framework.js')).status).toBe(500);
  });

  it('refuses an unknown mode', async () => {
    const { call } = testFramework();
    const res = await call('/__emulator/framework/mode', { method: 'PUT', body: { mode: 'sideways' } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: 'expected {mode} with mode one of ok, 404, hang, never-ready' });
  });

  it('serves the demo game page for a known game only', async () => {
    const { call } = testFramework();
    const page = await call<string>('/platform/game/7001');
    expect(page.status).toBe(200);
    expect(page.body).toContain('Lucky Clover Gold');
    expect(page.body).toContain('>Spin<');
    // It tells its parent when it has loaded, each spin's balance and a refused (401) spin; it shows stake and balance.
    for (const text of ["type: 'cpf-loaded'", "type: 'cpf-balance'", "type: 'cpf-session-expired'", 'id="stake"', 'id="balance"', '/platform/api/balance']) {
      expect(page.body).toContain(text);
    }
    expect((await call('/platform/game/999999')).status).toBe(404);
  });
});

describe('inspection endpoints', () => {
  it('lists the demo players without passwords', async () => {
    const { call } = testFramework();
    const players = await call<Record<string, unknown>[]>('/__emulator/framework/players');
    expect(players.body.map((p) => [p.username, p.country, p.currency, p.regulation, p.realBalance, p.bonusBalance, p.bonusCount])).toEqual([
      ['player-gb', 'GB', 'GBP', 'GB', 250, 20, 3],
      ['player-ca', 'CA', 'CAD', 'MGA', 250, 20, 3],
      ['player-ie', 'IE', 'EUR', '', 250, 20, 3],
      ['player-new', 'GB', 'GBP', 'GB', 0, 0, 0],
    ]);
    expect(players.body.every((p) => !('password' in p))).toBe(true);
  });

  it('records the calls the script reports, and clears them', async () => {
    const { call } = testFramework();
    await call('/__emulator/framework/calls', { body: { method: 'init', args: [{ brandId: 178, language: 'ENG' }] } });
    await call('/__emulator/framework/calls', { body: { method: 'openWidget', args: ['registration', { marketingOffers: true }] } });
    const calls = await call<{ seq: number; method: string; args: unknown[] }[]>('/__emulator/framework/calls');
    expect(calls.body.map((c) => [c.seq, c.method, c.args])).toEqual([
      [1, 'init', [{ brandId: 178, language: 'ENG' }]],
      [2, 'openWidget', ['registration', { marketingOffers: true }]],
    ]);
    expect((await call('/__emulator/framework/calls', { body: { nope: 1 } })).status).toBe(400);
    await call('/__emulator/framework/calls', { method: 'DELETE' });
    expect((await call('/__emulator/framework/calls')).body).toEqual([]);
  });

  it('DELETE /__emulator/framework/sessions ends every session at once', async () => {
    const { call, login } = testFramework();
    const token = await login();
    await call('/__emulator/framework/sessions', { method: 'DELETE' });
    expect((await call('/platform/api/session', { token })).body).toEqual({ isLoggedIn: false });
  });

  it('DELETE /__emulator/framework resets players, sessions, log and mode', async () => {
    const { call, login } = testFramework();
    const token = await login();
    await call('/platform/api/deposit', { body: { amount: 5 }, token });
    await call('/__emulator/framework/mode', { method: 'PUT', body: { mode: '404' } });
    await call('/__emulator/framework', { method: 'DELETE' });
    expect((await call('/platform/api/session', { token })).body).toEqual({ isLoggedIn: false });
    expect((await call<{ realBalance: number }[]>('/__emulator/framework/players')).body[0]!.realBalance).toBe(250);
    expect((await call('/__emulator/framework/mode')).body).toEqual({ mode: 'ok' });
  });
});
