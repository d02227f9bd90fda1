// Lighthouse mobile performance, LCP, SEO and best practices on the pages players use (issue 29: /, /slots/, a game
// page, /promotions/, /fi/), against the site as `npm start` serves it, with the bench's bare-input floor measured in
// the same run so the figures can be judged against the machine.
import { spawn, spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_PATH } from '../scripts/chromium-path.mjs';
import { percentile, typeInPlainInput } from './search-browser.mjs';
import { benchPort, serverPorts, waitFor } from './servers.mjs';

export const LIGHTHOUSE_PAGES = ['/', '/slots/', '/casino/games/lucky-clover-gold/', '/promotions/', '/fi/'];
/** Issue 29's budgets hold on a machine whose floor row (a bare input at 4× CPU, p95) is up to this. */
const FLOOR_MS = 32;

/**
 * Rows per page (median of `runs`): performance ≥ 98, LCP ≤ 1.5 s, TBT ≤ 50 ms, CLS 0 (issue 29), SEO and best
 * practices 100 (issue 15); and the floor. LIGHTHOUSE_REPORTS=<dir> keeps every run's JSON report and trace there.
 */
export async function lighthouseRows(root, { port = benchPort(0), runs = 3, pages = chosenPages() } = {}) {
  const state = mkdtempSync(path.join(os.tmpdir(), 'lighthouse-bench-'));
  const server = spawn(process.execPath, [path.join(root, 'scripts/dev.mjs')], {
    cwd: root,
    env: { ...process.env, ...serverPorts(port), WRANGLER_PERSIST_TO: state },
    detached: true,
    stdio: 'ignore',
  });
  const base = `http://127.0.0.1:${port}`;
  const rows = [];
  try {
    await waitFor(`${base}/api/health`);
    const floorBefore = await floor();
    const judged = [];
    for (const page of pages) {
      const results = [];
      for (let i = 0; i < runs; i++) {
        // Each run meets the page as a visitor of a busy edge does, rendered already: a run is ~30 s, the page cache
        // keeps a page PAGE_CACHE_SECONDS (30), and a page-cache miss is a row of its own (bench/budgets.ts). Warmed
        // with Lighthouse's phone user agent, since the worker keeps a page per device.
        results.push(await measured(() => warm(base + page), () => runLighthouse(root, base + page, `${page.replace(/^\/|\/$/g, '').replace(/\W+/g, '-') || 'home'}-${i}`)));
      }
      if (process.env.LIGHTHOUSE_DEBUG) for (const r of results) console.error(`lighthouse ${page}: ${r.score} LCP ${r.lcp.toFixed(0)} TBT ${r.tbt.toFixed(0)} CLS ${r.cls.toFixed(3)}`);
      const median = (pick) => results.map(pick).sort((a, b) => a - b)[Math.floor(results.length / 2)];
      judged.push({ page, score: median((r) => r.score), lcp: median((r) => r.lcp), tbt: median((r) => r.tbt), cls: median((r) => r.cls), seo: median((r) => r.seo), practices: median((r) => r.practices) });
    }
    // Before and after the runs: the worse of the two is what the machine was like while they ran.
    const floorP95 = Math.max(floorBefore, await floor());
    const busy = floorP95 > FLOOR_MS;
    // Over the floor's limit the speed rows say 'not judged' (bench/run.mjs); CLS and the audits are judged anyway.
    const speed = busy ? { judged: false } : {};
    for (const r of judged) {
      rows.push({ measure: `Lighthouse mobile ${r.page}: performance`, value: `${r.score}`, budget: '≥ 98', pass: r.score >= 98, ...speed });
      rows.push({ measure: `Lighthouse mobile ${r.page}: LCP`, value: `${(r.lcp / 1000).toFixed(2)} s`, budget: '≤ 1.5 s', pass: r.lcp <= 1500, ...speed });
      rows.push({ measure: `Lighthouse mobile ${r.page}: TBT`, value: `${r.tbt.toFixed(0)} ms`, budget: '≤ 50 ms', pass: r.tbt <= 50, ...speed });
      rows.push({ measure: `Lighthouse mobile ${r.page}: CLS`, value: r.cls.toFixed(3), budget: '0', pass: r.cls === 0 });
      rows.push({ measure: `Lighthouse mobile ${r.page}: SEO / best practices`, value: `${r.seo} / ${r.practices}`, budget: '100 / 100', pass: r.seo === 100 && r.practices === 100 });
    }
    rows.push({ measure: 'same run: a bare input, 4× CPU, p95 (the floor)', value: `${floorP95.toFixed(0)} ms`, budget: `≤ ${FLOOR_MS} ms to judge`, pass: true });
  } finally {
    try {
      process.kill(-server.pid, 'SIGTERM');
    } catch {}
    rmSync(state, { recursive: true, force: true });
  }
  return rows;
}

/** LIGHTHOUSE_PAGES=/,/fi/ runs only those of the five (to iterate on one page); the rows then cover just them. */
function chosenPages() {
  const chosen = process.env.LIGHTHOUSE_PAGES?.split(',').map((p) => p.trim()).filter(Boolean);
  return chosen?.length ? chosen : LIGHTHOUSE_PAGES;
}

/** The bench's bare-input floor (bench/search-browser.mjs), p95 in ms, in a browser of its own. */
async function floor() {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'],
  });
  try {
    return percentile(await typeInPlainInput(browser), 0.95);
  } finally {
    await browser.close();
  }
}

/**
 * One Lighthouse run, asked again (after a fresh warm) when Lighthouse itself fails — it sometimes loses its own trace
 * ('NO_NAVSTART') on a busy machine, and one such run must not throw away the bench's other 25 minutes of rows.
 */
async function measured(warmUp, run, attempts = 3) {
  for (let i = 1; ; i++) {
    await warmUp();
    try {
      return run();
    } catch (error) {
      if (i >= attempts) throw error;
      console.error(`${error.message.split('\n')[0]} — running it again (${i}/${attempts - 1})`);
    }
  }
}

function runLighthouse(root, url, name) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'lh-'));
  const out = path.join(dir, 'report.json');
  const keep = process.env.LIGHTHOUSE_REPORTS;
  try {
    const r = spawnSync(
      path.join(root, 'node_modules/.bin/lighthouse'),
      [url, '--quiet', '--only-categories=performance,seo,best-practices', '--output=json', `--output-path=${out}`, ...(keep ? ['--save-assets'] : []),
        '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-dev-shm-usage'],
      { env: { ...process.env, CHROME_PATH: CHROMIUM_PATH }, encoding: 'utf8', timeout: 120_000 },
    );
    if (r.status !== 0) throw new Error(`lighthouse failed for ${url}: ${r.stderr?.slice(-500)}`);
    if (keep) {
      mkdirSync(keep, { recursive: true });
      for (const file of readdirSync(dir)) copyFileSync(path.join(dir, file), path.join(keep, file.replace('report', name)));
    }
    const report = JSON.parse(readFileSync(out, 'utf8'));
    return {
      score: Math.round(report.categories.performance.score * 100),
      seo: Math.round(report.categories.seo.score * 100),
      practices: Math.round(report.categories['best-practices'].score * 100),
      lcp: report.audits['largest-contentful-paint'].numericValue,
      cls: report.audits['cumulative-layout-shift'].numericValue,
      tbt: report.audits['total-blocking-time'].numericValue,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Lighthouse 12's mobile emulation (moto g power): the user agent the worker sees on every run. */
const LIGHTHOUSE_MOBILE_UA =
  'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Mobile Safari/537.36';

/**
 * Renders the page for a phone into the worker's page cache (and its content into the content cache), and asks for
 * the art its HTML names, so the emulator has encoded it (docs/decisions/048) before Lighthouse asks, as a CDN has it
 * at the edge; wrangler dev may still be reloading after the build wrote the manifest, so retry.
 */
async function warm(url) {
  for (let i = 0; ; i++) {
    try {
      const res = await fetch(url, { headers: { 'user-agent': LIGHTHOUSE_MOBILE_UA } });
      const html = await res.text();
      if (res.ok) return await warmArt(html);
    } catch (error) {
      if (i >= 10) throw error;
    }
    await new Promise((r) => setTimeout(r, 500));
  }
}

/** Fetches each /artwork/ file named by a src or srcset in `html`, a few at a time. */
async function warmArt(html) {
  const urls = new Set();
  for (const [, value] of html.matchAll(/\b(?:src|srcset)="([^"]*\/artwork\/[^"]*)"/gi)) {
    for (const candidate of value.split(',')) {
      const url = candidate.trim().split(/\s+/)[0]?.replace(/&amp;/g, '&');
      if (url && /^https?:/.test(url)) urls.add(url);
    }
  }
  const queue = [...urls];
  const worker = async () => {
    for (let url = queue.shift(); url; url = queue.shift()) await fetch(url).then((r) => r.arrayBuffer()).catch(() => undefined);
  };
  await Promise.all([worker(), worker(), worker()]);
}
