// The pages' twins (issue 53, QUALITY.md 'Budgets'), served by a proxy in the bench's own process in front of the dev
// server: nothing in worker/ knows them, so no deploy can serve them. Every request of a Lighthouse run — the page's,
// its twins', their assets' — passes through the same proxy and is compressed the same way (gzip, as an edge would),
// so page and twins differ only in their scripts.
//
//   <page>?__twin=static       the page's own server HTML with every script removed (the limit for first and
//                              largest paint): scripts that run (classic, module, speculation rules) and the links
//                              that fetch scripts (modulepreload, preload as=script) go; data blocks (the page's
//                              state, JSON-LD) stay — they never run, and their bytes are the page's.
//   <page>?__twin=react-floor  that HTML plus one module script, where the page's entry was, that hydrates an empty
//                              root with React DOM (bench/react-floor.mjs): the stack's cost before any of our code.
//                              The script carries the page's own nonce, so the page's CSP header is kept as it is.
//   <page>?__twin=allowance    the React-floor twin whose script also carries the first-screen budget's 16 KB (gzip)
//                              of inert bytes (bench/react-floor.mjs allowanceScript): what the budgets let a first
//                              screen weigh. Reported, not judged, when LIGHTHOUSE_ALLOWANCE=1 asks for it.
import http from 'node:http';
import zlib from 'node:zlib';
import { TWIN_ROOT_ID } from './react-floor.mjs';

export const TWIN_PARAM = '__twin';
/** Where the proxy serves the React-floor twin's script (hashed-asset caching, as the site's own modules). */
export const REACT_FLOOR_PATH = '/__twin/react-floor.js';
/** Where the proxy serves the allowance twin's script. */
export const ALLOWANCE_PATH = '/__twin/allowance.js';
export const TWINS = ['static', 'react-floor', 'allowance'];

/** A page's URL on the proxy, as itself (`twin` undefined) or as one of its twins. */
export function twinUrl(base, page, twin) {
  const url = new URL(page, base);
  if (twin) url.searchParams.set(TWIN_PARAM, twin);
  return url.href;
}

/** Script types that are data, not code: kept in the twins (they never run). */
const DATA_SCRIPT = /^application\/(ld\+)?json$/i;

const attr = (tag, name) => new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(tag)?.slice(1).find((v) => v !== undefined);

/** The static twin of a page's HTML: every script and every link that fetches a script removed. */
export function staticTwin(html) {
  return html
    .replace(/<script\b([^>]*)>[\s\S]*?<\/script\s*>/gi, (whole, attrs) => (DATA_SCRIPT.test(attr(`<script ${attrs}>`, 'type') ?? '') ? whole : ''))
    .replace(/<link\b[^>]*>/gi, (tag) => {
      const rel = (attr(tag, 'rel') ?? '').toLowerCase();
      return rel === 'modulepreload' || (rel === 'preload' && (attr(tag, 'as') ?? '').toLowerCase() === 'script') ? '' : tag;
    });
}

/**
 * The React-floor twin: the static twin, the floor's module script where the entry was, an empty root to hydrate.
 * `src`: the allowance twin's script instead (ALLOWANCE_PATH), the same HTML otherwise. The script is asked for at low
 * priority, as the page asks for its modules: Lantern puts a high-priority script on the first paint's path (a module
 * never blocks a browser's paint), which drew the twin's first paint after its 69 KB and left its first layout out of
 * its blocking time — a TBT floor of 0 no page that paints before its script could meet (docs/measurements/053-twins.md,
 * 2026-12-07).
 */
export function reactFloorTwin(html, src = REACT_FLOOR_PATH) {
  const nonce = /<script\b[^>]*\snonce="([^"]*)"/i.exec(html)?.[1];
  const n = nonce ? ` nonce="${nonce}"` : '';
  const script = `<link rel="modulepreload" href="${src}"${n} fetchpriority="low"><script type="module" src="${src}"${n}></script>`;
  const twin = staticTwin(html);
  if (!/<\/head>/i.test(twin) || !/<\/body>/i.test(twin)) throw new Error('react-floor twin: the page has no </head> or </body>');
  return twin.replace(/<\/head>/i, `${script}</head>`).replace(/<\/body>/i, `<div id="${TWIN_ROOT_ID}"></div></body>`);
}

const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'content-length', 'content-encoding', 'upgrade', 'proxy-connection', 'te', 'trailer']);
const COMPRESSIBLE = /^(text\/|application\/(javascript|json|ld\+json|xml|manifest\+json)|image\/svg\+xml)/i;

/**
 * Starts the proxy on `port` in front of `upstream` (the dev server's origin); `floorScript` is the React-floor
 * bundle's text, `allowanceScript` the allowance twin's (when that twin is measured). Returns its origin and a close().
 */
export async function startTwinProxy({ upstream, port, floorScript, allowanceScript }) {
  const target = new URL(upstream);
  const base = `http://127.0.0.1:${port}`;
  /** Compressed hashed assets (immutable): compressed once, not once per run. */
  const gzipped = new Map();
  /** The twins' own scripts, by the path the proxy serves each at. */
  const scripts = new Map([[REACT_FLOOR_PATH, floorScript], ...(allowanceScript ? [[ALLOWANCE_PATH, allowanceScript]] : [])]);
  const server = http.createServer(async (req, res) => {
    try {
      const url = new URL(req.url, base);
      const script = scripts.get(url.pathname);
      if (script !== undefined) {
        return send(req, res, 200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'public, max-age=31536000, immutable' }, Buffer.from(script), url.pathname);
      }
      const twin = url.searchParams.get(TWIN_PARAM);
      url.searchParams.delete(TWIN_PARAM);
      if (twin && !TWINS.includes(twin)) throw new Error(`no twin '${twin}'`);
      if (twin === 'allowance' && !allowanceScript) throw new Error('the allowance twin was not asked for (LIGHTHOUSE_ALLOWANCE=1)');
      const answer = await forward(req, target, url.pathname + url.search, base);
      const headers = {};
      for (const [name, value] of Object.entries(answer.headers)) if (!HOP_BY_HOP.has(name)) headers[name] = value;
      if (typeof headers.location === 'string') headers.location = headers.location.replace(target.origin, base);
      let body = answer.body;
      if (twin && answer.status === 200 && /text\/html/i.test(headers['content-type'] ?? '')) {
        const html = body.toString('utf8');
        body = Buffer.from(twin === 'static' ? staticTwin(html) : reactFloorTwin(html, twin === 'allowance' ? ALLOWANCE_PATH : REACT_FLOOR_PATH));
      }
      const cacheKey = !twin && answer.status === 200 && url.pathname.startsWith('/assets/') ? url.pathname : undefined;
      send(req, res, answer.status, headers, body, cacheKey);
    } catch (error) {
      res.writeHead(502, { 'content-type': 'text/plain' });
      res.end(`twin proxy: ${error?.message ?? error}`);
    }
  });

  /** Answers with `body`, gzip-compressed when the client takes gzip and the type is text. */
  function send(req, res, status, headers, body, cacheKey) {
    const out = { ...headers };
    if (COMPRESSIBLE.test(String(out['content-type'] ?? '')) && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '') && body.length > 0) {
      let zipped = cacheKey ? gzipped.get(cacheKey) : undefined;
      if (!zipped) {
        zipped = zlib.gzipSync(body);
        if (cacheKey) gzipped.set(cacheKey, zipped);
      }
      body = zipped;
      out['content-encoding'] = 'gzip';
      out.vary = out.vary ? `${out.vary}, Accept-Encoding` : 'Accept-Encoding';
    }
    out['content-length'] = String(body.length);
    res.writeHead(status, out);
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return {
    base,
    close: () => new Promise((resolve) => {
      server.closeAllConnections?.();
      server.close(() => resolve());
    }),
  };
}

/**
 * The request as the client made it, to the upstream, uncompressed: its status, headers and whole body. Origin and
 * Referer are the upstream's, as if the page had been its own (the worker checks a POST's Origin against its site).
 */
async function forward(req, target, pathAndQuery, base) {
  const chunks = [];
  for await (const chunk of req) chunks.push(chunk);
  const headers = { ...req.headers, host: target.host, 'accept-encoding': 'identity' };
  for (const name of ['origin', 'referer']) if (typeof headers[name] === 'string') headers[name] = headers[name].replace(base, target.origin);
  delete headers.connection;
  return new Promise((resolve, reject) => {
    const up = http.request({ hostname: target.hostname, port: target.port, method: req.method, path: pathAndQuery, headers }, (answer) => {
      const parts = [];
      answer.on('data', (c) => parts.push(c));
      answer.on('error', reject);
      answer.on('end', () => {
        let body = Buffer.concat(parts);
        // An upstream that compresses anyway: undone here, so every answer is compressed by send() alike.
        const encoding = String(answer.headers['content-encoding'] ?? '').toLowerCase();
        if (encoding === 'gzip') body = zlib.gunzipSync(body);
        else if (encoding === 'br') body = zlib.brotliDecompressSync(body);
        else if (encoding === 'deflate') body = zlib.inflateSync(body);
        resolve({ status: answer.statusCode ?? 502, headers: answer.headers, body });
      });
    });
    up.on('error', reject);
    up.end(chunks.length ? Buffer.concat(chunks) : undefined);
  });
}

/** The inner HTML of a page's `<main>` (the part a client navigation replaces); throws when the page has none. */
export function mainInner(html) {
  const open = /<main\b[^>]*>/i.exec(html);
  const close = html.toLowerCase().lastIndexOf('</main>');
  if (!open || close < open.index) throw new Error('the page has no <main>');
  return html.slice(open.index + open[0].length, close);
}

/**
 * The DOM-swap twin of a navigation (issue 53): the page tapped on as its static twin, plus one inline script that, on
 * a tap on a link to one of `pages` (path → that page's server `<main>` inner HTML, fetched beforehand), puts that HTML
 * into the page's `<main>` with innerHTML and pushes the history entry — and on back, puts the earlier page's back.
 * The browser's own cost of showing the page, with no fetch, no framework and none of our code. Served in the
 * browser by the bench's route (bench/navigation.mjs), without the page's CSP (its inline script has no nonce).
 */
export function domSwapTwin(fromHtml, pages) {
  const data = JSON.stringify(pages).replace(/</g, '\\u003c');
  const script = `<script>(() => {
  const pages = ${data};
  const show = (path) => { document.querySelector('main').innerHTML = pages[path]; };
  document.addEventListener('click', (e) => {
    const a = e.target.closest && e.target.closest('a[href]');
    if (!a) return;
    const path = new URL(a.href).pathname;
    e.preventDefault();
    if (!(path in pages)) { window.__twinMissing = path; return; }
    history.pushState(null, '', a.href);
    show(path);
  });
  addEventListener('popstate', () => { if (location.pathname in pages) show(location.pathname); });
})();</script>`;
  return staticTwin(fromHtml).replace(/<\/body>/i, `${script}</body>`);
}
