// `npm run smoke -- --env uk|ca|ie`: builds that region as `wrangler deploy --env <region>` would ship it, runs it
// locally (Miniflare on SMOKE_PORT, default 8830; the emulator on SMOKE_EMULATOR_PORT, default SMOKE_PORT + 1) with the
// region's vars and request.cf.country, and checks over HTTP what a visitor of that region must see.
// `--url https://ca.shamrockspins.example` runs the same checks read-only against a deployed region (no build, no
// local servers; the region comes from --env or from the URL's origin). `--all` runs uk, ca and ie locally in turn and
// writes test-results/smoke-summary.txt: '<regions passed> passed, <regions failed> failed' (one check per region).
// Exit status 1 on any failure. The checks themselves are scripts/smoke-checks.mjs.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  REGIONS,
  REGION_EXPECT,
  assetsOf,
  checkCanonical,
  checkLicence,
  checkOriginMatchesRoutes,
  checkRegionState,
  checkSitemapOrigin,
  checkSlotCanonical,
  checkSocial,
  checkStatus,
  checkVisibleCurrency,
  discoverPages,
  expectedOrigin,
  formatCheck,
  judgeAsset,
  localeSitemap,
  parseArgs,
  regionForOrigin,
  sitemapLocs,
  summaryLine,
} from './smoke-checks.mjs';
import { buildClientOnce, buildRegionWorker, regionConfig, startRegion } from './smoke-server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.SMOKE_PORT ?? 8830);
const emulatorPort = Number(process.env.SMOKE_EMULATOR_PORT ?? port + 1);
const REQUEST_TIMEOUT_MS = 20_000;

/** The local region running now, so a signal stops it (workerd and the emulator) before we exit. */
let running = null;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    void Promise.resolve(running?.stop()).finally(() => process.exit(130));
  });
}

let args;
try {
  args = parseArgs(process.argv.slice(2));
  if (!args.regions.length && args.url) {
    const origins = {};
    for (const r of REGIONS) origins[r] = (await regionConfig(r)).vars.SITE_ORIGIN;
    const region = regionForOrigin(args.url, origins);
    if (!region) throw new Error(`${args.url} is no region's SITE_ORIGIN: give --env uk|ca|ie`);
    args.regions = [region];
  }
  if (!args.regions.length) throw new Error('give --env uk|ca|ie, --all, or --url https://…');
} catch (error) {
  console.error(`smoke: ${error.message}`);
  console.error('usage: npm run smoke -- --env uk|ca|ie [--url https://…] | --all');
  process.exit(2);
}

let regionsPassed = 0;
let regionsFailed = 0;
let clientBuilt = false;
for (const region of args.regions) {
  const { passed, failed } = await smokeRegion(region, args.url);
  if (failed === 0) regionsPassed++;
  else regionsFailed++;
}
if (args.all) {
  const line = summaryLine(regionsPassed, regionsFailed);
  mkdirSync(path.join(root, 'test-results'), { recursive: true });
  writeFileSync(path.join(root, 'test-results/smoke-summary.txt'), `${line}\n`);
  console.log(`\nregions: ${line}`);
}
process.exit(regionsFailed ? 1 : 0);

/** Runs every check for one region, prints a line per check and the region's count; never throws. */
async function smokeRegion(region, deployedUrl) {
  const expect = REGION_EXPECT[region];
  const checks = [];
  const record = (check) => {
    checks.push(check);
    console.log(formatCheck(check));
  };
  const fail = (name, expected, found) => record({ ok: false, name, expected, found });
  let server = null;
  try {
    const config = await regionConfig(region);
    const siteOrigin = expectedOrigin(String(config.vars.SITE_ORIGIN), config.routes);
    const brand = String(config.vars.BRAND_NAME);
    let base;
    if (deployedUrl) {
      base = deployedUrl;
      console.log(`smoke ${region}: ${base} (read-only; canonical origin ${siteOrigin}, country ${expect.country})`);
    } else {
      if (!clientBuilt) {
        await buildClientOnce();
        clientBuilt = true;
      }
      const scriptPath = buildRegionWorker(region);
      server = running = await startRegion(region, { port, emulatorPort, scriptPath });
      base = server.url;
      console.log(`smoke ${region}: ${base} (wrangler deploy --dry-run --env ${region} bundle; origin ${siteOrigin}, cf.country ${expect.country}; emulator :${emulatorPort})`);
    }
    record(checkOriginMatchesRoutes('config SITE_ORIGIN', String(config.vars.SITE_ORIGIN), config.routes));
    // The worker's own SITE_ORIGIN too when it differs (a misconfigured region): its links are still the site's.
    const ownOrigins = [base, siteOrigin, ...(server ? [server.siteOrigin] : [])];
    // A URL on the region's origin is requested from `base` (the local port, or the deployed URL given); nothing else
    // is fetched (a local run makes no network request).
    const local = (url) => {
      const u = new URL(url, base);
      if (!ownOrigins.some((o) => new URL(o).origin === u.origin)) throw new Error(`not on the site's origin: ${u.href}`);
      return new URL(u.pathname + u.search, base).href;
    };
    const get = async (pathOrUrl, accept = 'text/html') => {
      const res = await fetch(local(pathOrUrl), {
        redirect: 'manual',
        headers: { accept, 'user-agent': 'shamrock-spins-smoke/1 (npm run smoke)' },
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      return { status: res.status, type: res.headers.get('content-type'), body: await res.text() };
    };
    const page = async (label, pagePath, extra = () => {}, canonical = (html) => checkCanonical(`${label} canonical`, html, siteOrigin + pagePath)) => {
      const res = await get(pagePath);
      record(checkStatus(`${label} ${pagePath}`, res.status, res.type, 'text/html'));
      if (res.status !== 200) return res;
      record(canonical(res.body));
      record(checkSocial(`${label} social card`, res.body));
      record(checkRegionState(`${label} region`, res.body, expect));
      record(checkLicence(`${label} licence`, res.body, expect, brand));
      extra(res);
      return res;
    };

    const homePath = `${expect.localePrefix}/`;
    const home = await page('home', homePath);

    const index = await get('/sitemap.xml', 'application/xml');
    record(checkStatus('sitemap /sitemap.xml', index.status, index.type, 'application/xml'));
    let sitemapUrls = [];
    if (index.status === 200) {
      const locs = sitemapLocs(index.body);
      record(checkSitemapOrigin('sitemap origin', locs, siteOrigin));
      const own = localeSitemap(locs, expect.localePrefix);
      if (!own) fail('locale sitemap', `sitemap-${expect.localePrefix.slice(1) || 'en'}.xml in the index`, 'not listed');
      else {
        const res = await get(own, 'application/xml');
        record(checkStatus(`locale sitemap ${new URL(own).pathname}`, res.status, res.type, 'application/xml'));
        if (res.status === 200) sitemapUrls = sitemapLocs(res.body);
      }
    }

    if (home.status === 200) {
      const found = discoverPages({ homeHtml: home.body, base, ownOrigins, sitemapUrls, localePrefix: expect.localePrefix });
      const need = (what, pagePath, pattern) => {
        if (!pagePath) fail(`discover ${what}`, `a ${expect.localePrefix}${pattern} link on the home page or in the sitemap`, 'none');
        return pagePath;
      };
      const slot = need('slot page', found.slot, '/slots/{slug}/ (a game tile on the home page)');
      // A slot page defers to its game page when the game has one (docs/decisions/035), else it is listed.
      if (slot) await page('slot page', slot, undefined, (html) => checkSlotCanonical('slot page canonical', html, siteOrigin + slot, sitemapUrls));
      const game = need('game page', found.game, '/casino/games/{slug}/');
      if (game) await page('game page', game, (res) => record(checkVisibleCurrency('game page currency', res.body, expect)));
      await page('promotions', `${expect.localePrefix}/promotions/`);
      const info = need('info page', found.info, '/info/{page}/');
      if (info) await page('info page', info);

      const assets = assetsOf(home.body, base, ownOrigins);
      if (!assets.length) fail('home assets', 'scripts, stylesheets and icons on the site origin', 'none named');
      for (const asset of assets) {
        const res = await fetch(local(asset.url), { redirect: 'manual', signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
        await res.arrayBuffer();
        const type = res.headers.get('content-type');
        const problem = judgeAsset(asset.url, res.status, type);
        const name = `asset ${asset.kind} ${new URL(asset.url).pathname}`;
        record({ ok: !problem, name, expected: '200 with a matching content-type', found: problem ?? `200 ${(type ?? '').split(';')[0]}` });
      }
    }
  } catch (error) {
    const message = String(error?.message ?? error).split('\n')[0];
    const inUse = /EADDRINUSE|ADDRESS_IN_USE|already in use/.test(`${error?.code} ${message}`);
    fail('smoke run', 'no error', inUse ? `${message} (move the local servers with SMOKE_PORT / SMOKE_EMULATOR_PORT)` : message);
  } finally {
    await server?.stop();
    running = null;
  }
  const passed = checks.filter((c) => c.ok).length;
  const failed = checks.length - passed;
  console.log(summaryLine(passed, failed));
  return { passed, failed };
}
