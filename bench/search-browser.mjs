// Search in the browser (QUALITY.md): the search catalogue's size at 5,000 games, and input → results painted in
// Chromium at 4× CPU throttling, against the site as `npm start` serves it with a 5,000-game emulator catalogue.
import { gzipSync } from 'node:zlib';
import { withBenchSite } from './site.mjs';
import { benchPort, waitFor } from './servers.mjs';
import { bootstrapVerdict, percentile } from './stats.mjs';

/** Issue 53: a keystroke's p95 may be this many times the bare input's (the floor, same run). */
const FLOOR_TIMES = 2;

/** Generated games besides the Irish sample: about 5,000 remain once child-appealing ones are left out. */
const GENERATED = 5170;
/** Typed letter by letter, as players do: names, a provider, typos, several words. */
const QUERIES = ['lucky clover gold', 'starburts', 'pragmatic', 'book of dead', 'leprechaun megaways', 'gonzo', 'irish riches', 'wolf gld', 'big bass bonanza', 'roulete'];

export async function searchBrowserRows(root, { port = benchPort(10) } = {}) {
  return withBenchSite(root, { port, name: 'search', env: { EMULATOR_CATALOGUE_SIZE: String(GENERATED) } }, async ({ base, browser }) => {
  const res = await fetch(`${base}/api/search-catalogue?platform=W`);
  const body = Buffer.from(await res.arrayBuffer());
  const games = JSON.parse(body.toString('utf8')).names.length;
  const gz = gzipSync(body).length;
  const timings = await typeInBrowser(browser, base, 4);
  const unthrottled = await typeInBrowser(browser, base, 1);
  const floor = await typeInPlainInput(browser);
  if (process.env.SEARCH_BENCH_DEBUG) {
    console.error('search key timings at 4× (ms):', [...timings].sort((a, b) => a - b).join(' '));
    console.error('search key timings at 1× (ms):', [...unthrottled].sort((a, b) => a - b).join(' '));
  }
  const p95 = percentile(timings, 0.95);
  const median = percentile(timings, 0.5);
  const judged = bootstrapVerdict(timings, floor, FLOOR_TIMES);
  return [
    { measure: `search catalogue, gzip (${games.toLocaleString('en')} games)`, value: `${(gz / 1024).toFixed(1)} KB`, budget: '≤ 40 KB', pass: games >= 4900 && gz <= 40 * 1024 },
    {
      measure: `search in Chromium, 4× CPU, input → painted, p95 (${timings.length} keys) ÷ a bare input's p95 (${floor.length})`,
      value: `${p95.toFixed(1)} ms`,
      reference: `${percentile(floor, 0.95).toFixed(1)} ms`,
      ratio: `${judged.ratio.toFixed(2)}× (95% ${judged.low.toFixed(2)}–${judged.high.toFixed(2)})`,
      budget: `≤ ${FLOOR_TIMES}×`,
      pass: judged.verdict !== 'over',
      verdict: judged.verdict,
    },
    { measure: 'search in Chromium, 4× CPU, input → painted, median', value: `${median.toFixed(1)} ms`, budget: 'report', pass: true },
    {
      measure: `search in Chromium, 4× CPU, key → its results painted, p95 / median (${timings.results.length} keys that changed the list)`,
      value: `${percentile(timings.results, 0.95).toFixed(0)} / ${percentile(timings.results, 0.5).toFixed(0)} ms`,
      budget: 'report',
      pass: true,
    },
    { measure: 'search in Chromium, no throttling, p95 / median', value: `${percentile(unthrottled, 0.95).toFixed(0)} / ${percentile(unthrottled, 0.5).toFixed(0)} ms`, budget: 'report', pass: true },
  ];
  });
}

/** The same queries typed into a page holding nothing but an input: what this machine's Chromium costs per key. */
export async function typeInPlainInput(browser) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.setContent('<input aria-label="q">');
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await observeInteractions(page);
  for (const query of QUERIES) {
    await page.locator('input').fill('');
    await page.locator('input').pressSequentially(query, { delay: 150 });
  }
  await page.waitForTimeout(300);
  return collect(page, 'bare input at 4×');
}

async function observeInteractions(page) {
  await page.evaluate((debug) => {
    // The browser's own Event Timing: from the key's hardware timestamp to the paint after its handlers (INP's
    // measure). Interactions under 16 ms are not reported; they count as 16 ms (an upper bound).
    window.__searchInteractions = new Map();
    // Diagnostics only (SEARCH_BENCH_DEBUG; a listener of its own on every key otherwise stays out of the measure):
    // which text each key produced, to name the slow keys (the first letter, a clear, …).
    window.__keyTexts = [];
    window.__keyStarts = new Map();
    if (debug) document.addEventListener('keydown', (e) => window.__keyTexts.push({ t: e.timeStamp, text: (e.target.value ?? '') + (e.key.length === 1 ? e.key : ` [${e.key}]`) }), true);
    // Diagnostics only (SEARCH_BENCH_DEBUG): where each interaction's time went.
    window.__searchParts = new Map();
    // Key → results painted (decision 012: a key's frame echoes the letter; its results paint in a later frame): the
    // first change to the results list after a key, then the frame that change is painted in, timed at the task
    // after that frame's paint (rAF → timeout). Names, not attributes (rows shown or hidden, art settling): keys that
    // leave the names as they were have no sample.
    window.__resultLatencies = [];
    let pendingKey = null;
    document.addEventListener('keydown', (e) => { pendingKey = e.timeStamp; }, true);
    const list = document.getElementById('search-list');
    if (list) new MutationObserver(() => {
      if (pendingKey === null) return;
      const key = pendingKey;
      pendingKey = null;
      requestAnimationFrame(() => setTimeout(() => window.__resultLatencies.push(performance.now() - key), 0));
    }).observe(list, { childList: true, subtree: true, characterData: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (!entry.interactionId) continue;
        if (entry.name === 'keydown') window.__keyStarts.set(entry.interactionId, entry.startTime);
        const before = window.__searchInteractions.get(entry.interactionId) ?? 0;
        window.__searchInteractions.set(entry.interactionId, Math.max(before, entry.duration));
        // The event that sets the interaction's duration (keydown, keypress or keyup), split as INP is.
        if (entry.duration >= before) {
          window.__searchParts.set(entry.interactionId, { event: entry.name, delay: entry.processingStart - entry.startTime, handlers: entry.processingEnd - entry.processingStart, paint: entry.startTime + entry.duration - entry.processingEnd });
        }
      }
    }).observe({ type: 'event', durationThreshold: 16, buffered: false });
  }, Boolean(process.env.SEARCH_BENCH_DEBUG));
}

async function collect(page, label = 'search') {
  const keys = QUERIES.reduce((n, q) => n + q.length, 0);
  const measured = await page.evaluate(() => [...window.__searchInteractions.values()]);
  const results = await page.evaluate(() => window.__resultLatencies);
  if (process.env.SEARCH_BENCH_DEBUG) {
    // Input delay (main thread busy when the event came), its handlers, then their end to the next frame presented.
    const parts = await page.evaluate(() => [...window.__searchParts.values()]);
    const split = (f) => `median ${percentile(parts.map(f), 0.5).toFixed(0)} / p95 ${percentile(parts.map(f), 0.95).toFixed(0)}`;
    const slowest = {};
    for (const p of parts) slowest[p.event] = (slowest[p.event] ?? 0) + 1;
    const slow = await page.evaluate(() =>
      [...window.__searchInteractions.entries()]
        .filter(([, ms]) => ms > 48)
        .map(([id, ms]) => `${window.__keyTexts.find((k) => Math.abs(k.t - window.__keyStarts.get(id)) < 1)?.text ?? '?'}=${Math.round(ms)}`),
    );
    console.error(`${label}: over 48 ms: ${slow.join('  ') || 'none'}`);
    console.error(`${label}: ${parts.length} interactions over 16 ms (longest event: ${Object.entries(slowest).map(([k, n]) => `${k} ${n}`).join(', ')}); input delay ${split((p) => p.delay)}, handlers ${split((p) => p.handlers)}, handlers' end → paint ${split((p) => p.paint)} ms`);
  }
  await page.close();
  const timings = [...measured, ...Array.from({ length: Math.max(0, keys - measured.length) }, () => 16)];
  return Object.assign(timings, { results });
}

/**
 * Opens search on the lobby, throttles the CPU 4× (CDP), and types each query a key at a time; each key's time is its
 * interaction's duration by the Event Timing API: input event to the next frame painted.
 */
async function typeInBrowser(browser, base, rate) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  // The emulator's art is raster WebP and JPEG, as the platform's CDN serves it (docs/decisions/048).
  await page.goto(`${base}/`);
  await page.waitForSelector('html[data-hydrated]');
  await page.locator('.site-header').getByRole('button', { name: 'Search', exact: true }).click();
  const input = page.getByRole('combobox');
  await page.locator('.search-row').first().waitFor();
  // A player types once the page has settled (framework loaded, prefetches done), as the budget's 'per keystroke' means.
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1000);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  await observeInteractions(page);
  for (const query of QUERIES) {
    await input.fill('');
    await page.waitForTimeout(100);
    await input.pressSequentially(query, { delay: 150 });
    await page.waitForTimeout(300);
  }
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  return collect(page, `search at ${rate}×`);
}
