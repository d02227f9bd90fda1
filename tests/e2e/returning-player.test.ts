import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { DESKTOP, hydrated, launchBrowser, MOBILE, withPage } from '../support/browser';
import { emulatorCall, frameworkCalls, loggedIn, resetFramework, startSession, widgetRequests } from './chrome-support';

// Issue 25: a returning player's first seconds — no tap lost, deep links at once, one labelled balance.
const base = inject('baseUrl');
/** What 'at once' means for a deep link's widget (bench/returning.mjs judges the figure against it). */
const DEEP_LINK_BUDGET_MS = 1500;
const emulator = inject('emulatorUrl');
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());
beforeEach(() => resetFramework(emulator));

/**
 * Records, from navigation start, when the game container and the deposit widget first appear, when a tapped button
 * first shows its pending state and when it stops (no polling lag: a mutation observer in the page).
 */
const WATCH = `(() => {
  const seen = {};
  window.__seen = seen;
  new MutationObserver(() => {
    const now = performance.now();
    const busy = document.querySelectorAll('[data-tap][aria-busy="true"].is-pending').length;
    if (busy && !seen.busy) { seen.busy = now; seen.busyCount = busy; }
    if (seen.busy && !busy && !seen.unbusy) seen.unbusy = now;
    if (!seen.game && document.querySelector('.game-layer:not([hidden])')) seen.game = now;
    if (!seen.deposit && document.getElementById('cpf-title-deposit')) seen.deposit = now;
  }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['hidden', 'aria-busy'] });
})();`;
const sessionAnswered = (page: Page) =>
  page.evaluate(() => {
    const entry = performance.getEntriesByType('resource').find((e) => e.name.endsWith('/platform/api/session')) as PerformanceResourceTiming | undefined;
    return entry ? entry.responseEnd : null;
  });
const seen = (page: Page, what: 'game' | 'deposit' | 'busy' | 'unbusy' | 'busyCount') => page.evaluate((w) => (window as unknown as { __seen: Record<string, number> }).__seen[w] ?? null, what);

/**
 * Holds the platform's session check back, as a slow network or phone would, so a tap lands before the session is
 * known (the framework script itself is asked for early and would hold the page's load event instead). `ms` lets it
 * go on its own; without it, the returned function does, once the test has seen what it came for.
 */
async function slowSession(page: Page, ms?: number): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  await page.route('**/platform/api/session', async (route) => {
    await (ms === undefined ? held : new Promise((resolve) => setTimeout(resolve, ms)));
    await route.continue().catch((error: Error) => {
      if (!/closed|already handled/i.test(error.message)) throw error;
    });
  });
  return release;
}

/** A real pointer tap on the button: nothing covers the page while the session is checked (docs/decisions/023). */
async function tap(_page: Page, button: ReturnType<Page['locator']>): Promise<void> {
  await button.click();
}

const loadGames = async () => (await frameworkCalls(emulator)).filter((c) => c.method === 'loadGame');

describe.each([
  ['desktop', DESKTOP, false],
  ['mobile', MOBILE, true],
] as const)('%s returning player', (_name, viewport, mobile) => {
  it('a Play tapped 300 ms after a reload shows progress, then opens the game once the session is ready, exactly once', async () => {
    await withPage(browser, viewport, mobile, async ({ page, context }) => {
      await startSession(context);
      await page.goto(`${base}/slots/`);
      await hydrated(page);
      await loggedIn(page);
      await emulatorCall(emulator, '/__emulator/framework/calls', 'DELETE');
      await page.addInitScript(WATCH);
      // The session check is held until the tap has shown its progress: the tap lands before the session is known
      // however slow the machine (a 3 s hold once ran out before the tap under load).
      const release = await slowSession(page);
      await page.reload();
      await page.waitForTimeout(300);
      const tile = page.locator('main .tile:not(.tile--placeholder)').first();
      const name = (await tile.locator('.tile__title').textContent())!;
      const playButton = tile.locator('.tile__play');
      await tap(page, playButton);
      await expect.poll(() => seen(page, 'busy')).not.toBeNull();
      release();
      await page.locator('.game-container').waitFor();
      expect(await page.locator('.game-bar__title').textContent()).toBe(name);
      await page.frameLocator('.game-host iframe').getByRole('heading', { name }).waitFor();
      // The tap was taken before the session was known: the tapped button (and only it) showed progress until the
      // game opened, and the game did not open before the session was known.
      const [busy, unbusy, busyCount, game, session] = [await seen(page, 'busy'), await seen(page, 'unbusy'), await seen(page, 'busyCount'), await seen(page, 'game'), await sessionAnswered(page)];
      expect(busy, 'pending state shown').not.toBeNull();
      expect(busyCount).toBe(1);
      expect(busy!).toBeLessThan(session!);
      expect(game!).toBeGreaterThanOrEqual(session!);
      expect(unbusy!).toBeGreaterThanOrEqual(session!);
      expect(await page.locator('[aria-busy="true"]').count()).toBe(0);
      await page.waitForTimeout(500);
      expect(await loadGames()).toHaveLength(1);
      expect(await widgetRequests(emulator)).not.toContain('login');
    });
  });

  it("a guest's early Play asks them to log in", async () => {
    await withPage(browser, viewport, mobile, async ({ page }) => {
      await slowSession(page, 800);
      await page.goto(`${base}/slots/`);
      await page.waitForTimeout(300);
      const playButton = page.locator('main .tile:not(.tile--placeholder) .tile__play').first();
      await playButton.click();
      await page.getByRole('dialog', { name: 'Log in' }).waitFor();
      await expect.poll(() => widgetRequests(emulator)).toEqual(['login']);
      expect(await loadGames()).toHaveLength(0);
      expect(await playButton.getAttribute('aria-busy')).toBeNull();
    });
  });

  it('the header and the game bar show the same cash figure, labelled, and the bonus apart', async () => {
    await withPage(browser, viewport, mobile, async ({ page, context }) => {
      await startSession(context);
      await page.goto(`${base}/`);
      await hydrated(page);
      await loggedIn(page);
      expect(await page.locator('.site-header__balance-label').textContent()).toBe('Cash');
      const header = await page.locator('.site-header__balance-value').textContent();
      await page.waitForLoadState('networkidle');
      await page.locator('main .tile:not(.tile--placeholder) .tile__play').first().click();
      await page.locator('.game-container').waitFor();
      const figures = page.locator('.game-figures');
      expect(await figures.locator('dt').first().textContent()).toBe('Cash');
      expect(await figures.locator('.game-figures__cash').textContent()).toBe(header);
      const bonus = await figures.locator('.game-figures__bonus').textContent();
      const players = await (await fetch(`${emulator}/__emulator/framework/players`)).json() as { username: string; bonusBalance: number; realBalance: number }[];
      const gb = players.find((p) => p.username === 'player-gb')!;
      expect(header).toBe(`£${gb.realBalance.toFixed(2)}`);
      expect(bonus).toBe(`£${gb.bonusBalance.toFixed(2)}`);
      // The game's own 'Balance' is cash and bonus together: the bar says that figure in words (issue 51).
      const total = `£${(gb.realBalance + gb.bonusBalance).toFixed(2)}`;
      expect(await figures.locator('.game-figures__total').textContent()).toBe(total);
      expect(await figures.locator('div', { has: page.locator('.game-figures__total') }).locator('dt').textContent()).toBe('Cash + bonus');
      const game = page.frameLocator('.game-host iframe.cpf-game').locator('#balance');
      await expect.poll(() => game.textContent()).toBe(`Balance: ${total}`);
    });
  });
});

describe('deep links for a player', () => {
  // SPEC: a deep link opens at once. Judged from the page's own marks (navigation start → the widget in the DOM), with
  // 3× headroom over the 1.5 s the spec's 'at once' is held to, so a busy machine cannot fail it; the figure itself
  // is the bench's row 'deep link ?deposit → widget' (bench/returning.mjs), judged against 1.5 s.
  it("?deposit opens the deposit widget at once after load (desktop)", async () => {
    await withPage(browser, DESKTOP, false, async ({ page, context }) => {
      await startSession(context);
      await page.goto(`${base}/`);
      await hydrated(page);
      await loggedIn(page);
      await page.addInitScript(WATCH);
      const times: number[] = [];
      for (const path of ['/?deposit', '/promotions/?deposit']) {
        await page.goto(`${base}${path}`);
        await page.getByRole('dialog', { name: 'Deposit' }).waitFor();
        const at = (await seen(page, 'deposit'))!;
        times.push(Math.round(at));
        expect(at, `${path} opened its widget at ${Math.round(at)} ms`).toBeLessThanOrEqual(3 * DEEP_LINK_BUDGET_MS);
      }
      console.info(`deep link ?deposit opened at ${times.join(', ')} ms after navigation start`);
    });
  });
});

describe('a returning player on a slow phone', () => {
  it('the page hydrates against the server’s HTML though the session lands mid-hydration (no React #418, no root drawn again)', async () => {
    await withPage(browser, MOBILE, true, async ({ page, errors, context }) => {
      await startSession(context);
      await page.goto(`${base}/`);
      await hydrated(page);
      await loggedIn(page);
      // A phone's CPU: hydration runs in slices for seconds, and the emulator's session answers within them. Without
      // the bridge waiting for hydration this failed 4 of 6 reloads (header rendered as a player against the waiting box).
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
      let copyright: Promise<unknown> = Promise.resolve();
      for (const [i, path] of ['/es/', '/fi/', '/es/'].entries()) {
        if (i === 2) copyright = page.waitForResponse((res) => new URL(res.url()).pathname === '/api/copyright', { timeout: 20_000 });
        await page.goto(base + path);
        await hydrated(page);
        await page.locator('.site-header__balance-value').waitFor();
        expect(errors, `console errors after ${path}`).toEqual([]);
      }
      // The footer's copyright refresh (idle, after the parts hydrated) has run too: the page asked for it, in Spanish.
      await copyright;
    });
  }, 90_000);
});
