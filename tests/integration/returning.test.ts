import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InitialState } from '../../client/contracts/payload';
import { startWorker, type TestWorker } from '../support/worker';
import { readManifest } from '../../scripts/manifest.mjs';
import { START_MODULES_ATTR } from '../../client/loading/page-start-script';

// Issue 25 part 1 (docs/decisions/023): the worker renders a returning visitor's first screen from the activity cookie.

const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/126 Safari/537.36';
const FRAMEWORK = 'platform/framework.js';

let worker: TestWorker;
beforeAll(async () => {
  worker = await startWorker();
});
afterAll(() => worker?.dispose());

const now = () => Math.floor(Date.now() / 1000);
const page = async (path: string, cookie?: string) => {
  const res = await worker.fetch(path, { headers: { 'user-agent': DESKTOP, ...(cookie === undefined ? {} : { cookie }) } });
  const html = await res.text();
  const state = JSON.parse(/<script id="__STATE__"[^>]*>(.*?)<\/script>/s.exec(html)![1]!) as InitialState;
  return { res, html, state };
};
/** Visible text of the body's markup (tags and the serialised state dropped): what a first paint can show. */
const bodyText = (html: string) =>
  html
    .replace(/^[\s\S]*<body>/, '')
    .replace(/<script[\s\S]*?<\/script>/g, '')
    .replace(/<[^>]+>/g, ' ');
const tileIds = (state: InitialState) => {
  const data = state.payload.data as { rails?: { games: { id: number }[] }[]; grid?: { games: { id: number }[] } };
  return [...(data.rails ?? []).flatMap((r) => r.games), ...(data.grid?.games ?? [])].map((g) => g.id);
};
const expectReturning = ({ res, html, state }: Awaited<ReturnType<typeof page>>) => {
  expect(res.status).toBe(200);
  const text = bodyText(html);
  expect(text).toContain('Welcome back');
  expect(text).toContain('Logging in');
  expect(text).not.toMatch(/\bLogin\b/);
  expect(text).not.toContain('Join Here');
  expect(html).toMatch(/role="status" aria-live="polite"[^>]*>.*Welcome back/s);
  expect(state.site.returning).toBe(true);
};
const expectGuest = ({ res, html, state }: Awaited<ReturnType<typeof page>>) => {
  expect(res.status).toBe(200);
  const text = bodyText(html);
  expect(text).toMatch(/\bLogin\b/);
  expect(text).toContain('Join Here');
  expect(text).not.toContain('Welcome back');
  expect(state.site.returning).toBe(false);
};

describe('returning visitor (fresh activity cookie)', () => {
  it('renders Welcome back / Logging in instead of Login and Join Here, only for activity within 300 s', async () => {
    expectReturning(await page('/', `last-activity=${now() - 10}`));
    expectReturning(await page('/promotions/', `consent-closed=1; last-activity=${now() - 290}; other=x`));
    const fi = await page('/fi/', `last-activity=${now()}`);
    expect(fi.state.site.returning).toBe(true);
    expect(bodyText(fi.html)).toContain('Tervetuloa takaisin');
    expect(bodyText(fi.html)).toContain('Kirjaudutaan sisään');

    for (const [why, cookie] of [
      ['absent', undefined],
      ['stale', `last-activity=${now() - 301}`],
      ['long gone', `last-activity=${now() - 86_400}`],
      ['future-dated', `last-activity=${now() + 120}`],
      ['malformed', 'last-activity=12abc'],
      ['negative', 'last-activity=-5'],
      ['empty', 'last-activity='],
      ['zero', 'last-activity=0'],
      ['another cookie of a similar name', `last-activity-x=${now()}`],
    ] as const) {
      const p = await page('/', cookie);
      expect(p.state.site.returning, why).toBe(false);
      expectGuest(p);
    }
  });

  it('preloads the framework script at high priority with the nonce, only when returning', async () => {
    const returning = await page('/slots/', `last-activity=${now() - 5}`);
    const nonce = /'nonce-([^']+)'/.exec(returning.res.headers.get('content-security-policy')!)![1]!;
    const preload = /<link rel="preload" as="script"[^>]*>/.exec(returning.html)?.[0];
    expect(preload).toContain(`href="${returning.state.site.platform.scriptUrl}"`);
    expect(preload).toContain(FRAMEWORK);
    expect(preload).toMatch(/fetchpriority="high"/i);
    expect(preload).toContain(`nonce="${nonce}"`);
    // Before the app's own module, so it is asked for first; the CSP allows its origin for scripts.
    expect(returning.html.indexOf(preload!)).toBeLessThan(returning.html.indexOf('<script type="module"'));
    expect(returning.res.headers.get('content-security-policy')).toMatch(new RegExp(`script-src [^;]*${new URL(returning.state.site.platform.scriptUrl).origin}`));
    // Every inline script carries the nonce (the rails head script included).
    for (const tag of returning.html.match(/<script\b[^>]*>/g)!) expect(tag).toContain(`nonce="${nonce}"`);
    expect(returning.html).toContain('has-recent');

    const guest = await page('/slots/', `last-activity=${now() - 400}`);
    expect(guest.html).not.toContain('rel="preload" as="script"');
    expect(guest.html).not.toContain('has-recent');
  });

  it("preloads the platform bridge's chunks only when returning, so its deep links and header do not wait on an import chain", async () => {
    const { platform, imports } = readManifest();
    const modulepreloads = (html: string) => [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"([^>]*)>/g)].map((m) => ({ href: m[1]!, attrs: m[2]! }));
    const bridge = platform[0]!;
    expect(imports, 'the bridge is a lazy chunk, not first-screen JS').not.toContain(bridge);
    const returning = modulepreloads((await page('/?deposit', `last-activity=${now() - 5}`)).html);
    for (const href of platform) expect(returning.map((l) => l.href), href).toContain(href);
    // At the fetch's normal priority, not the first screen's low one, and each file once.
    expect(returning.find((l) => l.href === bridge)!.attrs).not.toMatch(/fetchpriority/i);
    expect(new Set(returning.map((l) => l.href)).size).toBe(returning.length);

    // A guest's modules are named on the start script (decision 050): the app's, not the bridge's.
    const guestHtml = (await page('/?deposit', `last-activity=${now() - 400}`)).html;
    const guestModules = new RegExp(`<script type="module"[^>]*${START_MODULES_ATTR}="([^"]+)"`).exec(guestHtml)?.[1]?.split(' ') ?? [];
    expect(guestModules.length).toBeGreaterThan(0);
    expect(guestModules).not.toContain(bridge);
    expect(modulepreloads(guestHtml)).toEqual([]);
  });

  it('varies Cache-Control and Vary so no shared cache hands one variant to the other', async () => {
    const returning = await page('/new/', `last-activity=${now() - 10}`);
    expect(returning.res.headers.get('cache-control')).toBe('private, no-cache');
    expect(returning.res.headers.get('vary')).toMatch(/(^|, )Cookie(,|$)/);
    const guest = await page('/new/');
    expect(guest.res.headers.get('cache-control')).toBe('no-cache');
    expect(guest.res.headers.get('vary')).toMatch(/(^|, )Cookie(,|$)/);
  });

  it('keeps the returning variant apart from the guest page in the page cache, keyed by that state alone', async () => {
    // Guest first, then a returning visitor of the same page: the returning HTML (a cache miss of its own).
    const guest = await page('/providers/', undefined);
    expectGuest(guest);
    const first = await page('/providers/', `last-activity=${now() - 20}`);
    expectReturning(first);
    expect(first.res.headers.get('x-page-cache')).toBe('miss');
    // Another returning visitor, another cookie value: the same entry.
    const second = await page('/providers/', `last-activity=${now() - 200}; consent-closed=1`);
    expectReturning(second);
    expect(second.res.headers.get('x-page-cache')).toBe('hit');
    // And the guest page is still the guest's.
    const guestAgain = await page('/providers/', `last-activity=${now() - 3600}`);
    expectGuest(guestAgain);
    expect(guestAgain.res.headers.get('x-page-cache')).toBe('hit');

    // The other order: returning first, then a guest.
    const r = await page('/themes/', `last-activity=${now() - 1}`);
    expectReturning(r);
    const g = await page('/themes/');
    expectGuest(g);
    expect(g.res.headers.get('x-page-cache')).toBe('miss');
  });

  it('renders the lobby in the player view for a returning visitor (cached once for all of them), the guest view otherwise', async () => {
    const guest = await page('/new/', `last-activity=${now() - 1000}`);
    const returning = await page('/new/', `last-activity=${now() - 10}`);
    const player = (await (await worker.fetch('/_data/new/?view=player', { headers: { 'user-agent': DESKTOP } })).json()) as InitialState['payload'];
    expect(tileIds(returning.state)).toEqual(tileIds({ ...returning.state, payload: player }));
    expect(tileIds(returning.state).length).toBeGreaterThan(0);
    expect(tileIds(returning.state)).not.toEqual(tileIds(guest.state));
  });

  it('never puts player data or the cookie in a page: the worker never knows the player', async () => {
    const stamp = String(now() - 30);
    const cookie = `last-activity=${stamp}; casino-platform-session=tok-SECRET-123; player=player-gb; email=someone%40example.com`;
    for (const path of ['/', '/slots/', '/promotions/', '/casino/games/lucky-clover-gold/']) {
      const first = await page(path, cookie);
      const again = await page(path, cookie);
      for (const p of [first, again]) {
        expect(p.state.site.returning, path).toBe(true);
        for (const secret of [stamp, 'tok-SECRET', 'player-gb', 'someone', 'GBP 250', '£250', '250.00']) expect(p.html, `${path} ${secret}`).not.toContain(secret);
      }
      expect(again.res.headers.get('x-page-cache'), path).toBe('hit');
    }
  });

  it('adds no variant to /_data/ payloads (client navigation happens after hydration)', async () => {
    const plain = await worker.fetch('/_data/slots/', { headers: { 'user-agent': DESKTOP } });
    const returning = await worker.fetch('/_data/slots/', { headers: { 'user-agent': DESKTOP, cookie: `last-activity=${now() - 10}` } });
    expect(returning.headers.get('x-page-cache')).toBe('hit');
    expect(await returning.json()).toEqual(await plain.json());
  });
});
