import { describe, expect, it } from 'vitest';
import { startWorker } from '../support/worker';

/**
 * A short-lived page (built from fallbacks or stale content, or with live figures: DEGRADED_PAGE_SECONDS) is rendered
 * again once its time is up, and that render can wait a whole upstream timeout on the upstream that failed. The other
 * visitors of the page take the expired page meanwhile (docs/decisions/019, 2026-12-07).
 */
const CATEGORIES = '/api/aspire-categories';

describe('an expired short-lived page while it is rendered again', () => {
  it('is answered at once to the others, with their own nonce, while one request waits on the hung upstream', async () => {
    const worker = await startWorker({
      UPSTREAM_TIMEOUT_MS: '1500',
      CACHE_TTL_SECONDS: '600',
      NEGATIVE_CACHE_SECONDS: '0.001',
      DEGRADED_PAGE_SECONDS: '0.001',
    });
    try {
      worker.emulator.faults.set(CATEGORIES, 'hang');
      const first = await worker.fetch('/');
      expect(first.headers.get('X-Page-Cache')).toBe('miss');
      const firstHtml = await first.text();
      expect(firstHtml, 'built without the custom categories: short-lived').not.toContain('Top Picks');

      const categoryCalls = () => worker.outbound.filter((path) => path.startsWith(CATEGORIES)).length;
      const before = categoryCalls();
      const order: string[] = [];
      const renderer = worker.fetch('/').then(async (res) => {
        order.push('renderer');
        return { cache: res.headers.get('X-Page-Cache'), html: await res.text() };
      });
      // The page's time is up: this request renders it again and is now waiting on the hung categories.
      await expect.poll(categoryCalls).toBeGreaterThan(before);

      const other = await worker.fetch('/');
      order.push('other');
      expect(other.status).toBe(200);
      expect(other.headers.get('X-Page-Cache')).toBe('expired');
      expect(other.headers.get('Server-Timing')).toContain('cache;desc=expired');
      const otherHtml = await other.text();
      const nonceOf = (html: string) => /<script[^>]* nonce="([^"]+)"/.exec(html)?.[1];
      expect(nonceOf(otherHtml)).toBeTruthy();
      expect(nonceOf(otherHtml)).not.toBe(nonceOf(firstHtml));
      expect(other.headers.get('content-security-policy')).toContain(`'nonce-${nonceOf(otherHtml)}'`);
      const withoutNonces = (html: string) => html.replaceAll(nonceOf(html)!, '');
      expect(withoutNonces(otherHtml), 'the expired page').toBe(withoutNonces(firstHtml));

      const rendered = await renderer;
      expect(rendered.cache).toBe('miss');
      expect(order).toEqual(['other', 'renderer']);
    } finally {
      await worker.dispose();
    }
  });

  it('is not answered when no request is rendering it: the request renders, as a miss', async () => {
    const worker = await startWorker({ UPSTREAM_TIMEOUT_MS: '1500', NEGATIVE_CACHE_SECONDS: '600', DEGRADED_PAGE_SECONDS: '0.001' });
    try {
      worker.emulator.faults.set(CATEGORIES, '503');
      const first = await worker.fetch('/');
      expect(await first.text()).not.toContain('Top Picks');
      // The failure is remembered: the next render does not wait, and nothing else renders meanwhile.
      const next = await worker.fetch('/');
      expect(next.headers.get('X-Page-Cache')).toBe('miss');
      expect(next.status).toBe(200);
    } finally {
      await worker.dispose();
    }
  });
});
