// Issue 29's rows: client navigations on a phone profile (390×844, touch, 4× CPU by CDP) — tap → the new page
// painted, for a lobby tab, a rail's 'See all', a provider page and a game page, p95 over NAVIGATIONS each, against
// the site as `npm start` serves it. Issue 53: each row is judged against its DOM-swap twin measured the same way in
// the same run, interleaved with it (NAV_BENCH_ROUNDS rounds): the page tapped on, its scripts removed, whose tap puts
// the destination's server <main> into its <main> with innerHTML and pushState (bench/twins.mjs domSwapTwin) — p95 ≤
// 2× the twin's p95, by a bootstrap interval (bench/stats.mjs bootstrapVerdict). Reported beside them: a visit's first
// tap (home → a lobby tab, a fresh phone each), which those rows take as their warm-up, and a bare navigation (a page
// that swaps its heading with pushState on a tap).
import { withBenchSite } from './site.mjs';
import { bootstrapVerdict, percentile } from './stats.mjs';
import { domSwapTwin, mainInner } from './twins.mjs';

const NAVIGATIONS = Number(process.env.NAV_BENCH_COUNT ?? 30);
/** The page's taps and its twin's, in turn, this many times: NAVIGATIONS / ROUNDS taps each time. */
const ROUNDS = Number(process.env.NAV_BENCH_ROUNDS ?? 3);
/** Visits whose first tap is timed (a fresh phone each): the tap the rows above leave out as their warm-up. */
const FIRST_TAPS = Number(process.env.NAV_BENCH_FIRST_TAPS ?? 8);
/** Issue 53: a navigation's p95 may be this many times its DOM-swap twin's. */
const TWIN_TIMES = 2;
/** The query that asks the bench's route in the browser for a page's DOM-swap twin (never reaches the site). */
const TWIN_QUERY = '__twin=dom-swap';
/** A finger's tap: touch start, this long, touch end (the click follows it). */
const TAP_MS = 90;
/** A player looks at the page before the next tap: idle work (prefetch of visible links) has its time. */
const READ_MS = 700;
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36' };
const CONSENT = [
  { name: 'consent-choices', value: 'analytics:denied,advertising:denied', domain: '127.0.0.1', path: '/' },
  { name: 'consent-closed', value: '1', domain: '127.0.0.1', path: '/' },
];

/**
 * What the rows tap. `from`: the page the tap is made on; `link`: the tapped link there; `back`: return to `from` by
 * history (not measured) before the next tap, else the next tap is made on the page reached (two tabs in turn).
 */
const ROWS = [
  { name: 'a lobby tab', from: '/slots/', link: '.lobby-tabs a[href="/new/"]', next: { from: '/new/', link: '.lobby-tabs a[href="/slots/"]' } },
  { name: "a rail's 'See all'", from: '/', link: 'main .rail:nth-of-type(2) .rail__head a', back: true },
  { name: 'a provider page', from: '/providers/', link: 'main a[href="/providers/pragmatic-play/"]', back: true },
  { name: 'a game page', from: '/slots/', link: 'main a.tile__info', back: true },
];

/**
 * In every page, before its scripts: each tap on a link (its click event's timestamp, so the input delay counts),
 * when the tapped link's page is in the DOM (that path, another heading than the page tapped on had), when the frame
 * showing it has been produced (a task queued from the next animation frame runs after that frame's paint), and the
 * click's Event Timing duration (what a tap's time is taken from, see tapTime).
 */
const WATCH = `(() => {
  const m = (window.__nav = { click: 0, dom: 0, painted: 0 });
  const heading = () => document.querySelector('main h1, h1')?.textContent;
  addEventListener('click', (e) => {
    const a = e.target.closest && e.target.closest('a[href]');
    if (!a) return;
    Object.assign(m, { click: e.timeStamp, path: new URL(a.href).pathname, from: heading(), dom: 0, painted: 0, eventTiming: undefined });
  }, true);
  new MutationObserver(() => {
    if (!m.click || m.dom || location.pathname !== m.path || heading() === m.from) return;
    m.dom = performance.now();
    // Diagnostics: when the page's payload had come, from the click (negative: before it).
    const data = performance.getEntriesByType('resource').filter((e) => e.name.includes('/_data' + m.path)).at(-1);
    m.data = data ? data.responseEnd - m.click : NaN;
    requestAnimationFrame(() => {
      const c = new MessageChannel();
      c.port1.onmessage = () => (m.painted = performance.now());
      c.port2.postMessage(0);
    });
  }).observe(document, { subtree: true, childList: true, characterData: true });
  // The click's own Event Timing (INP's measure, as the search rows use): to the presentation of the first frame after
  // its handlers — the new page's frame when the page was in the DOM before those handlers ended (its payload and
  // chunk already there). The 'painted' task above is the fallback: it runs after the frame, but also after React's
  // scheduler tasks queued before it, so it over-reads (by ~20–40 ms a lobby tab at 4×, decision 031).
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      if (e.name === 'click' && m.click && Math.abs(e.startTime - m.click) < 1) m.eventTiming = m.dom && m.dom <= e.processingEnd ? e.duration : -1;
    }
  }).observe({ type: 'event', durationThreshold: 16 });
})();`;

/** The floor: a same-origin page whose link swaps the heading and pushes a history entry, nothing else. */
const FLOOR_PAGE = `<!doctype html><html lang="en"><head><meta name="viewport" content="width=device-width, initial-scale=1">
<title>floor</title></head><body><main><h1>A</h1><p><a id="go" href="/__nav-floor/B">next</a></p></main><script>
document.addEventListener('click', (e) => {
  const a = e.target.closest('a'); if (!a) return; e.preventDefault();
  const next = a.pathname.endsWith('/B') ? 'B' : 'A';
  history.pushState(null, '', a.href);
  document.querySelector('h1').textContent = next;
  a.href = '/__nav-floor/' + (next === 'A' ? 'B' : 'A');
});
</script></body></html>`;

export async function navigationRows(root, { port = Number(process.env.NAV_BENCH_PORT ?? 8777) } = {}) {
  return withBenchSite(root, { port, name: 'navigation' }, async ({ base, browser }) => {
  const per = Math.ceil(NAVIGATIONS / ROUNDS);
  const measured = [];
  for (const row of ROWS) {
    const times = [];
    const twinTimes = [];
    let twin;
    for (let round = 0; round < ROUNDS; round++) {
      const real = await measureRow(browser, base, row, per);
      times.push(...real.times);
      // The twin knows the pages the row's taps reached (their <main>, fetched now, before any tap is timed).
      twin ??= await twinOf(base, row, real.paths);
      twinTimes.push(...(await measureRow(browser, base, { ...row, twin }, per)).times);
    }
    measured.push({ row, times, twinTimes });
  }
  const first = await measureFirstTaps(browser, base);
  const floor = (await measureRow(browser, base, { name: 'floor', from: '/__nav-floor/A', link: '#go', floor: true }, NAVIGATIONS)).times;
  if (process.env.NAV_BENCH_DEBUG) {
    for (const { row, times, twinTimes } of measured) {
      console.error(`${row.name} (ms):`, [...times].sort((a, b) => a - b).map(Math.round).join(' '));
      console.error(`${row.name}, its DOM-swap twin (ms):`, [...twinTimes].sort((a, b) => a - b).map(Math.round).join(' '));
    }
    console.error('floor (ms):', [...floor].sort((a, b) => a - b).map(Math.round).join(' '));
  }
  const rows = measured.map(({ row, times, twinTimes }) => {
    const judged = bootstrapVerdict(times, twinTimes, TWIN_TIMES);
    // Too few navigations is a failure whatever the ratio.
    const enough = times.length >= NAVIGATIONS && twinTimes.length >= NAVIGATIONS;
    return {
      measure: `navigation, phone 4× CPU: tap → ${row.name} painted, p50 / p95 (${times.length}) vs DOM-swap twin`,
      value: `${ms(percentile(times, 0.5))} / ${ms(percentile(times, 0.95))}`,
      reference: `${ms(percentile(twinTimes, 0.5))} / ${ms(percentile(twinTimes, 0.95))}`,
      ratio: `${judged.ratio.toFixed(2)}× (95% ${judged.low.toFixed(2)}–${judged.high.toFixed(2)})`,
      budget: `p95 ≤ ${TWIN_TIMES}×`,
      pass: enough && judged.verdict !== 'over',
      verdict: enough ? judged.verdict : 'over',
    };
  });
  // Reported, not budgeted: a visit's first client navigation leaves home (its rails torn down, a grid laid out for the
  // first time); it also made the page's first number format until that moved to the first touch (decision 031).
  rows.push({ measure: `navigation, phone 4× CPU: a visit's first tap (${FIRST_ROW.from} → a lobby tab), p50 / p95 (${first.length})`, value: `${ms(percentile(first, 0.5))} / ${ms(percentile(first, 0.95))}`, budget: 'report', pass: first.length === FIRST_TAPS });
  rows.push({ measure: 'same run: a bare pushState navigation, 4× CPU, p50 / p95', value: `${ms(percentile(floor, 0.5))} / ${ms(percentile(floor, 0.95))}`, budget: 'report', pass: true });
  return rows;
  });
}

/**
 * A row's DOM-swap twin: the page its taps are made on (and, for a row that taps between two tabs, the other one),
 * with the server <main> of every page its taps reached, fetched as the phone (its user agent and consent cookies)
 * from the same server.
 */
async function twinOf(base, row, reached) {
  const headers = { 'user-agent': PHONE.userAgent, cookie: CONSENT.map((c) => `${c.name}=${c.value}`).join('; ') };
  const html = async (page) => {
    const res = await fetch(base + page, { headers });
    if (!res.ok) throw new Error(`DOM-swap twin: ${page} answered ${res.status}`);
    return res.text();
  };
  const fromHtml = await html(row.from);
  const pages = { [row.from]: mainInner(fromHtml) };
  for (const page of new Set([...(row.next ? [row.next.from] : []), ...reached])) pages[page] ??= mainInner(await html(page));
  return domSwapTwin(fromHtml, pages);
}

const ms = (v) => `${Math.round(v)} ms`;

/**
 * A tap's time, click → the new page on screen: the click's Event Timing where it covers the new page (in 8 ms steps;
 * an interaction under 16 ms has no entry), else the click → 'painted' task (see WATCH).
 */
function tapTime(m) {
  return m.eventTiming >= 0 ? m.eventTiming : m.painted - m.click;
}

/**
 * Taps `link` until its click comes, at most three times: a tap that made no click (the page moved under the finger,
 * a layout still settling on a loaded machine) is made again; only a tap whose click came is timed.
 */
async function tapUntilClicked(page, cdp, link) {
  for (let tries = 1; tries <= 3; tries++) {
    await link.scrollIntoViewIfNeeded();
    await tap(cdp, await link.boundingBox());
    if (await page.waitForFunction(() => window.__nav.click > 0, null, { timeout: 3000, polling: 50 }).then(() => true, () => false)) return true;
  }
  return false;
}

/** What WATCH recorded of the tap just painted, once its Event Timing entry (delivered after its frame) is in. */
async function tapRecord(page) {
  await page.waitForTimeout(150);
  return page.evaluate(() => window.__nav);
}

/** A fresh phone context on `row.from`, settled, with the CPU throttled 4×: the page, its CDP session and context. */
async function phoneAt(browser, base, row) {
  const context = await browser.newContext(PHONE);
  await context.addCookies(CONSENT);
  // Nothing leaves the machine (the tag manager's and the framework's hosts).
  await context.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (route) => route.abort());
  // The emulator's art is raster WebP and JPEG, as the platform's CDN serves it (docs/decisions/048).
  if (row.floor) await context.route(`${base}/__nav-floor/**`, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: FLOOR_PAGE }));
  // The DOM-swap twin, from the browser's side of the bench only: the site never sees its URL.
  const start = row.twin ? `${base}${row.from}?${TWIN_QUERY}` : base + row.from;
  if (row.twin) await context.route((url) => url.href === start, (route) => route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: row.twin }));
  await context.addInitScript(WATCH);
  const page = await context.newPage();
  await page.goto(start);
  if (!row.floor && !row.twin) await page.waitForSelector('html[data-hydrated]');
  await page.waitForLoadState('networkidle');
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  return { context, page, cdp };
}

/** The first tap of a visit: home, settled as a player reads it, then one lobby tab; a fresh phone each time. */
const FIRST_ROW = { from: '/', link: '.lobby-tabs a[href="/slots/"]' };

async function measureFirstTaps(browser, base) {
  const times = [];
  // Diagnostics only (NAV_BENCH_DEBUG): each first tap split into click → page in the DOM + DOM → painted.
  const parts = [];
  for (let i = 0; i < FIRST_TAPS; i++) {
    const { context, page, cdp } = await phoneAt(browser, base, FIRST_ROW);
    try {
      // Idle work a player's reading leaves time for (the router's chunk, prefetch of visible links) is done.
      await page.waitForTimeout(READ_MS * 2);
      await tapUntilClicked(page, cdp, page.locator(FIRST_ROW.link).first());
      await page.waitForFunction(() => window.__nav.painted > 0, null, { timeout: 15_000, polling: 50 });
      const m = await tapRecord(page);
      times.push(tapTime(m));
      parts.push(`${Math.round(m.dom - m.click)}+${Math.round(m.painted - m.dom)}`);
    } finally {
      await context.close();
    }
  }
  if (process.env.NAV_BENCH_DEBUG) console.error("a visit's first tap, click → DOM + DOM → painted (ms):", parts.join(' '));
  return times;
}

/**
 * `count` taps of one row in a fresh phone context at 4× CPU (the page's, or its twin's where `row.twin` is set):
 * each tap's time from its click to the page painted, and the paths the taps reached.
 */
async function measureRow(browser, base, row, count) {
  const { context, page, cdp } = await phoneAt(browser, base, row);
  const times = [];
  const paths = new Set();
  // Diagnostics only (NAV_BENCH_DEBUG): each tap split into click → page in the DOM + DOM → painted.
  const parts = [];
  let missed = 0;
  let at = row;
  try {
    // One warm-up tap (not counted): the first navigation loads the head's DOM chunk, as on any first tap of a visit.
    for (let i = 0; i <= count; i++) {
      await page.waitForTimeout(READ_MS);
      const link = page.locator(at.link).first();
      await page.evaluate(() => Object.assign(window.__nav, { click: 0, dom: 0, painted: 0, eventTiming: undefined }));
      if (!(await tapUntilClicked(page, cdp, link))) {
        // Three taps without a click: counted as missed (reported), not timed; a row needs NAVIGATIONS timed taps.
        missed++;
        if (missed > count) throw new Error(`${row.name}: more than ${count} taps made no click`);
        i--;
        continue;
      }
      await page.waitForFunction(() => window.__nav.painted > 0, null, { timeout: 15_000, polling: 50 }).catch(async (error) => {
        const seen = await page.evaluate(() => ({ path: location.pathname, h1: document.querySelector('main h1, h1')?.textContent, nav: window.__nav }));
        throw new Error(`${row.name}, tap ${i} on ${at.link}: no page painted (${JSON.stringify(seen)})`, { cause: error });
      });
      const m = await tapRecord(page);
      paths.add(m.path);
      if (i > 0) times.push(tapTime(m));
      if (i > 0 && process.env.NAV_BENCH_DEBUG) parts.push(`${Math.round(m.dom - m.click)}+${Math.round(m.painted - m.dom)}(data ${Math.round(m.data)}, event ${m.eventTiming ?? '-'})`);
      if (row.back) {
        await page.evaluate(() => (window.__nav.click = 0));
        await page.goBack();
        await page.waitForFunction((from) => location.pathname === from && document.querySelector('main h1, h1'), row.from);
        // Back restores the scroll position in a frame after the page: let it land before the next tap is aimed.
        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      } else if (row.next || row.floor) {
        at = at === row ? (row.next ?? row) : row;
      }
    }
    if (process.env.NAV_BENCH_DEBUG) console.error(`${row.name}${row.twin ? ' (twin)' : ''}: click → DOM + DOM → painted, payload's end from the click (ms):`, parts.join(' '), missed ? `(${missed} taps made no click)` : '');
  } finally {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 }).catch(() => undefined);
    await context.close();
  }
  return { times, paths: [...paths] };
}

/** A finger's tap at the middle of `box` by CDP touch events: Chromium makes the click from the gesture, as on a phone. */
async function tap(cdp, box) {
  const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] });
  await new Promise((resolve) => setTimeout(resolve, TAP_MS));
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}
