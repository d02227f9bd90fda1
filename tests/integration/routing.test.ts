import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWorker, type TestWorker } from '../support/worker';

let worker: TestWorker;
beforeAll(async () => {
  worker = await startWorker();
});
afterAll(() => worker?.dispose());

const LOCALES = ['', '/en-ca', '/en-ie', '/fi', '/es'];
const PAGES = [
  '/',
  '/all-games/',
  '/casino/',
  '/live-casino/',
  '/slots/',
  '/slots/lucky-clover-gold/',
  '/promotions/',
  '/promotions/game-of-the-week/',
  '/promotions/oktoberfest/',
  '/promotions/summer-sizzler-archived/',
  '/promotions/welcome-package/',
  '/promotions/cashback-weekend/',
  '/providers/',
  '/providers/netent/',
  '/themes/',
  '/themes/irish/',
  '/game-reviews/',
  '/contact-us/',
  '/info/',
  '/info/terms/',
  '/info/deposit-visa/',
  '/casino/games/lucky-clover-gold/',
  '/new/',
  '/new-slots/',
  '/megaways-slots/',
  '/jackpot-king/',
];

describe('route table', () => {
  it('serves every route under every locale prefix', async () => {
    for (const prefix of LOCALES) {
      for (const page of PAGES) {
        const res = await worker.fetch(prefix + page);
        expect(res.status, prefix + page).toBe(200);
        expect(res.headers.get('content-type')).toContain('text/html');
        await res.arrayBuffer();
      }
    }
  });

  it.each([
    '/nope/',
    '/en-ca/nope/',
    '/de/slots/',
    '/unknown-tab/',
    '/info/not-an-info-page/',
    '/slots/a/b/',
    '/casino/games/',
    '/casino/games/Bad%20Slug/',
    '/providers/%F0%9F%8D%80/',
    '/promotions/UPPER/',
    '/promotions/no-such-promotion/',
    '/casino/games/no-such-game/',
    '/slots/no-such-slot/',
    '/providers/no-such-provider/',
    '/themes/no-such-theme/',
    '/all-games/?page=999',
    '/all-games/?page=0',
    '/all-games/?page=abc',
    '/all-games/?letter=aa',
  ])('%s → 404 error page', async (path) => {
    const res = await worker.fetch(path);
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toContain('>404<');
    expect(html).toContain('This page could not be found');
    expect(html).toContain('Go back to homepage');
    expect(html).toContain('<title>404 | Shamrock Spins</title>');
  });

  it('links the 404 page home in its own locale', async () => {
    const html = await (await worker.fetch('/en-ie/nope/')).text();
    expect(html).toMatch(/<a class="button button--primary" href="\/en-ie\/">Go back to homepage<\/a>/);
  });

  it("titles ordinary pages '{page} | {brand}' (issue 15)", async () => {
    const html = await (await worker.fetch('/promotions/')).text();
    expect(html).toContain('<title>Promotions | Shamrock Spins</title>');
  });

  it('applies named route middleware (contact page is never cached)', async () => {
    expect((await worker.fetch('/contact-us/')).headers.get('cache-control')).toBe('no-store');
    expect((await worker.fetch('/promotions/')).headers.get('cache-control')).toBe('no-cache');
  });

  it('answers HEAD like GET without a body', async () => {
    const res = await worker.fetch('/slots/', { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('');
  });

  it('answers unknown site APIs with a JSON 404', async () => {
    const res = await worker.fetch('/api/nope');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: 'Not found' });
  });
});

describe('redirect rules', () => {
  it('adds the trailing slash in one hop, keeping the query', async () => {
    const res = await worker.fetch('/slots?x=1');
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/slots/?x=1');
    const ca = await worker.fetch('/en-ca/promotions/welcome-package?utm=a%20b');
    expect(ca.headers.get('location')).toBe('/en-ca/promotions/welcome-package/?utm=a%20b');
  });

  it('leaves the root alone', async () => {
    expect((await worker.fetch('/')).status).toBe(200);
    expect((await worker.fetch('/?x=1')).status).toBe(200);
  });

  it('renders Finnish routes while FI_REDIRECT is off', async () => {
    const res = await worker.fetch('/fi/slots/');
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<html lang="fi-FI">');
  });

  it('sends /fi/ paths to /en-ie/ when FI_REDIRECT is on', async () => {
    const fi = await startWorker({ FI_REDIRECT: 'true' });
    try {
      const res = await fi.fetch('/fi/promotions/oktoberfest/?a=1');
      expect(res.status).toBe(301);
      expect(res.headers.get('location')).toBe('/en-ie/promotions/oktoberfest/?a=1');
      expect((await fi.fetch('/fi')).headers.get('location')).toBe('/en-ie/');
      expect((await fi.fetch('/en-ie/slots/')).status).toBe(200);
    } finally {
      await fi.dispose();
    }
  });
});

describe('hostile and malformed requests never produce a 500', () => {
  it.each([
    '/..%2f',
    '/..%2f..%2fetc%2fpasswd/',
    '/%2e%2e/%2e%2e/',
    '/info/%E0%A4%A/',
    '/%/',
    '/slots/%ZZ/',
    '//evil.example/',
    '/\\evil.example/',
    `/${'a'.repeat(4000)}/`,
    '/casino/games/%00/',
    '/providers/%C3%A9/',
  ])('%s', async (path) => {
    const res = await worker.fetch(path);
    expect(res.status).toBeLessThan(500);
    const location = res.headers.get('location');
    if (location) expect(location.startsWith('//')).toBe(false);
    await res.arrayBuffer();
  });

  it('dot segments resolve inside the site (never above it)', async () => {
    const res = await worker.fetch('/%2e%2e/%2e%2e/');
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<link rel="canonical" href="https://www.shamrockspins.test/"/>');
  });

  it('an 8 KB query is kept, not a crash', async () => {
    const q = 'q=' + 'x'.repeat(8 * 1024);
    expect((await worker.fetch(`/slots/?${q}`)).status).toBe(200);
    const redirect = await worker.fetch(`/slots?${q}`);
    expect(redirect.status).toBe(301);
    expect(redirect.headers.get('location')).toBe(`/slots/?${q}`);
  });

  it('non-GET requests to pages get a 405 with Allow, not a 500', async () => {
    const res = await worker.fetch('/slots/', { method: 'POST', body: 'x' });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET, HEAD');
  });
});
