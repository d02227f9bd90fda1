import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { DESKTOP, hydrated, launchBrowser, MOBILE, openPage, pauseClock, withPage } from '../support/browser';
import { dataLayerEvents, holdFramework, loggedIn, logIn, resetFramework, startSession, widgetRequests } from './chrome-support';
import { WELCOME_BACK_MAX_MS } from '../../client/contracts/activity';

// Site chrome (issue 5), the parts that depend on width, cookies or scrolling: bottom navigation, app banner,
// scroll-to-top, welcome-back state, iOS app mode, layout stability.
const base = inject('baseUrl');
const emulator = inject('emulatorUrl');
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());
beforeEach(() => resetFramework(emulator));

const nowSeconds = () => Math.floor(Date.now() / 1000);

describe('mobile bottom navigation', () => {
  it('shows a Join Here banner to guests under 900 px that opens registration, and nothing on desktop', async () => {
    await withPage(browser, MOBILE, true, async ({ page }) => {
      // In the server HTML too: tests/integration/chrome-html.test.ts 'bottom bar on a phone'.
      await page.goto(`${base}/`);
      await hydrated(page);
      const banner = page.locator('.mobile-nav__join');
      expect(await banner.isVisible()).toBe(true);
      expect(await banner.textContent()).toContain('Join Here');
      const box = await page.locator('.mobile-nav').boundingBox();
      expect(box).toMatchObject({ y: MOBILE.height - 55, height: 55 });
      await banner.click();
      await page.getByRole('dialog', { name: 'Create account' }).waitFor();
      // The framework reports the widget to the emulator in its own request, which may land after the dialog shows.
      await expect.poll(() => widgetRequests(emulator)).toEqual(['registration']);
    });
    await withPage(browser, DESKTOP, false, async ({ page }) => {
      await page.goto(`${base}/`);
      await hydrated(page);
      expect(await page.locator('.mobile-nav').isVisible()).toBe(false);
      await logIn(page);
      expect(await page.locator('.mobile-nav').isVisible()).toBe(false);
    });
  });

  it('gives players five tabs that act and push mobileFooterClick', async () => {
    await withPage(browser, MOBILE, true, async ({ page, context }) => {
      await startSession(context);
      await page.goto(`${base}/promotions/`);
      await hydrated(page);
      await loggedIn(page);
      const nav = page.getByRole('navigation', { name: 'Quick links' });
      expect(await nav.locator('a, button').allTextContents()).toEqual(['Popular', 'Slots', 'Deposit', 'Search', 'Offers 3']);

      await nav.getByRole('link', { name: 'Popular' }).click();
      await page.waitForURL(`${base}/`);
      expect(await nav.getByRole('link', { name: 'Popular' }).getAttribute('aria-current')).toBe('page');
      await nav.getByRole('link', { name: 'Slots' }).click();
      await page.waitForURL(`${base}/slots/`);
      const before = (await widgetRequests(emulator)).length;
      await nav.getByRole('button', { name: 'Deposit' }).click();
      await page.getByRole('dialog', { name: 'Deposit' }).waitFor();
      await page.keyboard.press('Escape');
      await nav.getByRole('button', { name: 'Search' }).click();
      // Search is a modal dialog over the page (its focus in the input); Esc closes it and focus comes back to the tab.
      const search = page.getByRole('dialog', { name: 'Search games' });
      await search.waitFor();
      expect(await search.getByRole('combobox').evaluate((el) => el === document.activeElement)).toBe(true);
      await page.keyboard.press('Escape');
      await search.waitFor({ state: 'detached' });
      expect(await nav.getByRole('button', { name: 'Search' }).evaluate((el) => el === document.activeElement)).toBe(true);
      await nav.getByRole('button', { name: 'Bonus offers, 3 available' }).click();
      await page.getByRole('dialog', { name: 'Bonus offers' }).waitFor();
      expect((await widgetRequests(emulator)).slice(before)).toEqual(['deposit', 'bonusOffers']);

      const clicks = await dataLayerEvents(page, 'mobileFooterClick');
      expect(clicks).toEqual([
        { event: 'mobileFooterClick', tab: 'popular', page_path: '/promotions/', player_id: 'P-1001' },
        { event: 'mobileFooterClick', tab: 'slots', page_path: '/', player_id: 'P-1001' },
        { event: 'mobileFooterClick', tab: 'deposit', page_path: '/slots/', player_id: 'P-1001' },
        { event: 'mobileFooterClick', tab: 'search', page_path: '/slots/', player_id: 'P-1001' },
        { event: 'mobileFooterClick', tab: 'offers', page_path: '/slots/', player_id: 'P-1001' },
      ]);
    });
  });

  it('never hides the end of the page behind it', async () => {
    await withPage(browser, MOBILE, true, async ({ page }) => {
      await page.goto(`${base}/contact-us/`);
      await hydrated(page);
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await page.waitForTimeout(100);
      const lastBottom = await page.evaluate(() => document.querySelector('.site-footer__brand')!.getBoundingClientRect().bottom);
      const navTop = await page.evaluate(() => document.querySelector('.mobile-nav')!.getBoundingClientRect().top);
      expect(lastBottom).toBeLessThanOrEqual(navTop);
    });
  });
});

// Issue 51: the header, the app banner and the Join Here bar took about 210 of 844 px on every page.
describe("a phone's first screen", () => {
  it.each([
    ['a guest', false],
    ['a player', true],
  ])('shows %s games, not mostly chrome', async (_who, player) => {
    await withPage(browser, MOBILE, true, async ({ page, context }) => {
      if (player) await startSession(context);
      await page.goto(`${base}/`);
      await hydrated(page);
      if (player) await loggedIn(page);
      else await page.locator('.mobile-nav__join').waitFor();
      await page.waitForTimeout(300); // the app banner's chunk, where it shows
      const { chrome, tileBottom, barTop } = await page.evaluate(() => {
        const visible = [...document.querySelectorAll('body *')].filter((el) => {
          const s = getComputedStyle(el);
          const box = el.getBoundingClientRect();
          // Not a hairline (the 3 px loading bar): bars that take a player's screen.
          return (s.position === 'fixed' || s.position === 'sticky') && s.visibility !== 'hidden' && box.height >= 8 && box.bottom > 0 && box.top < innerHeight;
        });
        // Outermost pinned boxes only (a bar's own children are not more chrome).
        const outer = visible.filter((el) => !visible.some((o) => o !== el && o.contains(el)));
        const tile = document.querySelector('main .rail article.tile')!.getBoundingClientRect();
        return {
          chrome: outer.reduce((sum, el) => sum + el.getBoundingClientRect().height, 0),
          tileBottom: tile.bottom,
          barTop: document.querySelector('.mobile-nav')!.getBoundingClientRect().top,
        };
      });
      // The 80 px header (SPEC §2), the 55 px bar, and for a player the one-line app banner on the home page.
      expect(chrome).toBeLessThanOrEqual(player ? 80 + 55 + 60 : 80 + 55 + 1);
      // The first row of games is whole on the first screen, above the bar, in its upper half for a guest.
      expect(tileBottom).toBeLessThan(barTop);
      if (!player) expect(tileBottom).toBeLessThan(MOBILE.height / 2);
    });
  });
});

describe('app download banner', () => {
  const banner = (page: Page) => page.locator('.app-banner');

  it("shows a player under 740 px on the home page, pushes appBannerOpen, and closing pushes appBannerClosed and sets the 7-day cookie", async () => {
    await withPage(browser, MOBILE, true, async ({ page, context }) => {
      // Never in the shared guest HTML: tests/integration/chrome-html.test.ts 'bottom bar on a phone'.
      await startSession(context);
      await page.goto(`${base}/`);
      await hydrated(page);
      await loggedIn(page);
      await banner(page).waitFor();
      expect(await dataLayerEvents(page, 'appBannerOpen')).toHaveLength(1);
      await page.getByRole('button', { name: 'Dismiss the app banner' }).click();
      await banner(page).waitFor({ state: 'detached' });
      expect(await dataLayerEvents(page, 'appBannerClosed')).toHaveLength(1);

      const cookie = (await context.cookies()).find((c) => c.name === 'app-banner-seen')!;
      expect(cookie).toMatchObject({ value: '1', sameSite: 'Lax', path: '/', secure: false }); // Secure off on http://127.0.0.1 only
      const days = (cookie.expires - Date.now() / 1000) / 86400;
      expect(days).toBeGreaterThan(6.99);
      expect(days).toBeLessThanOrEqual(7);

      await page.reload();
      await hydrated(page);
      await loggedIn(page);
      await page.waitForTimeout(300);
      expect(await banner(page).count()).toBe(0);
      expect(await dataLayerEvents(page, 'appBannerOpen')).toHaveLength(0);
    });
  });

  // Issue 51 (docs/decisions/044): a phone's first screen is for games. A guest's call to action is Join Here, and the
  // banner does not follow a player from page to page.
  it("is not shown to a guest, whose bottom bar offers Join Here, nor away from the home page", async () => {
    await withPage(browser, MOBILE, true, async ({ page, context }) => {
      await page.goto(`${base}/`);
      await hydrated(page);
      await page.locator('.mobile-nav__join').waitFor();
      await page.waitForTimeout(300);
      expect(await banner(page).count()).toBe(0);
      await page.locator('.site-header button', { hasText: 'Login' }).click();
      await page.getByRole('dialog', { name: 'Log in' }).locator('.login-app-banner').waitFor();
      expect(await banner(page).count()).toBe(0);
      await page.keyboard.press('Escape');

      await startSession(context);
      await page.goto(`${base}/slots/`);
      await hydrated(page);
      await loggedIn(page);
      await page.waitForTimeout(300);
      expect(await banner(page).count()).toBe(0);
      expect(await dataLayerEvents(page, 'appBannerOpen')).toHaveLength(0);
    });
  });

  it('pushes appBannerClicked for Get the app', async () => {
    await withPage(browser, MOBILE, true, async ({ page, context }) => {
      context.on('page', (popup) => void popup.close());
      await startSession(context);
      await page.goto(`${base}/`);
      await hydrated(page);
      await loggedIn(page);
      const get = page.getByRole('link', { name: /Get the app/ });
      expect(await get.getAttribute('rel')).toBe('noopener external');
      await get.click();
      expect(await dataLayerEvents(page, 'appBannerClicked')).toHaveLength(1);
      expect((await context.cookies()).some((c) => c.name === 'app-banner-seen')).toBe(true);
    });
  });

  it('steps aside once the page scrolls and back at the top (issue 28)', async () => {
    await withPage(browser, MOBILE, true, async ({ page, context }) => {
      await startSession(context);
      await page.goto(`${base}/`);
      await hydrated(page);
      await loggedIn(page);
      await banner(page).waitFor();
      await page.evaluate(() => window.scrollTo(0, 600));
      await expect.poll(() => banner(page).isVisible()).toBe(false);
      // Hidden (visibility), so out of the Tab order and the accessibility tree too.
      await expect.poll(() => page.getByRole('link', { name: /Get the app/ }).count()).toBe(0);
      await page.evaluate(() => window.scrollTo(0, 0));
      await expect.poll(() => banner(page).isVisible()).toBe(true);
    });
  });

  it.each([
    ['760 px', { width: 760, height: 900 }],
    ['desktop', DESKTOP],
  ])('does not show a player at %s', async (_name, viewport) => {
    await withPage(browser, viewport, false, async ({ page, context }) => {
      await startSession(context);
      await page.goto(`${base}/`);
      await hydrated(page);
      await loggedIn(page);
      await page.waitForTimeout(300);
      expect(await banner(page).count()).toBe(0);
      expect(await dataLayerEvents(page, 'appBannerOpen')).toHaveLength(0);
    });
  });
});

describe('iOS app mode', () => {
  it('?ios_app=1 hides the header and the app banner and is remembered for a day', async () => {
    await withPage(browser, MOBILE, true, async ({ page, context }) => {
      await page.goto(`${base}/?ios_app=1`);
      await hydrated(page);
      await page.locator('.site-header').waitFor({ state: 'hidden' });
      const cookie = (await context.cookies()).find((c) => c.name === 'ios-app')!;
      expect(cookie).toMatchObject({ value: '1', sameSite: 'Lax', path: '/' });
      const hours = (cookie.expires - Date.now() / 1000) / 3600;
      expect(hours).toBeGreaterThan(23.9);
      expect(hours).toBeLessThanOrEqual(24);

      await page.goto(`${base}/slots/`);
      await hydrated(page);
      await page.locator('.site-header').waitFor({ state: 'hidden' });
      await page.waitForTimeout(300);
      expect(await page.locator('.app-banner').count()).toBe(0);
      expect(await dataLayerEvents(page, 'appBannerOpen')).toHaveLength(0);

      await page.goto(`${base}/?ios_app=0`);
      await hydrated(page);
      await page.locator('.site-header').waitFor({ state: 'visible' });
    });
  });
});

describe('scroll to top', () => {
  it.each([
    ['desktop', DESKTOP, false],
    ['mobile', MOBILE, true],
  ] as const)('appears after 400 px of scroll and goes back up (%s)', async (_name, viewport, mobile) => {
    await withPage(browser, viewport, mobile, async ({ page }) => {
      await page.goto(`${base}/`);
      await hydrated(page);
      const button = page.getByRole('button', { name: 'Back to top' });
      expect(await button.count()).toBe(0);
      await page.evaluate(() => window.scrollTo(0, 390));
      await page.waitForTimeout(150);
      expect(await button.count()).toBe(0);
      await page.evaluate(() => window.scrollTo(0, 420));
      await button.waitFor();
      await button.click();
      await page.waitForFunction(() => window.scrollY === 0);
      await button.waitFor({ state: 'hidden' });
    });
  });
});

describe('welcome-back state (docs/decisions/023)', () => {
  it('is in the server HTML for a recent activity cookie, in the header and bottom bar, until the session is checked', async () => {
    await withPage(browser, MOBILE, true, async ({ page, context }) => {
      await context.addCookies([{ name: 'last-activity', value: String(nowSeconds() - 30), url: base }]);
      // The page's clock, so the 12 s fallback can be stopped below: what ends the state is then the session check.
      await page.clock.install();
      // The framework is held until the state has been looked at: a fixed delay raced hydration on a loaded machine.
      let release!: () => void;
      const held = new Promise<void>((r) => (release = r));
      await page.route(/\/platform\/framework\.js$/, async (route) => {
        await held;
        await route.continue();
      });
      // Its server HTML (Welcome back, no Join Here) is tests/integration/chrome-html.test.ts 'bottom bar on a phone'.
      await page.goto(`${base}/`, { waitUntil: 'domcontentloaded' });
      await hydrated(page);
      const status = page.getByRole('status').filter({ hasText: 'Welcome back' });
      await status.waitFor();
      expect(await status.textContent()).toContain('Logging in');
      expect(await page.locator('.mobile-nav__status').isVisible()).toBe(true);
      // The framework's session check finds a guest: the state ends then, not on its 12 s fallback. The page's clock
      // stands still and is moved on 20 ms at a time, each step given up to 100 ms of real time for the check's
      // requests: what ended the state can only be the fallback if the page's clock got near it.
      await pauseClock(page);
      release();
      let advanced = 0;
      while ((await status.count()) > 0) {
        expect(advanced, 'the page clock moved on this far and the state still shows').toBeLessThan(WELCOME_BACK_MAX_MS / 6);
        await page.clock.runFor(20);
        advanced += 20;
        await status.waitFor({ state: 'detached', timeout: 100 }).catch(() => undefined);
      }
      await page.clock.resume();
      expect(await page.locator('.site-header button', { hasText: 'Login' }).isVisible()).toBe(true);
      expect(await page.locator('.mobile-nav__join').isVisible()).toBe(true);
    });
  });

  it('gives way to the player header when the player is logged in', async () => {
    await withPage(browser, DESKTOP, false, async ({ page, context }) => {
      await startSession(context);
      await page.goto(`${base}/`);
      await hydrated(page);
      await loggedIn(page); // stamps the activity cookie, and the framework keeps the session
      const release = await holdFramework(page);
      await page.reload({ waitUntil: 'domcontentloaded' });
      const status = page.locator('.site-header .welcome-status');
      await status.waitFor();
      await hydrated(page);
      release();
      await status.waitFor({ state: 'detached' });
      expect(await page.locator('.site-header__balance-value').textContent()).toBe('£250.00');
    });
  });

  it('does not show for activity older than 300 s or without the cookie', async () => {
    await withPage(browser, DESKTOP, false, async ({ page, context }) => {
      await page.goto(`${base}/`);
      await hydrated(page);
      await page.waitForTimeout(200);
      expect(await page.locator('.welcome-status').count()).toBe(0);
      await context.addCookies([{ name: 'last-activity', value: String(nowSeconds() - 301), url: base }]);
      await page.reload();
      await hydrated(page);
      await page.waitForTimeout(200);
      expect(await page.locator('.welcome-status').count()).toBe(0);
    });
  });
});

describe('layout stability', () => {
  it.each([
    ['desktop', DESKTOP, false],
    ['mobile', MOBILE, true],
  ] as const)('the chrome causes no layout shift while the page loads and hydrates (%s)', async (_name, viewport, mobile) => {
    await withPage(browser, viewport, mobile, async ({ page }) => {
      await page.addInitScript(() => {
        (window as unknown as { __shifts: number[] }).__shifts = [];
        new PerformanceObserver((list) => {
          for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
            if (!e.hadRecentInput) (window as unknown as { __shifts: number[] }).__shifts.push(e.value);
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto(`${base}/promotions/`);
      await hydrated(page);
      // Settled: no request under way for 500 ms (whatever could still move the page has arrived).
      await page.waitForLoadState('networkidle');
      const shifts = await page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts);
      expect(shifts.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(0.001);
    });
  });
});
