import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWorker, type TestWorker } from '../support/worker';
import { readManifest } from '../../scripts/manifest.mjs';

/** Bounded answers to requests no page can serve (issue 16 item 4). */
let worker: TestWorker;
beforeAll(async () => {
  worker = await startWorker();
});
afterAll(() => worker?.dispose());

const SECURITY = ['content-security-policy', 'strict-transport-security', 'x-content-type-options', 'x-frame-options', 'referrer-policy'];

describe('bad requests', () => {
  it('a query over 16 KB is a 414 too', async () => {
    expect((await worker.fetch(`/slots/?q=${'x'.repeat(17 * 1024)}`)).status).toBe(414);
  });

  it('a path over 2 KB is a short 414 that reflects nothing', async () => {
    const long = '/' + 'a'.repeat(2100) + '/';
    const res = await worker.fetch(long);
    const body = await res.text();
    expect(res.status).toBe(414);
    expect(body.length).toBeLessThan(500);
    expect(body).not.toContain('aaaaaaaaaa');
    for (const h of SECURITY) expect(res.headers.get(h), h).toBeTruthy();
    expect(worker.outbound).toEqual([]);
  });

  it('a 404 reflects the path once, escaped, and has no canonical, hreflang or og:url (HTML and /_data)', async () => {
    // '~' is in no nonce or asset name (base64 and build hashes): only the reflected path can hold 'zq~'.
    const marker = 'zq~<script>x</script>'.padEnd(1500, 'q');
    const res = await worker.fetch(`/${encodeURIComponent(marker)}/`);
    const body = await res.text();
    expect(res.status).toBe(404);
    expect(body).not.toContain('<script>x');
    expect(body.split('qqqqqqqqqqqqqqqqqqqq').length - 1).toBeLessThanOrEqual(1 + Math.floor(1480 / 20));
    expect(body.match(/zq~/g)?.length).toBe(1);
    expect(body).not.toMatch(/rel="canonical"|rel="alternate"|og:url/);
    const data = await worker.fetch('/_data/no-such-page/');
    const payload = (await data.json()) as { head: { canonical?: string; alternates: unknown[]; og: { url?: string } } };
    expect(data.status).toBe(404);
    expect(payload.head.canonical).toBeUndefined();
    expect(payload.head.alternates).toEqual([]);
    expect(payload.head.og.url).toBeUndefined();
  });

  it('a 404 document names the error page among its modules, a lazy chunk like a route page, and draws it', async () => {
    const manifest = readManifest();
    const body = await (await worker.fetch('/no-such-page/')).text();
    // A guest's document names its modules on its start script (docs/decisions/050).
    const preloads = /<script\b[^>]*\sdata-modules="([^"]*)"/.exec(body)![1]!.split(' ');
    const errorChunk = manifest.pages['error-page']?.[0];
    expect(errorChunk).toBeTruthy();
    expect(manifest.imports).not.toContain(errorChunk);
    expect(preloads).toContain(errorChunk);
    expect(body).toContain('class="error-page"');
    expect(body).toContain('This page could not be found');
  });

  it('a real page keeps its canonical and hreflang', async () => {
    const body = await (await worker.fetch('/promotions/')).text();
    expect(body).toContain('rel="canonical"');
    expect(body.match(/rel="alternate"/g)?.length).toBe(6);
  });

  it.each(['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'])('%s on a page is 405 with Allow: GET, HEAD', async (method) => {
    const res = await worker.fetch('/promotions/', { method, ...(method === 'POST' || method === 'PUT' ? { body: 'x' } : {}) });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET, HEAD');
    expect(res.headers.get('strict-transport-security')).toBeTruthy();
  });

  it('HEAD on a page is allowed; the API keeps its own methods', async () => {
    expect((await worker.fetch('/promotions/', { method: 'HEAD' })).status).toBe(200);
    expect((await worker.fetch('/api/cache/purge', { method: 'POST' })).status).toBe(503);
    expect((await worker.fetch('/api/nothing', { method: 'POST' })).status).toBe(404);
  });
});

describe('assets (_headers)', () => {
  it('every static file gets the security headers the worker sets on pages', () => {
    const rules = readFileSync(path.resolve(import.meta.dirname, '../../client/public/_headers'), 'utf8');
    const all = rules.split(/\n(?=\/)/).find((block) => block.startsWith('/*\n'));
    expect(all).toBeDefined();
    for (const h of SECURITY) expect(all!.toLowerCase(), h).toContain(`${h}:`);
    expect(all).toMatch(/frame-ancestors 'self'/);
  });
});
