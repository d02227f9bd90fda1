import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guestCopyHeaders, mayStore, ruleFor, wantsGuestCopy, type RequestFacts } from '../../client/service-worker/rules';
import { GUEST_COPY_HEADER } from '../../client/contracts/guest-copy';
import { SITE_ORIGIN } from '../support/env';
import { startWorker, type TestWorker } from '../support/worker';
import { readManifest } from '../../scripts/manifest.mjs';

// Issue 29 part 2 (docs/decisions/030): what the service worker may keep of the worker's real answers, and the
// offline pages it precaches.

const BUILD = readManifest().build;
const VERSION_KEY = 'version-key=0123456789abcdef0123456789abcdef';
const now = () => Math.floor(Date.now() / 1000);

let worker: TestWorker;
beforeAll(async () => {
  worker = await startWorker();
});
afterAll(() => worker?.dispose());

interface Call {
  path: string;
  method?: string;
  /** A document navigation (the browser's `mode`), else a script's fetch. */
  navigate?: boolean;
  headers?: Record<string, string>;
  body?: string;
}

/**
 * Sends each call to the worker as the browser would and keeps its answer the way sw.ts does — its rule, then
 * mayStore — into a cache listing: what a service worker would hold after these calls.
 */
async function session(calls: Call[]): Promise<{ kept: string[]; answered: Record<string, number> }> {
  const kept: string[] = [];
  const answered: Record<string, number> = {};
  for (const call of calls) {
    const headers = new Headers(call.headers);
    const request: RequestFacts = { url: SITE_ORIGIN + call.path, method: call.method ?? 'GET', mode: call.navigate ? 'navigate' : 'cors', headers };
    const res = await worker.fetch(call.path, { method: request.method, headers: Object.fromEntries(headers), ...(call.body ? { body: call.body } : {}) });
    await res.arrayBuffer();
    answered[`${request.method} ${call.path}`] = res.status;
    const rule = ruleFor(request, SITE_ORIGIN);
    if (rule && mayStore(rule, request, { status: res.status, type: 'basic', headers: res.headers as unknown as Headers }, BUILD)) kept.push(call.path);
  }
  return { kept, answered };
}

const page = (p: string, cookie = VERSION_KEY): Call => ({ path: p, navigate: true, headers: { accept: 'text/html', cookie } });
const data = (p: string, cookie = VERSION_KEY): Call => ({ path: `/_data${p}`, headers: { accept: 'application/json', 'x-app-build': BUILD, cookie } });

describe('what the service worker keeps of a session', () => {
  it("a player's session leaves no support call, no API answer and no private page in any cache; the player view of a payload is kept", async () => {
    const active = `${VERSION_KEY}; last-activity=${now() - 5}`;
    const { kept, answered } = await session([
      // The guest's landing and a tab, before logging in: these may be kept.
      page('/'),
      data('/slots/'),
      // After login: the returning render, the player view of every payload, the rails' tiles, the footer, support.
      page('/', active),
      page('/slots/', active),
      data('/new/?view=player', active),
      data('/fi/slots/?view=player', active),
      data('/contact-us/?view=player', active),
      { path: '/api/tiles?ids=7001,7002&platform=W', headers: { cookie: active } },
      { path: '/api/copyright?language=ENG', headers: { cookie: active } },
      { path: '/api/search-catalogue?platform=W', headers: { cookie: active } },
      { path: '/api/support/ticket', method: 'POST', headers: { 'content-type': 'application/json', cookie: active }, body: '{}' },
      { path: '/api/support/ticket', headers: { cookie: active } },
      // A request carrying credentials of its own.
      { path: '/_data/jackpots/', headers: { 'x-app-build': BUILD, authorization: 'Bearer player-token', cookie: active } },
    ]);
    expect(answered['GET /_data/new/?view=player']).toBe(200);
    expect(answered['GET /_data/fi/slots/?view=player']).toBe(200);
    expect(answered['GET /_data/contact-us/?view=player']).toBe(200);
    expect(answered['POST /api/support/ticket']).toBeGreaterThanOrEqual(400);
    // The returning render of a player's document is private; the contact page is no-store whoever asks.
    expect(kept).toEqual(['/', '/_data/slots/', '/_data/new/?view=player', '/_data/fi/slots/?view=player']);
  });

  it("a returning visitor's page is kept as the guest's render of it: the page every guest gets, nothing of this visitor (issue 51)", async () => {
    const active = `${VERSION_KEY}; last-activity=${now() - 5}`;
    for (const path of ['/', '/slots/', '/fi/']) {
      const facts = (headers: Headers): RequestFacts => ({ url: SITE_ORIGIN + path, method: 'GET', mode: 'navigate', headers });
      // The visitor's own answer: the welcome-back render, private, never kept — the worker asks for the guest's copy.
      const own = await worker.fetch(path, { headers: { accept: 'text/html', cookie: active } });
      const ownHtml = await own.text();
      expect(ownHtml, path).toMatch(/"returning":true/);
      expect(mayStore('page', facts(new Headers()), { status: own.status, type: 'basic', headers: own.headers as unknown as Headers }, BUILD), path).toBe(false);
      expect(wantsGuestCopy(facts(new Headers()), { status: own.status, headers: own.headers as unknown as Headers }, BUILD), path).toBe(true);
      // The copy the worker asks for, with the visitor's cookie: a guest's page, public, kept.
      const headers = guestCopyHeaders();
      const copy = await worker.fetch(path, { headers: { ...Object.fromEntries(headers), cookie: active } });
      const html = await copy.text();
      expect(copy.status, path).toBe(200);
      expect(html, path).toMatch(/"returning":false/);
      expect(html, path).not.toContain('Welcome back');
      expect(html, path).not.toContain('Tervetuloa takaisin');
      expect(copy.headers.get('cache-control'), path).toBe('no-cache');
      expect(copy.headers.get('vary'), path).toMatch(new RegExp(`(^|, )${GUEST_COPY_HEADER}(,|$)`, 'i'));
      expect(mayStore('page', facts(headers), { status: copy.status, type: 'basic', headers: copy.headers as unknown as Headers }, BUILD), path).toBe(true);
      // The same bytes a guest gets, but for the nonce each answer has of its own.
      const guest = await (await worker.fetch(path, { headers: { accept: 'text/html', cookie: VERSION_KEY } })).text();
      const unnonced = (h: string) => h.replace(/nonce="[^"]+"/g, 'nonce=""');
      expect(unnonced(html), path).toBe(unnonced(guest));
    }
  });

  it('the player view of a payload is one answer for every logged-in visitor: nothing of a session, nothing private', async () => {
    // Two players on two devices: their own version keys, activity times and (had the site one) session cookie.
    const visitors = [
      `${VERSION_KEY}; last-activity=${now() - 5}`,
      `version-key=fedcba9876543210fedcba9876543210; last-activity=${now() - 120}; casino-platform-session=tok-P-1002`,
    ];
    for (const p of ['/_data/megaways-slots/?view=player', '/_data/promotions/?view=player']) {
      const answers = [];
      const bodies: string[] = [];
      for (const cookie of visitors) {
        const res = await worker.fetch(p, { headers: { accept: 'application/json', 'x-app-build': BUILD, cookie } });
        answers.push(res);
        bodies.push(await res.text());
      }
      for (const res of answers) {
        expect(res.status, p).toBe(200);
        expect(res.headers.get('set-cookie'), p).toBeNull();
        expect(res.headers.get('cache-control'), p).toBe('no-cache');
        expect(res.headers.get('vary') ?? '', p).not.toMatch(/cookie/i);
        expect(res.headers.get('x-app-build'), p).toBe(BUILD);
      }
      expect(bodies[1], p).toBe(bodies[0]);
      expect(bodies[0], p).not.toMatch(/P-100\d|player-(gb|ca|ie)|@example\.com|tok-P-1002/);
    }
  });

  it('a first answer that sets a cookie, an error page and another build’s answer are not kept', async () => {
    const { kept, answered } = await session([
      { path: '/promotions/', navigate: true, headers: { accept: 'text/html' } },
      page('/no-such-page/'),
      data('/no-such-page/'),
      { path: '/_data/slots/', headers: { 'x-app-build': 'another-build', cookie: VERSION_KEY } },
      page('/promotions/'),
    ]);
    expect(answered['GET /no-such-page/']).toBe(404);
    expect(answered['GET /_data/slots/']).toBe(409);
    expect(kept).toEqual(['/promotions/']);
  });
});

describe('offline pages', () => {
  it.each([
    ['/offline/', 'en-GB', 'You’re offline', 'href="/"'],
    ['/fi/offline/', 'fi-FI', 'Ei verkkoyhteyttä', 'href="/fi/"'],
    ['/es/offline/', 'es-ES', 'Estás sin conexión', 'href="/es/"'],
    ['/en-ca/offline/', 'en-CA', 'You’re offline', 'href="/en-ca/"'],
  ])('%s: the locale’s text and lobby link, never indexed, its one script allowed by its nonce', async (p, lang, title, lobby) => {
    const res = await worker.fetch(p);
    expect(res.status).toBe(200);
    expect(res.headers.get('x-robots-tag')).toBe('noindex');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('x-app-build')).toBe(BUILD);
    const html = await res.text();
    expect(html).toContain(`<html lang="${lang}">`);
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).toContain(`<h1>${title}</h1>`);
    expect(html).toContain(lobby);
    const nonce = /'nonce-([^']+)'/.exec(res.headers.get('content-security-policy') ?? '')?.[1];
    expect(nonce).toBeTruthy();
    expect(html).toContain(`<script nonce="${nonce}">`);
  });

  it('another prefix is no offline page, and no sitemap lists one', async () => {
    expect((await worker.fetch('/xx/offline/')).status).toBe(404);
    const index = await (await worker.fetch('/sitemap.xml')).text();
    const sitemaps = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
    expect(sitemaps.length).toBeGreaterThan(0);
    for (const sitemap of sitemaps) {
      const xml = await (await worker.fetch(sitemap)).text();
      expect(xml).toContain('<loc>');
      expect(xml, sitemap).not.toContain('/offline/');
    }
  });
});
