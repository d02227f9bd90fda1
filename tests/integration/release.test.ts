import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWorker, type TestWorker } from '../support/worker';
import { readManifest } from '../../scripts/manifest.mjs';

// Issue 26 (docs/decisions/025-release-versions.md): every response names its release; a version-affinity key for
// each visitor; another build's page payload request is refused; files of another release are served from KV.

const manifest = readManifest();

let worker: TestWorker;
beforeAll(async () => {
  worker = await startWorker();
});
afterAll(() => worker?.dispose());

describe('release headers', () => {
  it.each(['/', '/_data/slots/', '/api/tiles?ids=7001&platform=W', '/no-such-page/', '/sitemap.xml'])('%s names the build and the version', async (p) => {
    const res = await worker.fetch(p);
    await res.arrayBuffer();
    expect(res.headers.get('X-App-Build')).toBe(manifest.build);
    expect(manifest.build).toMatch(/^[0-9a-f]{12}$/);
    // No version-metadata binding in tests: the version is the build.
    expect(res.headers.get('X-App-Version')).toBe(manifest.build);
  });

  it('the document names its build too', async () => {
    const html = await (await worker.fetch('/')).text();
    expect(html).toContain(`<meta name="app-build" content="${manifest.build}"/>`);
  });

  it("and the pin its calls send to stay on the version that rendered it (Cloudflare's version override)", async () => {
    const html = await (await worker.fetch('/slots/')).text();
    // WORKER_NAME and the version (the build, with no version-metadata binding), as an RFC 8941 dictionary member.
    expect(html).toContain(`<meta name="version-override" content="shamrock-spins=&quot;${manifest.build}&quot;"/>`);
  });
});

describe('version-affinity key', () => {
  it('a visitor without one gets a random 128-bit key: a year, HttpOnly, Lax (Secure in every region, below)', async () => {
    const first = (await worker.fetch('/')).headers.get('set-cookie') ?? '';
    const second = (await worker.fetch('/')).headers.get('set-cookie') ?? '';
    const key = /version-key=([0-9a-f]{32});/.exec(first)?.[1];
    expect(key).toBeDefined();
    expect(second).not.toContain(key!);
    expect(first).toContain('Max-Age=31536000');
    expect(first).toContain('HttpOnly');
    expect(first).toContain('SameSite=Lax');
    // Local development (REGION local) serves plain http: no Secure there.
    expect(first).not.toContain('Secure');
  });

  it('is Secure wherever the site is deployed, whatever scheme the request came in on, and never on a public answer', async () => {
    const regional = await startWorker({ REGION: 'uk' });
    try {
      const page = (await regional.fetch('/')).headers.get('set-cookie') ?? '';
      expect(page).toMatch(/version-key=[0-9a-f]{32};.*Secure/);
      const api = await regional.fetch('/api/tiles?ids=7001&platform=W');
      expect(api.headers.get('cache-control')).toMatch(/public/);
      expect(api.headers.get('set-cookie') ?? '').not.toContain('version-key');
    } finally {
      await regional.dispose();
    }
  });

  it('a visitor with a valid key keeps it (no Set-Cookie); a malformed one is replaced', async () => {
    const kept = await worker.fetch('/', { headers: { cookie: 'version-key=0123456789abcdef0123456789abcdef' } });
    expect(kept.headers.get('set-cookie') ?? '').not.toContain('version-key');
    const replaced = await worker.fetch('/', { headers: { cookie: 'version-key=<script>' } });
    expect(replaced.headers.get('set-cookie')).toMatch(/version-key=[0-9a-f]{32};/);
  });
});

describe('skew', () => {
  it("refuses another build's page payload request with 409, and answers its own build's", async () => {
    const other = await worker.fetch('/_data/slots/', { headers: { 'X-App-Build': 'another-build' } });
    expect(other.status).toBe(409);
    expect(await other.json()).toEqual({ error: 'version skew' });
    expect(other.headers.get('X-App-Build')).toBe(manifest.build);
    const own = await worker.fetch('/_data/slots/', { headers: { 'X-App-Build': manifest.build } });
    expect(own.status).toBe(200);
    expect(((await own.json()) as { route: string }).route).toBe('slots');
    // A page (HTML) is always answered whole, whatever build asks.
    expect((await worker.fetch('/slots/', { headers: { 'X-App-Build': 'another-build' } })).status).toBe(200);
  });
});

describe("another release's files", () => {
  it('a hashed file this version lacks is served from KV when a release uploaded it, immutable, with its type', async () => {
    const body = 'export const answer = 42;';
    await worker.putKv('asset:/assets/chunk-OTHERREL.js', new TextEncoder().encode(body).buffer as ArrayBuffer, { type: 'text/javascript; charset=utf-8' });
    const res = await worker.fetch('/assets/chunk-OTHERREL.js');
    expect(res.status).toBe(200);
    expect(await res.text()).toBe(body);
    expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('a file no release uploaded, or a path that is no hashed file, is a short 404 (not the HTML error page)', async () => {
    for (const p of ['/assets/chunk-NOSUCH.js', '/assets/a/b.js', '/assets/x.js%00.html']) {
      const res = await worker.fetch(p);
      expect(res.status, p).toBe(404);
      expect(await res.text(), p).toBe('Not found');
    }
  });
});
