// `node scripts/check-social.mjs [base URL] [--concurrency N]`: the social-card validator of issue 30
// (docs/decisions/035). Reads /sitemap.xml of a running site (default http://127.0.0.1:8787, `npm start`), every locale
// sitemap it names and every page they list, and checks each page as a share would see it: og:image absolute and
// answering 200 with an image type, og:image:alt, twitter:card summary_large_image, og:locale:alternate for each other
// locale of its hreflang alternates, a <title> not cut with '…'. Prints a table per route family and every failure;
// exit status 1 on any. Read-only: GET requests only, to the site (and to the pictures its pages name).
import { checkSocial, sitemapLocs, socialOf } from './smoke-checks.mjs';

const args = process.argv.slice(2);
const flag = args.indexOf('--concurrency');
const concurrency = flag >= 0 ? Math.max(1, Number(args[flag + 1]) || 1) : 6;
const base = new URL(args.find((a, i) => !a.startsWith('--') && args[i - 1] !== '--concurrency') ?? 'http://127.0.0.1:8787').origin;
const TIMEOUT_MS = 30_000;

/** Sitemap <loc>s name the site's canonical origin; they are requested from `base` (a local port, or the same host). */
const local = (url) => {
  const u = new URL(url);
  return new URL(u.pathname + u.search, base).href;
};

async function get(url) {
  const res = await fetch(url, { redirect: 'manual', headers: { 'user-agent': 'shamrock-spins-check-social/1' }, signal: AbortSignal.timeout(TIMEOUT_MS) });
  return { status: res.status, type: res.headers.get('content-type') ?? '', body: await res.text() };
}

/** Each picture once: many pages share the brand card. */
const pictures = new Map();
function picture(url) {
  let p = pictures.get(url);
  if (!p) {
    // A picture on the site's canonical origin is the site's own: asked from `base` like the pages.
    p = fetch(new URL(url).origin === canonicalOrigin ? local(url) : url, { redirect: 'manual', signal: AbortSignal.timeout(TIMEOUT_MS) })
      .then(async (res) => {
        await res.arrayBuffer();
        const type = (res.headers.get('content-type') ?? '').split(';')[0].trim();
        return res.status === 200 && type.startsWith('image/') ? null : `og:image ${url} answers ${res.status} ${type || '(no type)'}`;
      })
      .catch((error) => `og:image ${url}: ${error.message}`);
    pictures.set(url, p);
  }
  return p;
}

/** '/es/casino/games/x/' → 'casino/games/{slug}'; the locale prefix dropped so the families add up across locales. */
function family(pathname) {
  const parts = pathname.split('/').filter(Boolean);
  if (['en-ca', 'en-ie', 'fi', 'es'].includes(parts[0])) parts.shift();
  if (!parts.length) return 'home';
  if (parts[0] === 'casino') return 'casino/games/{slug}';
  return parts.length > 1 ? `${parts[0]}/{slug}` : `${parts[0]}`;
}

const started = Date.now();
const index = await get(`${base}/sitemap.xml`);
if (index.status !== 200) {
  console.error(`check-social: ${base}/sitemap.xml answered ${index.status}`);
  process.exit(1);
}
const urls = [];
for (const map of sitemapLocs(index.body)) {
  const res = await get(local(map));
  if (res.status !== 200) {
    console.error(`check-social: ${map} answered ${res.status}`);
    process.exit(1);
  }
  urls.push(...sitemapLocs(res.body));
}
const canonicalOrigin = urls.length ? new URL(urls[0]).origin : base;
console.log(`check-social: ${base} — ${urls.length} URLs in ${sitemapLocs(index.body).length} sitemaps, ${concurrency} at a time`);

const rows = new Map();
const failures = [];
let next = 0;
let done = 0;
async function worker() {
  while (next < urls.length) {
    const url = urls[next++];
    const fam = family(new URL(url).pathname);
    const row = rows.get(fam) ?? { pages: 0, image: 0, served: 0, alt: 0, twitter: 0, locales: 0, title: 0, ok: 0 };
    rows.set(fam, row);
    row.pages++;
    let problems = [];
    try {
      const res = await get(local(url));
      if (res.status !== 200) problems.push(`${res.status}`);
      else {
        const s = socialOf(res.body);
        const check = checkSocial(url, res.body);
        const served = s.image ? await picture(s.image) : 'no og:image';
        if (s.image) row.image++;
        if (!served) row.served++;
        if (s.imageAlt?.trim()) row.alt++;
        if (s.twitterCard === 'summary_large_image') row.twitter++;
        if (!/og:locale:alternate/.test(check.ok ? '' : check.found)) row.locales++;
        if (s.title && !/(…|\.\.\.)$/.test(s.title) && !s.title.includes('… |')) row.title++;
        if (!check.ok) problems.push(check.found);
        if (served) problems.push(served);
      }
    } catch (error) {
      problems.push(String(error.message));
    }
    if (problems.length) failures.push(`${url}: ${problems.join('; ')}`);
    else row.ok++;
    if (++done % 500 === 0) process.stderr.write(`  ${done}/${urls.length} (${failures.length} failed)\n`);
  }
}
await Promise.all(Array.from({ length: concurrency }, worker));

const head = ['route family', 'pages', 'og:image', 'image 200', 'image:alt', 'twitter:card', 'locale:alt', 'whole title', 'all ok'];
const table = [...rows].sort(([a], [b]) => a.localeCompare(b)).map(([fam, r]) => [fam, r.pages, r.image, r.served, r.alt, r.twitter, r.locales, r.title, r.ok]);
const total = head.slice(1).map((_, i) => table.reduce((n, row) => n + row[i + 1], 0));
const lines = [head, ...table, ['total', ...total]].map((row) => row.map(String));
const widths = head.map((_, i) => Math.max(...lines.map((l) => l[i].length)));
const format = (row) => row.map((c, i) => (i ? c.padStart(widths[i]) : c.padEnd(widths[i]))).join('  ');
console.log(format(lines[0]));
console.log(widths.map((w) => '-'.repeat(w)).join('  '));
for (const line of lines.slice(1, -1)) console.log(format(line));
console.log(widths.map((w) => '-'.repeat(w)).join('  '));
console.log(format(lines.at(-1)));
console.log(`${pictures.size} distinct pictures; ${((Date.now() - started) / 1000).toFixed(1)} s`);
for (const f of failures.slice(0, 50)) console.log(`FAIL  ${f}`);
if (failures.length > 50) console.log(`… and ${failures.length - 50} more`);
console.log(failures.length ? `${failures.length} of ${urls.length} pages failed` : `all ${urls.length} pages pass`);
process.exit(failures.length ? 1 : 0);
