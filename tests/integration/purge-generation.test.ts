import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWorker, type TestWorker } from '../support/worker';

/** A purge through one isolate reaches another isolate sharing the KV within PURGE_CHECK_SECONDS (decision 019). */
let worker: TestWorker;
beforeAll(async () => {
  worker = await startWorker({ PURGE_SECRET: 'webhook-secret', PURGE_CHECK_SECONDS: '0.5', CACHE_TTL_SECONDS: '600' }, { isolates: 2 });
});
afterAll(() => worker?.dispose());

const purge = (body?: string, isolate = 0, headers: Record<string, string> = {}) =>
  worker.fetch('/api/cache/purge', {
    method: 'POST',
    isolate,
    headers: { authorization: 'Bearer webhook-secret', ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...headers },
    ...(body !== undefined ? { body } : {}),
  });

// The hostile fault stands in for a CMS edit: the promotion's body changes (and the sanitiser leaves this text).
const EDITED = 'styled</div>';
const page = async (isolate: number) => (await worker.fetch('/promotions/oktoberfest/', { isolate })).text();

describe('purge generation across isolates', () => {
  it('an edit is invisible while cached, visible in the purging isolate at once and in the other within the check interval', async () => {
    expect(await page(0)).not.toContain(EDITED);
    expect(await page(1)).not.toContain(EDITED);
    worker.emulator.faults.set('/wp-json/wp/v2/promotions', 'hostile');
    // Both isolates keep their cached page (TTL 600 s).
    expect(await page(0)).not.toContain(EDITED);
    expect(await page(1)).not.toContain(EDITED);
    const res = await purge('{"prefix":"wp:"}');
    expect(res.status).toBe(200);
    expect(await page(0)).toContain(EDITED);
    await new Promise((r) => setTimeout(r, 600));
    expect(await page(1)).toContain(EDITED);
    worker.emulator.faults.clear();
  });

  it('validates the body: an object with an optional known prefix, else 400; over 1 KB 413', async () => {
    for (const body of ['[1]', '1', '"wp:"', 'null', '{"prefix":"nope:"}', '{"prefix":5}', '{"prefix":"wp:","x":1}', '{bad json']) {
      expect((await purge(body)).status, body).toBe(400);
    }
    expect((await purge(JSON.stringify({ prefix: 'wp:', pad: 'x'.repeat(2000) }))).status).toBe(413);
    expect((await purge('x'.repeat(4096))).status).toBe(413);
    for (const body of ['{}', '{"prefix":"ltp:"}', '{"prefix":"platform:"}', '{"prefix":"categories:"}']) {
      expect((await purge(body)).status, body).toBe(200);
    }
    expect((await purge()).status).toBe(200);
  });
});
