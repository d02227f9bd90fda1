import { mkdirSync } from 'node:fs';
import type { Browser, Page, WebSocketRoute } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { LiveServerFrame, LiveTable } from '../../client/contracts/live';
import { DESKTOP, hydrated, launchBrowser, MOBILE, openPage, withPage } from '../support/browser';
import { axeViolations } from './chrome-support';
import { jackpot, snapshotOf, table } from '../support/live-fixtures';

// The live lobby in the browser (issue 54, docs/decisions/049 'Lobby'). The live hub is faked at the socket
// (Playwright's routeWebSocket): the test is the object, sending frames and reading what the page watches.
const base = inject('baseUrl');
const SHOTS = process.env.LIVE_SHOTS_DIR ?? '/tmp/i54-shots';
mkdirSync(SHOTS, { recursive: true });

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** The page's sockets as the fake object sees them: each connection, and every text frame the page sent on it. */
async function fakeHub(page: Page) {
  const sockets: { ws: WebSocketRoute; url: URL; got: string[]; closed: boolean }[] = [];
  // The URL names the topics (?watch=…, for an object that sends the snapshot with the upgrade).
  await page.routeWebSocket(/\/api\/live\/socket(\?|$)/, (ws) => {
    const socket = { ws, url: new URL(ws.url()), got: [] as string[], closed: false };
    sockets.push(socket);
    ws.onMessage((m) => {
      socket.got.push(String(m));
      if (m === 'ping') ws.send('pong');
    });
    ws.onClose(() => (socket.closed = true));
  });
  const current = () => sockets.at(-1)!;
  return {
    sockets,
    current,
    /** Resolves once connection `n` (1-based) has sent its watch. */
    watched: async (n: number) => {
      await expect.poll(() => sockets[n - 1]?.got.some((m) => m.includes('"watch"')) ?? false).toBe(true);
      return JSON.parse(sockets[n - 1]!.got.find((m) => m.includes('"watch"'))!) as { topics: string[] };
    },
    send: (frame: LiveServerFrame) => current().ws.send(JSON.stringify(frame)),
  };
}

/** Layout shifts since load (Layout Instability API), input-driven ones left out, as the lobby test counts them. */
const startShifts = (page: Page) =>
  page.evaluate(() => {
    const w = window as unknown as { shifts: number };
    w.shifts = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!e.hadRecentInput) w.shifts += e.value;
    }).observe({ type: 'layout-shift', buffered: false });
  });
const shifts = (page: Page) => page.evaluate(() => (window as unknown as { shifts: number }).shifts);
const boxes = (page: Page) => page.locator('.live-card').evaluateAll((els) => els.slice(0, 12).map((e) => JSON.stringify(e.getBoundingClientRect())));

const setVisibility = (page: Page, state: 'hidden' | 'visible') =>
  page.evaluate((s) => {
    Object.defineProperty(document, 'visibilityState', { value: s, configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  }, state);

/** Tables for the first games the page lists: roulette, blackjack, baccarat, in turn. */
async function tablesFor(page: Page): Promise<LiveTable[]> {
  const ids = await page.locator('.live-card').evaluateAll((els) => els.slice(0, 6).map((e) => e.getAttribute('data-table')!));
  return ids.map((id, i) =>
    i % 3 === 0
      ? table(id, { results: [{ value: '32', colour: 'red' }, { value: '0', colour: 'green' }, { value: '11', colour: 'black' }] })
      : i % 3 === 1
        ? table(id, { type: 'blackjack', seats: { taken: 4, total: 7 }, players: null, results: [] })
        : table(id, { type: 'baccarat', results: ['B', 'B', 'P', 'T', 'P'].map((value) => ({ value, colour: null })) }),
  );
}

describe.each([
  ['desktop', DESKTOP, false],
  ['mobile', MOBILE, true],
] as const)('the live lobby on %s', (name, viewport, mobile) => {
  it('watches its tables, draws the snapshot, updates a card in place with no layout shift, and says its age when the feed stops', async () => {
    await withPage(browser, viewport, mobile, async ({ page }) => {
      const hub = await fakeHub(page);
      await page.goto(`${base}/live-casino/`);
      await hydrated(page);
      expect((await hub.watched(1)).topics).toEqual(['tables']);
      expect(hub.sockets[0]!.url.searchParams.get('watch')).toBe('tables');
      // Before the object's snapshot the page does not claim to be live.
      expect(await page.locator('.live-age').getAttribute('data-live-age')).not.toBe('live');
      const tables = await tablesFor(page);
      hub.send({ t: 'snapshot', snapshot: snapshotOf(tables, [], { feedAt: new Date().toISOString() }) });
      await page.locator('.live-age[data-live-age="live"]').waitFor();
      const first = page.locator(`.live-card[data-table="${tables[0]!.id}"]`);
      await expect.poll(() => first.getAttribute('class')).toContain('live-card--open');
      expect(await first.locator('[data-field="bet"]').textContent()).toBe('Bet £0.20 – £5,000');
      await page.screenshot({ path: `${SHOTS}/live-casino-${name}.png` });

      await startShifts(page);
      const before = await boxes(page);
      await first.evaluate((el) => ((el as HTMLElement & { marker?: number }).marker = 1));
      hub.send({ t: 'table', table: { ...tables[0]!, dealer: 'Maeve', results: [{ value: '7', colour: 'red' }, ...tables[0]!.results] } });
      await expect.poll(() => first.locator('[data-field="dealer"]').textContent()).toBe('Dealer: Maeve');
      expect(await first.locator('.result-chip').first().textContent()).toBe('7');
      // The same element, changed in place; no card moved.
      expect(await first.evaluate((el) => (el as HTMLElement & { marker?: number }).marker)).toBe(1);
      hub.send({ t: 'table', table: { ...tables[1]!, open: false, seats: { taken: 7, total: 7 } } });
      await expect.poll(() => page.locator(`.live-card[data-table="${tables[1]!.id}"] [data-status]`).textContent()).toBe('Closed');
      hub.send({ t: 'table-gone', id: tables[2]!.id });
      await expect.poll(() => page.locator(`.live-card[data-table="${tables[2]!.id}"] [data-status]`).textContent()).toBe('No live data');
      expect(await boxes(page)).toEqual(before);
      expect(await shifts(page)).toBe(0);

      // The feed falls silent: the figures stay, with their time, not 'Live'.
      const feedAt = '2026-12-06T01:23:00.000Z';
      hub.send({ t: 'feed', stale: true, feedAt });
      await page.locator('.live-age[data-live-age="updated"]').waitFor();
      const local = await page.evaluate((at) => new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit' }).format(new Date(at)), feedAt);
      expect(await page.locator('.live-age').textContent()).toBe(`Updated ${local}`);
      expect(await first.locator('[data-field="dealer"]').textContent()).toBe('Dealer: Maeve');
      expect(await boxes(page)).toEqual(before);
      expect(await shifts(page)).toBe(0);
      await page.screenshot({ path: `${SHOTS}/live-casino-stale-${name}.png` });
    });
  });
});

describe('the live lobby', () => {
  it('offline keeps the last figures with their age under the offline banner, and is live again once back', async () => {
    await withPage(browser, DESKTOP, false, async ({ page, context, errors }) => {
      const hub = await fakeHub(page);
      await page.goto(`${base}/live-casino/`);
      await hydrated(page);
      await hub.watched(1);
      const tables = await tablesFor(page);
      hub.send({ t: 'snapshot', snapshot: snapshotOf(tables, [], { feedAt: new Date().toISOString() }) });
      await page.locator('.live-age[data-live-age="live"]').waitFor();
      const first = page.locator(`.live-card[data-table="${tables[0]!.id}"]`);
      await context.setOffline(true);
      await expect.poll(() => hub.sockets[0]!.closed).toBe(true);
      await page.locator('.live-age[data-live-age="updated"]').waitFor();
      await expect.poll(() => page.locator('.offline-banner').textContent()).not.toBe('');
      expect(await first.locator('[data-field="dealer"]').textContent()).toBe('Dealer: Anna');
      await page.screenshot({ path: `${SHOTS}/live-casino-offline-desktop.png` });
      await context.setOffline(false);
      // The 'online' event opens a socket at once; whichever socket is open and watching is answered (a try made
      // offline may still be open for a moment), until the page is live again.
      const fresh = JSON.stringify({ t: 'snapshot', snapshot: snapshotOf(tables, [], { feedAt: new Date().toISOString() }) });
      await expect
        .poll(async () => {
          const s = hub.current();
          if (!s.closed && s.got.some((m) => m.includes('"watch"'))) s.ws.send(fresh);
          return page.locator('.live-age').getAttribute('data-live-age');
        })
        .toBe('live');
      // What the page asked for while offline (its probe, the art) failed, as the test meant it to.
      errors.splice(0, errors.length, ...errors.filter((e) => !e.includes('net::ERR_INTERNET_DISCONNECTED')));
    });
  });

  it('closes its socket while the tab is hidden and on return watches again for a fresh snapshot', async () => {
    await withPage(browser, DESKTOP, false, async ({ page }) => {
      const hub = await fakeHub(page);
      await page.goto(`${base}/live-casino/`);
      await hydrated(page);
      await hub.watched(1);
      const tables = await tablesFor(page);
      hub.send({ t: 'snapshot', snapshot: snapshotOf(tables, [], { feedAt: new Date().toISOString() }) });
      await page.locator('.live-age[data-live-age="live"]').waitFor();
      await setVisibility(page, 'hidden');
      await expect.poll(() => hub.sockets[0]!.closed).toBe(true);
      expect(await page.locator('.live-age').getAttribute('data-live-age')).toBe('updated');
      expect(hub.sockets).toHaveLength(1);
      await setVisibility(page, 'visible');
      await hub.watched(2);
      const first = page.locator(`.live-card[data-table="${tables[0]!.id}"]`);
      hub.send({ t: 'snapshot', snapshot: snapshotOf([{ ...tables[0]!, dealer: 'Niamh' }], [], { feedAt: new Date().toISOString() }) });
      await expect.poll(() => first.locator('[data-field="dealer"]').textContent()).toBe('Dealer: Niamh');
      await page.locator('.live-age[data-live-age="live"]').waitFor();
    });
  });

  it('reconnects after the socket drops, and summarises the tables only when asked, from the keyboard', async () => {
    await withPage(browser, DESKTOP, false, async ({ page }) => {
      const hub = await fakeHub(page);
      await page.goto(`${base}/live-casino/`);
      await hydrated(page);
      await hub.watched(1);
      const tables = await tablesFor(page);
      hub.send({ t: 'snapshot', snapshot: snapshotOf(tables, [], { feedAt: new Date().toISOString() }) });
      await page.locator('.live-age[data-live-age="live"]').waitFor();
      const summary = page.locator('.live-bar__summary');
      hub.send({ t: 'table', table: { ...tables[0]!, dealer: 'Maeve' } });
      // No frame speaks: the live region is empty until the player asks.
      expect(await summary.textContent()).toBe('');
      const button = page.getByRole('button', { name: 'Summarise tables' });
      await button.focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => summary.textContent()).toMatch(/^6 of \d+ tables open\. Table \d+: Open, Bet £0\.20 – £5,000\..* Live$/);
      expect(await summary.getAttribute('role')).toBe('status');
      hub.current().ws.close({ code: 1011 });
      // The first retry waits between 0.5 and 1 s (client/live/backoff.ts).
      await hub.watched(2);
      expect(hub.sockets).toHaveLength(2);
    });
  });
});

describe.each([
  ['desktop', DESKTOP, false],
  ['mobile', MOBILE, true],
] as const)('Jackpot King on %s', (name, viewport, mobile) => {
  it('watches the jackpots and counts an amount up to its new figure, in a strip that moves nothing', async () => {
    await withPage(browser, viewport, mobile, async ({ page }) => {
      const hub = await fakeHub(page);
      await page.goto(`${base}/jackpot-king/`);
      await hydrated(page);
      expect((await hub.watched(1)).topics).toEqual(['jackpots']);
      await startShifts(page);
      hub.send({ t: 'snapshot', snapshot: snapshotOf([], [jackpot('mega', 1_250_000), jackpot('major', 52_000), jackpot('mini', 1_200)], { feedAt: new Date().toISOString() }) });
      const mega = page.locator('[data-jackpot="mega"] .jackpot__amount');
      await expect.poll(() => mega.textContent()).toBe('£1,250,000.00');
      const seen = new Set<string>();
      hub.send({ t: 'jackpots', jackpots: [jackpot('mega', 1_250_900), jackpot('major', 52_000), jackpot('mini', 1_200)] });
      await expect
        .poll(async () => {
          seen.add((await mega.textContent())!);
          return seen.has('£1,250,900.00');
        })
        .toBe(true);
      // Figures between the two: it counted up, not jumped.
      expect([...seen].filter((s) => s !== '£1,250,000.00' && s !== '£1,250,900.00').length).toBeGreaterThan(0);
      expect(await shifts(page)).toBe(0);
      await page.screenshot({ path: `${SHOTS}/jackpot-king-${name}.png` });
    });
  });
});

describe('Jackpot King with reduced motion', () => {
  it('changes the amount at once', async () => {
    await withPage(browser, DESKTOP, false, async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      const hub = await fakeHub(page);
      await page.goto(`${base}/jackpot-king/`);
      await hydrated(page);
      await hub.watched(1);
      hub.send({ t: 'snapshot', snapshot: snapshotOf([], [jackpot('mega', 1000)], { feedAt: new Date().toISOString() }) });
      const mega = page.locator('[data-jackpot="mega"] .jackpot__amount');
      await expect.poll(() => mega.textContent()).toBe('£1,000.00');
      const texts: string[] = [];
      await page.exposeFunction('seenAmount', (s: string) => texts.push(s));
      await mega.evaluate((el) => new MutationObserver(() => (window as unknown as { seenAmount: (s: string) => void }).seenAmount(el.textContent!)).observe(el, { characterData: true, childList: true, subtree: true }));
      hub.send({ t: 'jackpots', jackpots: [jackpot('mega', 2000)] });
      await expect.poll(() => mega.textContent()).toBe('£2,000.00');
      expect(texts).toEqual(['£2,000.00']);
    });
  });
});

describe.each([
  ['desktop', DESKTOP, false],
  ['mobile', MOBILE, true],
] as const)('axe on the live pages, %s', (_name, viewport, mobile) => {
  it.each(['/live-casino/', '/jackpot-king/'])('%s with live figures has no WCAG 2 A/AA violations', async (path) => {
    const t = await openPage(browser, viewport, { mobile, bypassCSP: true });
    try {
      const hub = await fakeHub(t.page);
      await t.page.goto(`${base}${path}`);
      await hydrated(t.page);
      await hub.watched(1);
      const tables = path === '/live-casino/' ? await tablesFor(t.page) : [];
      hub.send({ t: 'snapshot', snapshot: snapshotOf(tables, [jackpot('mega', 1_250_000), jackpot('mini', 1_200)], { feedAt: new Date().toISOString() }) });
      await t.page.locator('.live-age[data-live-age="live"]').waitFor();
      expect(await axeViolations(t.page)).toEqual([]);
      expect(t.errors).toEqual([]);
    } finally {
      await t.close();
    }
  });
});
