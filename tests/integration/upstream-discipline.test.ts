import { describe, expect, it } from 'vitest';
import { HANG_MS, startWorker } from '../support/worker';

/** docs/decisions/019-upstream-discipline.md through the real worker bundle: what the emulator received, and when. */
const count = (outbound: string[], prefix: string) => outbound.filter((p) => p.startsWith(prefix)).length;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('upstream discipline', () => {
  it('a cold cache under a hung WordPress: concurrent home pages share one call each and answer within the optional budget', async () => {
    // The emulator holds a hung request HANG_MS: without the budget every page would take that long.
    const w = await startWorker({ UPSTREAM_TIMEOUT_MS: '10000', OPTIONAL_BUDGET_MS: '300' });
    try {
      w.emulator.faults.set('/wp-json/wp/v2/games', 'hang');
      const started = Date.now();
      const answers = await Promise.all(
        Array.from({ length: 16 }, async () => {
          const res = await w.fetch('/');
          const body = await res.text();
          return { status: res.status, ms: Date.now() - started, tiles: body.includes('class="tile ') };
        }),
      );
      for (const a of answers) {
        expect(a.status).toBe(200);
        expect(a.tiles).toBe(true);
        // Before the emulator's hold ends: the index is optional, and no page waited for it.
        expect(a.ms).toBeLessThan(HANG_MS);
      }
      expect(count(w.outbound, '/wp-json/wp/v2/games')).toBe(1);
      expect(count(w.outbound, '/api/v1/brands/178/games')).toBe(1);
    } finally {
      await w.dispose();
    }
  });

  it('a failed call is remembered for NEGATIVE_CACHE_SECONDS and answered from memory, then asked again', async () => {
    const w = await startWorker({ NEGATIVE_CACHE_SECONDS: '1', BREAKER_FAILURES: '100' });
    try {
      w.emulator.faults.set('/wp-json/wp/v2/promotions', '503');
      expect((await w.fetch('/promotions/oktoberfest/')).status).toBe(503);
      const calls = count(w.outbound, '/wp-json/wp/v2/promotions');
      expect(calls).toBeGreaterThan(0);
      w.emulator.faults.clear();
      expect((await w.fetch('/promotions/oktoberfest/')).status).toBe(503);
      expect(count(w.outbound, '/wp-json/wp/v2/promotions')).toBe(calls);
      await sleep(1100);
      expect((await w.fetch('/promotions/oktoberfest/')).status).toBe(200);
      expect(count(w.outbound, '/wp-json/wp/v2/promotions')).toBeGreaterThan(calls);
    } finally {
      await w.dispose();
    }
  });

  it('after BREAKER_FAILURES timeouts the upstream fails fast for the cool-down, then one probe closes it', async () => {
    const w = await startWorker({ UPSTREAM_TIMEOUT_MS: '300', BREAKER_FAILURES: '3', BREAKER_COOLDOWN_SECONDS: '1', NEGATIVE_CACHE_SECONDS: '0.001' });
    try {
      // Warm the other upstreams so only WordPress is cold.
      await w.fetch('/info/terms/');
      w.emulator.faults.set('/wp-json/wp/v2/promotions', 'hang');
      for (const slug of ['a1', 'a2', 'a3']) expect((await w.fetch(`/promotions/${slug}/`)).status).toBe(503);
      const calls = count(w.outbound, '/wp-json/wp/v2/promotions');
      // Fast because it asks no one: the open breaker answers without a call (a wait would need one).
      expect((await w.fetch('/promotions/a4/')).status).toBe(503);
      expect(count(w.outbound, '/wp-json/wp/v2/promotions')).toBe(calls);
      w.emulator.faults.clear();
      await sleep(1100);
      expect((await w.fetch('/promotions/oktoberfest/')).status).toBe(200);
      expect((await w.fetch('/promotions/welcome-package/')).status).toBe(200);
    } finally {
      await w.dispose();
    }
  });
});
