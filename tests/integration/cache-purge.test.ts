import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWorker, type TestWorker } from '../support/worker';

let worker: TestWorker;
beforeAll(async () => {
  worker = await startWorker({ PURGE_SECRET: 'webhook-secret' });
});
afterAll(() => worker?.dispose());

const purge = (init: { token?: string; body?: string } = {}) =>
  worker.fetch('/api/cache/purge', {
    method: 'POST',
    headers: { ...(init.token ? { authorization: `Bearer ${init.token}` } : {}), ...(init.body ? { 'content-type': 'application/json' } : {}) },
    ...(init.body ? { body: init.body } : {}),
  });

describe('POST /api/cache/purge', () => {
  it('refuses a missing or wrong token', async () => {
    expect((await purge()).status).toBe(401);
    expect((await purge({ token: 'webhook-secre' })).status).toBe(401);
  });

  it('rejects a malformed body with 400', async () => {
    const res = await purge({ token: 'webhook-secret', body: '{"prefix": 5}' });
    expect(res.status).toBe(400);
  });

  it('purges one upstream by prefix, or everything', async () => {
    await worker.fetch('/promotions/oktoberfest/');
    await worker.fetch('/info/terms/');
    const keys = await worker.cached(2);
    expect(keys.some((k) => k.startsWith('v2:wp:'))).toBe(true);
    const wp = (await (await purge({ token: 'webhook-secret', body: '{"prefix":"wp:"}' })).json()) as { purged: number; complete: boolean };
    expect(wp.purged).toBeGreaterThan(0);
    expect(wp.complete).toBe(true);
    const rest = await worker.cached(1);
    expect(rest.some((k) => k.startsWith('v2:wp:'))).toBe(false);
    const all = (await (await purge({ token: 'webhook-secret' })).json()) as { purged: number };
    expect(all.purged).toBe(rest.length);
  });

  it('is disabled (503) when no secret is configured', async () => {
    const bare = await startWorker();
    try {
      const res = await bare.fetch('/api/cache/purge', { method: 'POST', headers: { authorization: 'Bearer x' } });
      expect(res.status).toBe(503);
    } finally {
      await bare.dispose();
    }
  });
});
