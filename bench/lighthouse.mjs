// Lighthouse mobile performance, SEO and best practices for the pages QUALITY.md names, against the site as `npm start` serves it.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CHROMIUM_PATH } from '../scripts/chromium-path.mjs';

const PAGES = ['/', '/promotions/', '/info/terms/'];

/** Rows: performance score ≥ 95, CLS ≤ 0.02, TBT ≤ 100 ms, SEO and best practices 100 (issue 15) per page (median of `runs`). */
export async function lighthouseRows(root, { port = 8757, runs = 3 } = {}) {
  const server = spawn(process.execPath, [path.join(root, 'scripts/dev.mjs')], {
    cwd: root,
    env: { ...process.env, PORT: String(port), EMULATOR_PORT: String(port + 1) },
    detached: true,
    stdio: 'ignore',
  });
  const base = `http://127.0.0.1:${port}`;
  const rows = [];
  try {
    await waitFor(`${base}/api/health`);
    for (const page of PAGES) {
      await warm(base + page);
      const results = [];
      for (let i = 0; i < runs; i++) results.push(runLighthouse(root, base + page));
      const median = (pick) => results.map(pick).sort((a, b) => a - b)[Math.floor(results.length / 2)];
      const score = median((r) => r.score);
      const cls = median((r) => r.cls);
      const tbt = median((r) => r.tbt);
      rows.push({ measure: `Lighthouse mobile ${page}: performance`, value: String(score), budget: '≥ 95', pass: score >= 95 });
      rows.push({ measure: `Lighthouse mobile ${page}: CLS / TBT`, value: `${cls.toFixed(3)} / ${tbt.toFixed(0)} ms`, budget: '≤ 0.02 / ≤ 100 ms', pass: cls <= 0.02 && tbt <= 100 });
      const seo = median((r) => r.seo);
      const practices = median((r) => r.practices);
      rows.push({ measure: `Lighthouse mobile ${page}: SEO / best practices`, value: `${seo} / ${practices}`, budget: '100 / 100', pass: seo === 100 && practices === 100 });
    }
  } finally {
    try {
      process.kill(-server.pid, 'SIGTERM');
    } catch {}
  }
  return rows;
}

function runLighthouse(root, url) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'lh-'));
  const out = path.join(dir, 'report.json');
  try {
    const r = spawnSync(
      path.join(root, 'node_modules/.bin/lighthouse'),
      [url, '--quiet', '--only-categories=performance,seo,best-practices', '--output=json', `--output-path=${out}`,
        '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-dev-shm-usage'],
      { env: { ...process.env, CHROME_PATH: CHROMIUM_PATH }, encoding: 'utf8', timeout: 120_000 },
    );
    if (r.status !== 0) throw new Error(`lighthouse failed for ${url}: ${r.stderr?.slice(-500)}`);
    const report = JSON.parse(readFileSync(out, 'utf8'));
    return {
      score: Math.round(report.categories.performance.score * 100),
      seo: Math.round(report.categories.seo.score * 100),
      practices: Math.round(report.categories['best-practices'].score * 100),
      cls: report.audits['cumulative-layout-shift'].numericValue,
      tbt: report.audits['total-blocking-time'].numericValue,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Warms the content cache; wrangler dev may still be reloading after the build wrote the manifest, so retry. */
async function warm(url) {
  for (let i = 0; ; i++) {
    try {
      const res = await fetch(url);
      await res.text();
      if (res.ok) return;
    } catch (error) {
      if (i >= 10) throw error;
    }
    await new Promise((r) => setTimeout(r, 500));
  }
}

/** Polls `url` until it answers 2xx (a dev server starting); shared by the bench's browser rows. */
export async function waitFor(url, ms = 60_000) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`timed out waiting for ${url}`);
}
