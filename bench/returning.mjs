// Issue 25's rows: a returning, logged-in player reloads on a phone profile (390×844, touch, 4× CPU by CDP) —
// (1) navigation start → the player's header balance painted, (2) reload → first Play accepted: Play tapped at
// once after the load event, until the game container opens. Against the site as `npm start` serves it, with the
// bench's bare-input floor measured in the same run (the budget holds where that floor's p95 is ≤ 20 ms).
import path from 'node:path';
import { withBenchSite } from './site.mjs';
import { benchPort, waitFor } from './servers.mjs';
import { typeInPlainInput } from './search-browser.mjs';
import { percentile } from './stats.mjs';

const RELOADS = 12;
const BUDGET_MS = 2500;
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36' };
const CONSENT = [
  { name: 'consent-choices', value: 'analytics:denied,advertising:denied', domain: '127.0.0.1', path: '/' },
  { name: 'consent-closed', value: '1', domain: '127.0.0.1', path: '/' },
];

/**
 * In the page, from navigation start: when the header's balance is in the DOM and then painted (the frame after it),
 * and — when asked — Play tapped on the first tile at once after the load event and when the game container opens.
 * The tap is the button's own click() at the load event, so every reload taps at the same moment.
 */
const WATCH = `(() => {
  const m = (window.__bench = {});
  const tapPlay = sessionStorage.getItem('bench-tap') === '1';
  new MutationObserver(() => {
    const now = performance.now();
    if (!m.balance && document.querySelector('.site-header__balance-value')) {
      m.balance = now;
      requestAnimationFrame(() => requestAnimationFrame(() => (m.balancePainted = performance.now())));
    }
    if (tapPlay && !m.game && document.querySelector('.game-layer:not([hidden])')) m.game = now;
  }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['hidden'] });
  if (tapPlay) addEventListener('load', () => {
    const play = document.querySelector('main .tile__play');
    m.tap = performance.now();
    play?.click();
  });
})();`;

export async function returningRows(root, { port = benchPort(20) } = {}) {
  return withBenchSite(root, { port, name: 'returning' }, async ({ base, browser }) => {
  const context = await browser.newContext(PHONE);
  await context.addCookies(CONSENT);
  const page = await context.newPage();
  await page.goto(`${base}/slots/`);
  await page.waitForSelector('html[data-hydrated]');
  // Log in as a player does (1× CPU): the bottom bar's Join banner is a guest's; the header has Login.
  await logIn(page);
  await page.addInitScript(WATCH);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  // A warm-up reload (caches, the worker's page cache), not counted.
  await reload(page, false);
  const painted = [];
  for (let i = 0; i < RELOADS; i++) painted.push(await reload(page, false));
  const opened = [];
  const fromTap = [];
  for (let i = 0; i < RELOADS; i++) {
    const m = await reload(page, true);
    opened.push(m.game);
    fromTap.push(m.game - m.tap);
  }
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await context.close();
  const deepLink = await deepLinkTimes(browser, base);
  const floor = await typeInPlainInput(browser);
  const balance = painted.map((m) => m.balancePainted);
  if (process.env.RETURNING_BENCH_DEBUG) {
    console.error('balance painted (ms):', balance.map(Math.round).join(' '));
    console.error('game open from navigation start (ms):', opened.map(Math.round).join(' '), ' from the tap:', fromTap.map(Math.round).join(' '));
  }
  const p95 = percentile(balance, 0.95);
  const floorP95 = percentile(floor, 0.95);
  return [
    // The budget is judged only on a machine whose floor is ≤ 20 ms (issue 25); on a busier one the row says so.
    { measure: `returning player, phone 4× CPU: reload → balance painted, p50 / p95 (${balance.length})`, value: `${ms(percentile(balance, 0.5))} / ${ms(p95)}`, budget: `p95 ≤ ${BUDGET_MS} ms`, pass: p95 <= BUDGET_MS, ...(floorP95 > 20 ? { judged: false } : {}) },
    { measure: `returning player, phone 4× CPU: reload → first Play opens, p50 / p95 (${opened.length})`, value: `${ms(percentile(opened, 0.5))} / ${ms(percentile(opened, 0.95))}`, budget: 'report', pass: opened.every(Number.isFinite) },
    { measure: '  …the same, from the tap (at the load event), p50 / p95', value: `${ms(percentile(fromTap, 0.5))} / ${ms(percentile(fromTap, 0.95))}`, budget: 'report', pass: true },
    // tests/e2e/returning-player.test.ts holds it to 3× this budget only; the figure is judged here.
    { measure: `deep link ?deposit → widget, desktop 1× CPU, from navigation start, p50 / p95 (${deepLink.length})`, value: `${ms(percentile(deepLink, 0.5))} / ${ms(percentile(deepLink, 0.95))}`, budget: `p95 ≤ ${DEEP_LINK_BUDGET_MS} ms`, pass: percentile(deepLink, 0.95) <= DEEP_LINK_BUDGET_MS, ...(floorP95 > 20 ? { judged: false } : {}) },
    { measure: 'same run: a bare input, 4× CPU, p95 (the floor)', value: `${floorP95.toFixed(0)} ms`, budget: 'report (≤ 20 ms)', pass: true },
  ];
  });
}

const ms = (v) => `${Math.round(v)} ms`;

/** Logs the demo player in as a player does, through the header's Login and the framework's widget. */
async function logIn(page) {
  await page.locator('.site-header button', { hasText: 'Login' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await dialog.getByLabel('Username').fill('player-gb');
  await dialog.getByLabel('Password').fill('demo');
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await page.locator('.site-header__balance-value').waitFor();
}

/** SPEC: a deep link's widget opens at once; 'at once' is held to this from navigation start. */
const DEEP_LINK_BUDGET_MS = 1500;
const DEEP_LINKS = 8;

/**
 * A logged-in player on a desktop (1×) opens `/?deposit` and `/promotions/?deposit` in turn: from navigation start
 * until the deposit widget's title is in the DOM (a mutation observer, no polling lag). The first of each is a warm-up.
 */
async function deepLinkTimes(browser, base) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.addCookies(CONSENT);
  const page = await context.newPage();
  await page.goto(`${base}/`);
  await page.waitForSelector('html[data-hydrated]');
  await logIn(page);
  await page.addInitScript(`new MutationObserver((_, o) => {
    if (document.getElementById('cpf-title-deposit')) { window.__deposit = performance.now(); o.disconnect(); }
  }).observe(document, { subtree: true, childList: true });`);
  const times = [];
  for (let i = 0; i < DEEP_LINKS + 2; i++) {
    await page.goto(`${base}${i % 2 ? '/promotions/?deposit' : '/?deposit'}`);
    await page.waitForFunction(() => window.__deposit, null, { timeout: 30_000, polling: 100 });
    if (i >= 2) times.push(await page.evaluate(() => window.__deposit));
  }
  await context.close();
  return times;
}

/** Reloads and waits for the header balance painted (and, with `tap`, the game opened); returns the page's marks. */
async function reload(page, tap) {
  await page.evaluate((t) => sessionStorage.setItem('bench-tap', t ? '1' : '0'), tap);
  await page.reload();
  await page.waitForFunction((t) => window.__bench?.balancePainted && (!t || window.__bench.game), tap, { timeout: 30_000, polling: 100 });
  return page.evaluate(() => window.__bench);
}
