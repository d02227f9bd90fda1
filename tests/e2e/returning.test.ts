import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { DESKTOP, hydrated, launchBrowser, MOBILE, openPage, withPage } from '../support/browser';
import { allowErrors, axeViolations, emulatorCall, holdFramework, loggedIn, resetFramework, startSession } from './chrome-support';

// Issue 25 part 1 (docs/decisions/023): the first byte knows a returning player — welcome back from the worker,
// guest chrome without a shift, the player's lobby without a jump.
const base = inject('baseUrl');
const emulator = inject('emulatorUrl');
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());
beforeEach(() => resetFramework(emulator));

const nowSeconds = () => Math.floor(Date.now() / 1000);

interface Shift {
  value: number;
  at: number;
  sources: string[];
}

/** Records every layout shift without recent input, with the class or tag of each moved node. */
async function recordShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __shifts: Shift[] };
    w.__shifts = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean; sources: { node?: Node | null }[] })[]) {
        if (e.hadRecentInput) continue;
        const sources = e.sources.map((s) => {
          const el = s.node instanceof Element ? s.node : null;
          return el ? `${el.closest('header') ? 'header ' : ''}${el.closest('.mobile-nav') ? 'mobile-nav ' : ''}${el.tagName.toLowerCase()}.${el.className}` : String(s.node?.nodeName);
        });
        w.__shifts.push({ value: e.value, at: Math.round(e.startTime), sources });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}
const shifts = (page: Page) => page.evaluate(() => (window as unknown as { __shifts: Shift[] }).__shifts);
const cls = (list: Shift[]) => list.reduce((sum, s) => sum + s.value, 0);

describe.each([
  ['desktop', DESKTOP, false],
  ['mobile', MOBILE, true],
] as const)('returning player (%s)', (name, viewport, mobile) => {
  it("first HTML has Welcome back and no Login or Join Here; then the player's header", async () => {
    await withPage(browser, viewport, mobile, async ({ page, context }) => {
      await startSession(context);
      await page.goto(`${base}/`);
      await hydrated(page);
      await loggedIn(page);
      const framework = page.waitForRequest(/\/platform\/framework\.js$/);
      // The document the worker sends for this cookie (Welcome back, no Login or Join Here) is
      // tests/integration/returning.test.ts and chrome-html.test.ts (on a phone); here, what the browser does next.
      await page.reload();
      await framework; // asked for at once (preloaded by the head)
      await page.locator('.site-header__balance-value').waitFor();
      expect(await page.locator('.site-header__balance-value').textContent()).toBe('£250.00');
      expect(await page.locator('.welcome-status').count()).toBe(0);
      expect(await page.locator('.site-header button', { hasText: 'Login' }).count()).toBe(0);
    });
  });

  it('a returning guest whose session ended gets the guest chrome in the same box, with no layout shift', async () => {
    await withPage(browser, viewport, mobile, async ({ page, errors, context }) => {
      await startSession(context);
      await page.goto(`${base}/providers/`);
      await hydrated(page);
      await loggedIn(page);
      await emulatorCall(emulator, '/__emulator/framework/sessions', 'DELETE');
      await recordShifts(page);
      const release = await holdFramework(page);
      await page.reload();
      const status = page.locator('.guest-actions .welcome-status');
      await status.waitFor();
      const box = await page.locator('.guest-actions').boundingBox();
      const search = await page.locator('.site-header__search').boundingBox();
      release();
      const login = page.locator('.site-header button', { hasText: 'Login' });
      await login.waitFor();
      expect(await page.locator('.welcome-status').count()).toBe(0);
      expect(await page.locator('.guest-actions').boundingBox()).toEqual(box);
      expect(await page.locator('.site-header__search').boundingBox()).toEqual(search);
      if (mobile) expect(await page.locator('.mobile-nav__join').isVisible()).toBe(true);
      // Nothing more to arrive (no request for 500 ms), then no shift may have happened.
      await page.waitForLoadState('networkidle');
      const list = await shifts(page);
      expect(list, JSON.stringify(list)).toEqual([]);
      // A recently active visitor's balance is asked with the session check (client/platform/bridge.ts); for a session
      // that ended meanwhile the platform refuses it, once.
      allowErrors(errors, /status of 401/);
    });
  });

  // One retry: twice in full-suite runs (2026-11-27) a reload's `load` never came because the dev server (`wrangler dev`'s
  // asset server, not our worker) left the big module chunk's response pending for good; 30-reload loops against a
  // lone server did not reproduce it. The failure names what was pending (withPage); a real shift fails both tries.
  it('the player lobby has CLS < 0.01 until it has settled, 5 loads in a row', { retry: 1, timeout: 90_000 }, async () => {
    await withPage(browser, viewport, mobile, async ({ page, context }) => {
      await startSession(context);
      await page.goto(`${base}/`);
      await hydrated(page);
      await loggedIn(page);
      // Both rails: player-gb has two favourites; two recently played games as the bridge keeps them.
      await page.evaluate(() => localStorage.setItem('recently-played:P-1001', '[7002,7003]'));
      await recordShifts(page);
      await page.reload(); // the rails memory learns about the recently played games
      await page.locator('.rail h2').filter({ hasText: /^Recently played$/ }).waitFor();
      const figures: number[] = [];
      for (let i = 0; i < 5; i++) {
        await page.reload();
        // Settled, by signals rather than 5 s of waiting: the player's header and both rails are drawn, and no request
        // has been under way for 500 ms (whatever could still move the page has arrived).
        await loggedIn(page);
        await page.locator('.rail h2').filter({ hasText: /^Favourites$/ }).waitFor();
        await page.waitForLoadState('networkidle');
        const list = await shifts(page);
        figures.push(cls(list));
        expect(cls(list), `load ${i + 1}: ${JSON.stringify(list)}`).toBeLessThan(0.01);
        expect(await page.locator('.rail h2').filter({ hasText: /^Recently played$/ }).count()).toBe(1);
        expect(await page.locator('.rail h2').filter({ hasText: /^Favourites$/ }).count()).toBe(1);
      }
      console.log(`CLS ${name} ${viewport.width}×${viewport.height}: ${figures.map((f) => f.toFixed(4)).join(' ')}`);
    });
  });

  it('axe finds nothing in the welcome-back state', async () => {
    const t = await openPage(browser, viewport, { mobile, bypassCSP: true });
    try {
      await t.context.addCookies([{ name: 'last-activity', value: String(nowSeconds() - 20), url: base }]);
      const release = await holdFramework(t.page);
      const pending = t.pending;
      // The state under test is the one before the framework arrives, so the walk starts at the parsed document;
      // the page must still finish loading afterwards, and if it does not, the failure names what it waited on
      // (full-suite runs once timed `load` out at 25 s here; alone it fires in ~0.5 s).
      await t.page.goto(`${base}/`, { waitUntil: 'domcontentloaded' });
      await hydrated(t.page);
      await t.page.locator('.welcome-status').first().waitFor();
      expect(await t.page.getByRole('status').filter({ hasText: 'Welcome back' }).count()).toBe(1);
      expect(await axeViolations(t.page)).toEqual([]);
      expect(await t.page.locator('.welcome-status').count()).toBeGreaterThan(0); // still the state axe looked at
      release();
      await t.page.waitForLoadState('load', { timeout: 15_000 }).catch(() => {
        throw new Error(`load never fired; still pending: ${[...pending].join(', ') || 'nothing'}`);
      });
      expect(t.errors).toEqual([]);
    } finally {
      await t.close();
    }
  });
});
