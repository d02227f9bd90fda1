// Lighthouse mobile on the pages players use (issue 29: /, /slots/, a game page, /promotions/, /fi/), against the site
// as `npm start` serves it, each page judged against its twins served by the same server in the same run (issue 53,
// bench/twins.mjs): the static twin (its HTML, no scripts) and the React-floor twin (that HTML plus React DOM
// hydrating an empty root). Page and twins run interleaved, LIGHTHOUSE_ROUNDS rounds (default 5); the rows give
// medians with their spread, the ratio to the twin and the verdict of bench/stats.ts.
import { spawn } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { launch } from 'chrome-launcher';
import { CHROMIUM_PATH } from '../scripts/chromium-path.mjs';
import { allowanceScript, reactFloorBundle } from './react-floor.mjs';
import { benchPort, serverPorts, waitFor } from './servers.mjs';
import { median, spread, verdict } from './stats.mjs';
import { startTwinProxy, twinUrl } from './twins.mjs';

export const LIGHTHOUSE_PAGES = ['/', '/slots/', '/casino/games/lucky-clover-gold/', '/promotions/', '/fi/'];
/** Issue 53's budgets, relative to the React-floor twin of the same run. */
const LCP_TIMES = 1.1;
const TBT_PLUS_MS = 50;
/**
 * The three of a round, in turn; each round starts one further along, so none is always first after a warm-up.
 * LIGHTHOUSE_ALLOWANCE=1 adds a fourth, the allowance twin (bench/twins.mjs): reported, not judged.
 */
const variants = (allowance) => [undefined, 'static', 'react-floor', ...(allowance ? ['allowance'] : [])];

/**
 * Rows per page: LCP ÷ the React-floor twin's (≤ 1.10×, judged) and ÷ the static twin's (reported: the limit), TBT −
 * the React-floor twin's (≤ +50 ms, judged), CLS 0, SEO and best practices 100 (issue 15), and the performance score
 * for the record. `reactFloor`: the floor's bundle if the caller built it already. LIGHTHOUSE_REPORTS=<dir> keeps
 * every run's JSON report and trace there.
 */
export async function lighthouseRows(root, { port = benchPort(0), rounds = Number(process.env.LIGHTHOUSE_ROUNDS ?? 5), pages = chosenPages(), reactFloor, allowanceBytes } = {}) {
  const floorScript = (reactFloor ?? (await reactFloorBundle(root))).text;
  const allowance = process.env.LIGHTHOUSE_ALLOWANCE === '1' && allowanceBytes ? allowanceScript(floorScript, allowanceBytes) : undefined;
  const VARIANTS = variants(allowance);
  const state = mkdtempSync(path.join(os.tmpdir(), 'lighthouse-bench-'));
  const server = spawn(process.execPath, [path.join(root, 'scripts/dev.mjs')], {
    cwd: root,
    env: { ...process.env, ...serverPorts(port), WRANGLER_PERSIST_TO: state },
    detached: true,
    stdio: 'ignore',
  });
  const site = `http://127.0.0.1:${port}`;
  // The proxy takes the port after the dev server's three (site, emulator, inspector).
  let proxy;
  const rows = [];
  try {
    await waitFor(`${site}/api/health`);
    proxy = await startTwinProxy({ upstream: site, port: port + 3, floorScript, allowanceScript: allowance?.text });
    for (const page of pages) {
      const runs = Object.fromEntries(VARIANTS.map((twin) => [twin ?? 'page', []]));
      for (let round = 0; round < rounds; round++) {
        for (let k = 0; k < VARIANTS.length; k++) {
          const twin = VARIANTS[(round + k) % VARIANTS.length];
          const url = twinUrl(proxy.base, page, twin);
          const name = `${page.replace(/^\/|\/$/g, '').replace(/\W+/g, '-') || 'home'}-${twin ?? 'page'}-${round}`;
          // Each run meets the page as a visitor of a busy edge does, rendered already: a run is ~30 s, the page
          // cache keeps a page PAGE_CACHE_SECONDS (30), and a page-cache miss is a row of its own (bench/budgets.ts).
          // Warmed with Lighthouse's phone user agent, since the worker keeps a page per device; the twins are made
          // from the same cached page.
          const result = await measured(() => warm(twinUrl(proxy.base, page)), () => runLighthouse(root, url, name));
          runs[twin ?? 'page'].push(result);
          if (process.env.LIGHTHOUSE_DEBUG) console.error(`lighthouse ${page} ${twin ?? 'page'} #${round}: ${result.score} LCP ${result.lcp.toFixed(0)} TBT ${result.tbt.toFixed(0)} CLS ${result.cls.toFixed(3)}`);
        }
      }
      rows.push(...pageRows(page, runs, allowanceBytes));
    }
  } finally {
    await proxy?.close();
    try {
      process.kill(-server.pid, 'SIGTERM');
    } catch {}
    rmSync(state, { recursive: true, force: true });
  }
  return rows;
}

const pick = (results, key) => results.map((r) => r[key]);
/** A median with the runs' spread: '1.23 s (1.10–1.40)'. */
function figure(values, format) {
  const { min, max } = spread(values);
  return `${format(median(values))} (${format(min)}–${format(max)})`;
}
const seconds = (v) => (v / 1000).toFixed(2);
const millis = (v) => v.toFixed(0);

/**
 * The rows of one page from its runs and its twins' (bench/stats.ts for the verdicts); with the allowance twin's runs
 * (`runs.allowance`, `allowanceBytes` over the floor), one more row, reported.
 */
export function pageRows(page, runs, allowanceBytes = 0) {
  const lcp = pick(runs.page, 'lcp');
  const floorLcp = pick(runs['react-floor'], 'lcp');
  const staticLcp = pick(runs.static, 'lcp');
  const allowanceLcp = runs.allowance?.length ? pick(runs.allowance, 'lcp') : undefined;
  const tbt = pick(runs.page, 'tbt');
  const floorTbt = pick(runs['react-floor'], 'tbt');
  const cls = pick(runs.page, 'cls');
  const n = `${runs.page.length}+${runs.static.length}+${runs['react-floor'].length} runs`;
  const lcpVerdict = verdict(lcp, floorLcp, { times: LCP_TIMES });
  const tbtVerdict = verdict(tbt, floorTbt, { plus: TBT_PLUS_MS });
  const clsMedian = median(cls);
  const seo = median(pick(runs.page, 'seo'));
  const practices = median(pick(runs.page, 'practices'));
  const row = (measure, fields) => ({ measure: `Lighthouse mobile ${page}: ${measure}`, ...fields });
  return [
    row(`LCP ÷ React-floor twin (${n})`, {
      value: `${figure(lcp, seconds)} s`,
      reference: `${figure(floorLcp, seconds)} s`,
      ratio: `${(median(lcp) / median(floorLcp)).toFixed(2)}× p=${lcpVerdict.p.toFixed(3)}`,
      budget: `≤ ${LCP_TIMES.toFixed(2)}×`,
      pass: lcpVerdict.verdict !== 'over',
      verdict: lcpVerdict.verdict,
    }),
    row('LCP ÷ static twin (the limit)', {
      value: `${seconds(median(lcp))} s`,
      reference: `${figure(staticLcp, seconds)} s`,
      ratio: `${(median(lcp) / median(staticLcp)).toFixed(2)}×`,
      budget: 'report',
      pass: true,
      verdict: 'report',
    }),
    ...(allowanceLcp
      ? [
          row(`LCP ÷ allowance twin (React floor + ${(allowanceBytes / 1024).toFixed(0)} KB gzip, ${allowanceLcp.length} runs)`, {
            value: `${seconds(median(lcp))} s`,
            reference: `${figure(allowanceLcp, seconds)} s`,
            ratio: `${(median(lcp) / median(allowanceLcp)).toFixed(2)}× p=${verdict(lcp, allowanceLcp, { times: LCP_TIMES }).p.toFixed(3)}`,
            budget: 'report',
            pass: true,
            verdict: 'report',
          }),
        ]
      : []),
    row('TBT − React-floor twin', {
      value: `${figure(tbt, millis)} ms`,
      reference: `${figure(floorTbt, millis)} ms`,
      ratio: `${signed(median(tbt) - median(floorTbt))} ms p=${tbtVerdict.p.toFixed(3)}`,
      budget: `≤ +${TBT_PLUS_MS} ms`,
      pass: tbtVerdict.verdict !== 'over',
      verdict: tbtVerdict.verdict,
    }),
    row('CLS', { value: `${clsMedian.toFixed(3)} (max ${spread(cls).max.toFixed(3)})`, budget: '0', pass: clsMedian === 0 }),
    row('SEO / best practices', { value: `${seo} / ${practices}`, budget: '100 / 100', pass: seo === 100 && practices === 100 }),
    row('performance score (for the record)', {
      value: figure(pick(runs.page, 'score'), String),
      reference: `${figure(pick(runs['react-floor'], 'score'), String)} (React floor)`,
      budget: 'report',
      pass: true,
      verdict: 'report',
    }),
  ];
}

const signed = (v) => `${v >= 0 ? '+' : '−'}${Math.abs(v).toFixed(0)}`;

/** LIGHTHOUSE_PAGES=/,/fi/ runs only those of the five (to iterate on one page); the rows then cover just them. */
function chosenPages() {
  const chosen = process.env.LIGHTHOUSE_PAGES?.split(',').map((p) => p.trim()).filter(Boolean);
  return chosen?.length ? chosen : LIGHTHOUSE_PAGES;
}

/**
 * One Lighthouse run, asked again (after a fresh warm) when Lighthouse itself fails — it sometimes loses its own trace
 * ('NO_NAVSTART') on a busy machine, and one such run must not throw away the bench's other rows.
 */
async function measured(warmUp, run, attempts = 3) {
  for (let i = 1; ; i++) {
    await warmUp();
    try {
      return await run();
    } catch (error) {
      if (i >= attempts) throw error;
      console.error(`${error.message.split('\n')[0]} — running it again (${i}/${attempts - 1})`);
    }
  }
}

/** The flags of every run's Chromium (the Lighthouse CLI's own defaults are added by chrome-launcher, as the CLI does). */
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage'];
/** One run's bound: a run takes ~30 s here; one that has not ended by this is killed and counts as failed. */
const RUN_TIMEOUT_MS = 120_000;

/**
 * One Lighthouse run in a process of its own, awaited without blocking this one: the twins' proxy answers from here.
 * Its Chromium is launched here, not by the Lighthouse CLI: chrome-launcher makes Chromium a process group of its own,
 * so a CLI killed at the bound left its Chromium running, and every later run shared the two cores with it (a full
 * bench once ran past an hour on failed retries). The CLI attaches to this one (`--port`) and leaves it to us.
 */
async function runLighthouse(root, url, name) {
  // Launched first: a launch that fails leaves no report directory behind (measured() runs it again).
  const chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROME_FLAGS });
  const dir = mkdtempSync(path.join(os.tmpdir(), 'lh-'));
  const out = path.join(dir, 'report.json');
  const keep = process.env.LIGHTHOUSE_REPORTS;
  try {
    const r = await run(
      path.join(root, 'node_modules/.bin/lighthouse'),
      [url, '--quiet', '--only-categories=performance,seo,best-practices', '--output=json', `--output-path=${out}`, `--port=${chrome.port}`, ...(keep ? ['--save-assets'] : [])],
      { env: { ...process.env, CHROME_PATH: CHROMIUM_PATH }, timeout: RUN_TIMEOUT_MS },
    );
    if (r.timedOut) throw new Error(`lighthouse did not end within ${RUN_TIMEOUT_MS / 1000} s for ${url}`);
    if (r.status !== 0) throw new Error(`lighthouse failed for ${url}: ${r.stderr.slice(-500)}`);
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
    chrome.kill();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Runs a command to its end (killed, its process group, after `timeout` ms): its exit status, stderr, and whether it timed out. */
function run(command, args, { env, timeout }) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'ignore', 'pipe'], detached: true });
    let stderr = '';
    let timedOut = false;
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (d) => (stderr += d));
    const timer = setTimeout(() => {
      timedOut = true;
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {}
    }, timeout);
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on('close', (status) => {
      clearTimeout(timer);
      resolve({ status, stderr, timedOut });
    });
  });
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
