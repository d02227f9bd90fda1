import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALLOWANCE_PATH, domSwapTwin, mainInner, REACT_FLOOR_PATH, reactFloorTwin, startTwinProxy, staticTwin, twinUrl } from './twins.mjs';

// The shape of worker/render/document.tsx's output: head scripts by nonce, module preloads, the entry, the state.
const PAGE = `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>
<script nonce="abc123">window.dataLayer=[];</script><title>Lobby</title>
<script type="application/ld+json" nonce="abc123">{"@type":"WebSite"}</script>
<link rel="preload" as="script" href="https://framework.example/f.js" fetchPriority="high" nonce="abc123"/>
<link rel="preload" as="image" href="/artwork/hero.png" fetchPriority="high"/>
<script nonce="abc123">if(HTMLScriptElement.supports('speculationrules')){}</script>
<link rel="stylesheet" href="/assets/entry-X.css"/>
<link rel="modulepreload" href="/assets/chunk-A.js" nonce="abc123" fetchPriority="low"/>
<link rel="modulepreload" href="/assets/chunk-B.js" nonce="abc123"/>
<script type="module" src="/assets/entry-Y.js" nonce="abc123"></script>
</head><body><div id="root"><main><h1>Lobby</h1><img src="/artwork/hero.png"/></main></div>
<script id="__STATE__" type="application/json" nonce="abc123">{"page":"lobby"}</script>
</body></html>`;

describe('the static twin', () => {
  const twin = staticTwin(PAGE);

  it('has no script that runs and no link that fetches one', () => {
    expect(twin).not.toMatch(/dataLayer|speculationrules|entry-Y\.js|modulepreload|framework\.example/);
    expect(twin).not.toMatch(/<script(?![^>]*type="application\/(ld\+)?json")/);
  });

  it('keeps the page’s HTML: its data blocks, stylesheet, image preload and markup', () => {
    expect(twin).toContain('<script id="__STATE__" type="application/json" nonce="abc123">{"page":"lobby"}</script>');
    expect(twin).toContain('{"@type":"WebSite"}');
    expect(twin).toContain('<link rel="stylesheet" href="/assets/entry-X.css"/>');
    expect(twin).toContain('<link rel="preload" as="image" href="/artwork/hero.png" fetchPriority="high"/>');
    expect(twin).toContain('<div id="root"><main><h1>Lobby</h1><img src="/artwork/hero.png"/></main></div>');
  });
});

describe('the React-floor twin', () => {
  const twin = reactFloorTwin(PAGE);

  it('runs one module script, the floor’s, with the page’s nonce, in the head where the entry was', () => {
    const scripts = [...twin.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]).filter((t) => !/application\/(ld\+)?json/.test(t));
    expect(scripts).toEqual([`<script type="module" src="${REACT_FLOOR_PATH}" nonce="abc123">`]);
    expect(twin.indexOf(REACT_FLOOR_PATH)).toBeLessThan(twin.indexOf('</head>'));
  });

  it('asks for that script at low priority, as the page asks for its modules (not on Lantern’s first-paint path)', () => {
    const preloads = [...twin.matchAll(/<link\b[^>]*rel="modulepreload"[^>]*>/g)].map((m) => m[0]);
    expect(preloads).toEqual([`<link rel="modulepreload" href="${REACT_FLOOR_PATH}" nonce="abc123" fetchpriority="low">`]);
    expect(twin.indexOf(preloads[0]!)).toBeLessThan(twin.indexOf(`<script type="module" src="${REACT_FLOOR_PATH}"`));
  });

  it('has one empty root for it to hydrate, and the page’s markup untouched', () => {
    expect(twin).toContain('<div id="twin-root"></div></body>');
    expect(twin).toContain('<div id="root"><main><h1>Lobby</h1>');
  });

  it('as the allowance twin, is the same HTML with the allowance’s script in the floor’s place', () => {
    expect(reactFloorTwin(PAGE, ALLOWANCE_PATH)).toBe(twin.replaceAll(REACT_FLOOR_PATH, ALLOWANCE_PATH));
  });
});

describe('the DOM-swap twin', () => {
  it('takes a page’s <main> content', () => {
    expect(mainInner(PAGE)).toBe('<h1>Lobby</h1><img src="/artwork/hero.png"/>');
    expect(() => mainInner('<p>no main</p>')).toThrow(/no <main>/);
  });

  it('is the static twin with one script that holds the destinations’ <main>, escaped', () => {
    const twin = domSwapTwin(PAGE, { '/': mainInner(PAGE), '/new/': '<h1>New</h1><script>x</script>' });
    expect(twin.startsWith(staticTwin(PAGE).slice(0, 200))).toBe(true);
    const inline = [...twin.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
    expect(inline).toHaveLength(1);
    expect(inline[0]).toContain('"/new/":"\\u003ch1>New\\u003c/h1>\\u003cscript>x\\u003c/script>"');
    expect(inline[0]).toContain("history.pushState(null, '', a.href);");
    expect(inline[0]).toContain(".innerHTML = pages[path]");
  });
});

describe('the twin proxy', () => {
  let upstream: http.Server;
  let proxy: { base: string; close: () => Promise<void> };
  const seen: { url: string; ua?: string; encoding?: string }[] = [];

  beforeAll(async () => {
    upstream = http.createServer((req, res) => {
      seen.push({ url: req.url!, ua: req.headers['user-agent'], encoding: req.headers['accept-encoding'] });
      if (req.url === '/moved') {
        res.writeHead(301, { location: `http://127.0.0.1:${(upstream.address() as AddressInfo).port}/slots/` });
        return res.end();
      }
      if (req.url!.startsWith('/assets/')) {
        res.writeHead(200, { 'content-type': 'text/javascript' });
        return res.end('export const a = 1;');
      }
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': "script-src 'nonce-abc123' 'strict-dynamic'" });
      res.end(PAGE);
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    const port = (upstream.address() as AddressInfo).port;
    // A free port for the proxy: ask the system for one, release it, take it.
    const probe = http.createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const proxyPort = (probe.address() as AddressInfo).port;
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    proxy = await startTwinProxy({ upstream: `http://127.0.0.1:${port}`, port: proxyPort, floorScript: 'console.log("floor")', allowanceScript: 'console.log("allowance")' });
  });

  afterAll(async () => {
    await proxy.close();
    await new Promise<void>((resolve) => upstream.close(() => resolve()));
  });

  it('serves the page as the site does, and its twins from the same answer, with the page’s headers', async () => {
    const page = await fetch(twinUrl(proxy.base, '/'), { headers: { 'user-agent': 'phone' } });
    expect(await page.text()).toBe(PAGE);
    const twin = await fetch(twinUrl(proxy.base, '/', 'react-floor'), { headers: { 'user-agent': 'phone' } });
    expect(twin.headers.get('content-security-policy')).toBe("script-src 'nonce-abc123' 'strict-dynamic'");
    expect(await twin.text()).toBe(reactFloorTwin(PAGE));
    expect((await (await fetch(twinUrl(proxy.base, '/', 'static'))).text())).toBe(staticTwin(PAGE));
    // The site sees the page's own path and the client's user agent (the worker keeps a page per device).
    expect(seen.slice(-3).map((s) => s.url)).toEqual(['/', '/', '/']);
    expect(seen.at(-2)!.ua).toBe('phone');
    expect(seen.every((s) => s.encoding === 'identity')).toBe(true);
  });

  it('compresses every text answer alike, and serves the floor’s script', async () => {
    const res = await new Promise<http.IncomingMessage>((resolve) => http.get(`${proxy.base}${REACT_FLOOR_PATH}`, { headers: { 'accept-encoding': 'gzip, br' } }, resolve));
    const parts: Buffer[] = [];
    for await (const c of res) parts.push(c as Buffer);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(Buffer.concat(parts)).toString()).toBe('console.log("floor")');
    const page = await new Promise<http.IncomingMessage>((resolve) => http.get(`${proxy.base}/?__twin=static`, { headers: { 'accept-encoding': 'gzip' } }, resolve));
    page.resume();
    expect(page.headers['content-encoding']).toBe('gzip');
  });

  it('serves the allowance twin and its script when it was given one', async () => {
    expect(await (await fetch(twinUrl(proxy.base, '/', 'allowance'))).text()).toBe(reactFloorTwin(PAGE, ALLOWANCE_PATH));
    expect(await (await fetch(`${proxy.base}${ALLOWANCE_PATH}`)).text()).toBe('console.log("allowance")');
  });

  it('points the site’s redirects at itself, and refuses a twin it does not know', async () => {
    const moved = await fetch(`${proxy.base}/moved`, { redirect: 'manual' });
    expect(moved.headers.get('location')).toBe(`${proxy.base}/slots/`);
    expect((await fetch(`${proxy.base}/?__twin=other`)).status).toBe(502);
  });
});
