import { describe, expect, it, vi } from 'vitest';
import type { Fetch } from './client';
import { REACH_TIMEOUT_MS, siteReachable } from './site-reachable';

const answer = (status: number, body: string, type = 'application/json'): Fetch => async () => new Response(body, { status, headers: { 'content-type': type } });

describe('whether the site can be reached (GET /api/health)', () => {
  it('asks the health endpoint, and any answer of the worker is a connection — a 503 included', async () => {
    const healthy = vi.fn(answer(200, JSON.stringify({ ok: true, build: 'b1', version: '1.0.0' })));
    expect(await siteReachable({ fetch: healthy })).toBe(true);
    expect(healthy).toHaveBeenCalledWith('/api/health', expect.objectContaining({ method: 'GET' }));
    expect(await siteReachable({ fetch: answer(503, JSON.stringify({ ok: false, build: 'b1' })) })).toBe(true);
  });

  it('no answer, or a page that is not the worker’s (a captive portal’s login), is no connection', async () => {
    expect(await siteReachable({ fetch: async () => Promise.reject(new TypeError('Failed to fetch')) })).toBe(false);
    expect(await siteReachable({ fetch: answer(200, '<html>Log in to the train’s Wi-Fi</html>', 'text/html') })).toBe(false);
  });

  it('gives up after REACH_TIMEOUT_MS', async () => {
    vi.useFakeTimers();
    try {
      const hanging: Fetch = (_url, init) => new Promise((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))));
      const result = siteReachable({ fetch: hanging });
      await vi.advanceTimersByTimeAsync(REACH_TIMEOUT_MS);
      expect(await result).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });
});
