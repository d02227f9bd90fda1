import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { DESKTOP, hydrated, launchBrowser, MOBILE, openPage, partsHydrated, withPage } from '../support/browser';
import { axeViolations, dataLayerEvents, loggedIn, logIn, resetFramework, startSession, widgetRequests } from './chrome-support';

// Site chrome (issue 5): header, side menu, footer, language switcher. Mobile-only parts are in chrome-mobile.test.ts.
const base = inject('baseUrl');
const emulator = inject('emulatorUrl');
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());
beforeEach(() => resetFramework(emulator));

const hrefs = (page: Page, selector: string) => page.locator(selector).evaluateAll((els) => els.map((a) => a.getAttribute('href')));
const focusedInsideMenu = (page: Page) => page.evaluate(() => !!document.activeElement?.closest('#side-menu'));

describe.each([
  ['desktop', DESKTOP, false],
  ['mobile', MOBILE, true],
] as const)('%s header', (name, viewport, mobile) => {
  it('shows the guest header at its height, and Login and Join Here open their widgets', async () => {
    await withPage(browser, viewport, mobile, async ({ page }) => {
      // Its server HTML (links, Login, Join Here) is tests/integration/chrome-html.test.ts; here, what hydration makes of it.
      await page.goto(`${base}/en-ca/`);
      await hydrated(page);
      const header = await page.locator('.site-header').boundingBox();
      expect(header!.height).toBe(mobile ? 80 : 100);
      await expect(page.locator('.site-header__nav a', { hasText: 'Slots' }).isVisible()).resolves.toBe(true);
      await expect(page.locator('.lang-switch').isVisible()).resolves.toBe(!mobile);

      await page.locator('.site-header button', { hasText: 'Login' }).click();
      await page.getByRole('dialog', { name: 'Log in' }).waitFor();
      await page.keyboard.press('Escape');
      await page.locator('.site-header button', { hasText: 'Join Here' }).click();
      await page.getByRole('dialog', { name: 'Create account' }).waitFor();
      // The emulator's record of the widget request and the dialog on screen are not ordered: wait for the record.
      await expect.poll(() => widgetRequests(emulator)).toEqual(['login', 'registration']);
      expect(await page.locator('.site-header__balance').count()).toBe(0);
    });
  });

  it('shows bonus offers with the count, the balance in the player currency, My Account and Deposit when logged in', async () => {
    await withPage(browser, viewport, mobile, async ({ page, context }) => {
      await startSession(context);
      await page.goto(`${base}/`);
      await hydrated(page);
      await loggedIn(page);
      await expect(page.locator('.site-header__balance-value').textContent()).resolves.toBe('£250.00');
      const bonus = page.locator('.site-header__bonus');
      await expect.poll(() => bonus.getAttribute('aria-label')).toBe('Bonus offers, 3 available');
      expect(await bonus.locator('.badge').textContent()).toBe('3');
      expect(await page.locator('.site-header button', { hasText: 'Login' }).count()).toBe(0);
      expect(await page.locator('.site-header button', { hasText: 'Join Here' }).count()).toBe(0);
      expect(await page.locator('.lang-switch').count()).toBe(0);

      const calls = (await widgetRequests(emulator)).length;
      for (const [button, title] of [[bonus, 'Bonus offers'], [page.getByRole('button', { name: 'My Account' }).first(), 'My account'], [page.locator('.site-header button', { hasText: 'Deposit' }), 'Deposit']] as const) {
        await button.click();
        await page.getByRole('dialog', { name: title }).waitFor();
        await page.keyboard.press('Escape');
      }
      expect((await widgetRequests(emulator)).slice(calls)).toEqual(['bonusOffers', 'account', 'deposit']);
      await page.locator('#site-menu-button').click();
      await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Logout' }).click();
      await page.locator('.site-header button', { hasText: 'Login' }).waitFor();

      await page.goto(`${base}/en-ie/`);
      await hydrated(page);
      await logIn(page, 'player-ie');
      await expect(page.locator('.site-header__balance-value').textContent()).resolves.toBe('€250.00');
    });
  });

  it.each(['guest', 'player'] as const)('has no axe violations (wcag2a/aa) as a %s, also with the side menu open', async (session) => {
    const t = await openPage(browser, viewport, { mobile, bypassCSP: true });
    try {
      const { page } = t;
      if (session === 'player') await startSession(t.context);
      await page.goto(`${base}/`);
      await hydrated(page);
      if (session === 'player') await loggedIn(page);
      expect(await axeViolations(page)).toEqual([]);
      await page.locator('#site-menu-button').click();
      await page.locator('.side-menu__toggle').first().click();
      await page.waitForTimeout(300); // the drawer's slide-in
      expect(await axeViolations(page)).toEqual([]);
      expect(t.errors).toEqual([]);
    } finally {
      await t.close();
    }
  });
});

describe('side menu', () => {
  it('opens from the burger, one dropdown at a time, with the guest items and info links', async () => {
    await withPage(browser, DESKTOP, false, async ({ page }) => {
      await page.goto(`${base}/`);
      await hydrated(page);
      const burger = page.locator('#site-menu-button');
      expect(await burger.getAttribute('aria-expanded')).toBe('false');
      await expect(page.getByRole('dialog').count()).resolves.toBe(0);
      await burger.click();
      const dialog = page.getByRole('dialog', { name: 'Menu' });
      await dialog.waitFor();
      expect(await burger.getAttribute('aria-expanded')).toBe('true');
      // Focus moves into the dialog, on its close control.
      expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Close menu');

      expect(await dialog.getByRole('button', { name: 'My Account' }).count()).toBe(0);
      expect(await dialog.getByRole('button', { name: 'Logout' }).count()).toBe(0);
      expect(await hrefs(page, '#side-menu a.side-menu__item')).toEqual(['/info/responsible-gambling/', '/', '/slots/', '/live-casino/', '/promotions/', '/magazine/', '/contact-us/']);

      const started = dialog.getByRole('button', { name: 'Getting Started' });
      const info = dialog.getByRole('button', { name: 'Information' });
      await started.click();
      expect(await started.getAttribute('aria-expanded')).toBe('true');
      expect(await hrefs(page, '#side-menu-getting-started a')).toEqual(['/info/deposit/', '/info/cashout/', '/info/help/', '/info/faq/']);
      await expect(page.locator('#side-menu-getting-started').isVisible()).resolves.toBe(true);
      await info.click();
      expect(await info.getAttribute('aria-expanded')).toBe('true');
      expect(await started.getAttribute('aria-expanded')).toBe('false');
      await expect(page.locator('#side-menu-getting-started').isVisible()).resolves.toBe(false);
      expect(await hrefs(page, '#side-menu-information a')).toEqual([
        '/info/bonus-policy/',
        '/info/responsible-gambling/',
        '/info/fair-play/',
        '/info/payment-methods/',
      ]);
      await info.click();
      expect(await info.getAttribute('aria-expanded')).toBe('false');

      await page.getByRole('button', { name: 'Close menu' }).click();
      await dialog.waitFor({ state: 'hidden' });
      expect(await burger.getAttribute('aria-expanded')).toBe('false');
    });
  });

  it('closes on Esc with focus back on the burger, on a backdrop click and on a route change', async () => {
    await withPage(browser, DESKTOP, false, async ({ page }) => {
      await page.goto(`${base}/`);
      await hydrated(page);
      const burger = page.locator('#site-menu-button');
      const dialog = page.getByRole('dialog', { name: 'Menu' });

      await burger.focus();
      await page.keyboard.press('Enter');
      await dialog.waitFor();
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('site-menu-button');

      await burger.click();
      await dialog.waitFor();
      await page.mouse.click(1100, 400); // the backdrop, right of the 360 px drawer
      await dialog.waitFor({ state: 'hidden' });

      await burger.click();
      await dialog.waitFor();
      await dialog.getByRole('link', { name: 'Promotions' }).click();
      await page.waitForURL(`${base}/promotions/`);
      await dialog.waitFor({ state: 'hidden' });
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('site-menu-button');
    });
  });

  it('traps focus while open', async () => {
    await withPage(browser, MOBILE, true, async ({ page, context }) => {
      await startSession(context);
      await page.goto(`${base}/`);
      await hydrated(page);
      await loggedIn(page);
      await page.locator('#site-menu-button').click();
      await page.getByRole('dialog', { name: 'Menu' }).waitFor();
      // Backwards from the first control wraps to the last (Logout)…
      await page.keyboard.press('Shift+Tab');
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Logout');
      // …and forwards from the last wraps to the first.
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Close menu');
      for (let i = 0; i < 15; i++) {
        await page.keyboard.press('Tab');
        expect(await focusedInsideMenu(page)).toBe(true);
      }
    });
  });

  it('shows the account dropdown with the balance and Logout to a player, and Logout logs out', async () => {
    await withPage(browser, MOBILE, true, async ({ page, context }) => {
      await startSession(context);
      await page.goto(`${base}/`);
      await hydrated(page);
      await loggedIn(page);
      const dialog = page.getByRole('dialog', { name: 'Menu' });
      await page.locator('#site-menu-button').click();
      await dialog.waitFor();
      await dialog.getByRole('button', { name: 'My Account' }).click();
      expect(await dialog.locator('#side-menu-account button').allTextContents()).toEqual([
        'Account detailsCash £250.00 · Bonus £20.00',
        'Change password',
        'History',
        'Deposit limit',
        'Self exclusion',
        'Reality check',
        'Cashing out',
      ]);
      await dialog.getByRole('button', { name: 'Logout' }).click();
      await dialog.waitFor({ state: 'hidden' });
      await page.locator('.site-header button', { hasText: 'Login' }).waitFor();
      expect(await widgetRequests(emulator)).toEqual([]); // the session was started without the login widget; the rest is platform.test.ts
    });
  });
});

describe('footer', () => {
  // The blocks, links, licence text and locale prefixes are server HTML: tests/integration/chrome-html.test.ts.
  it('a footer link takes the player to its page', async () => {
    await withPage(browser, DESKTOP, false, async ({ page }) => {
      await page.goto(`${base}/`);
      await hydrated(page);
      await page.locator('.site-footer a', { hasText: 'Megaways Slots' }).click();
      await page.waitForURL(`${base}/megaways-slots/`);
      await expect(page.locator('h1').textContent()).resolves.toBe('Megaways Slots');
    });
  });
});

describe('link targets', () => {
  it('every internal link of the header, side menu, footer, switcher and bottom navigation answers 200', async () => {
    await withPage(browser, MOBILE, true, async ({ page, context }) => {
      await startSession(context);
      await page.goto(`${base}/en-ie/`);
      await hydrated(page);
      await loggedIn(page);
      const targets = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLAnchorElement>('.site-header a, #side-menu a, .site-footer__blocks a, .mobile-nav a, .lang-switch a')]
          .map((a) => a.getAttribute('href')!)
          .filter((h) => h.startsWith('/') && !h.startsWith('//')),
      );
      const unique = [...new Set(targets)];
      expect(unique.length).toBeGreaterThanOrEqual(21);
      for (const href of unique) {
        const res = await context.request.get(`${base}${href}`, { maxRedirects: 0 });
        expect(res.status(), href).toBe(200);
      }
    });
  });
});

describe('language switcher', () => {
  it('goes to the chosen locale root, sets the player language to ENG and refreshes the copyright', async () => {
    await withPage(browser, DESKTOP, false, async ({ page }) => {
      const asked: string[] = [];
      await page.route((url) => url.pathname === '/api/copyright', async (route) => {
        asked.push(new URL(route.request().url()).searchParams.get('language')!);
        await route.fulfill({ json: { html: '<p>Refreshed copyright for Ireland</p>' } });
      });
      await page.goto(`${base}/promotions/`);
      await hydrated(page);
      // The switcher is deferred chrome (docs/decisions/032): the test asserts at once on what each tap did.
      await partsHydrated(page);
      await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 7));
      // Its closed list of markets is server HTML (tests/integration/chrome-html.test.ts).
      const button = page.locator('.lang-switch__button');
      await button.click();
      expect(await button.getAttribute('aria-expanded')).toBe('true');
      const menu = page.locator('.lang-switch__menu');
      expect(await menu.isVisible()).toBe(true);
      // Esc closes it and returns focus to the button.
      await page.keyboard.press('Escape');
      expect(await button.getAttribute('aria-expanded')).toBe('false');
      expect(await page.evaluate(() => document.activeElement?.classList.contains('lang-switch__button'))).toBe(true);

      await button.click();
      await menu.getByRole('link', { name: 'Ireland' }).click();
      await page.waitForURL(`${base}/en-ie/`);
      await page.waitForFunction(() => document.querySelector('.site-footer__copyright')?.textContent === 'Refreshed copyright for Ireland');
      expect(asked).toEqual(['ENG']);
      // A client navigation, not a reload.
      expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(7);
      expect(await hrefs(page, '.site-header__nav a')).toEqual(['/en-ie/slots/', '/en-ie/new/', '/en-ie/promotions/']);
      expect(await page.locator('.lang-switch__button').textContent()).toContain('Ireland');
      expect(await page.locator('html').getAttribute('lang')).toBe('en-IE');
    });
    // Two navigations, a cold en-IE lobby and a copyright refresh: 30 s ran out once on a loaded CI machine.
  }, 60_000);
});

describe('route-change analytics stay intact', () => {
  it('a header link still pushes one routeChange', async () => {
    await withPage(browser, DESKTOP, false, async ({ page }) => {
      await page.goto(`${base}/`);
      await hydrated(page);
      await page.locator('.site-header__nav a', { hasText: 'New' }).click();
      await page.waitForURL(`${base}/new/`);
      await page.waitForFunction(() => (window.dataLayer ?? []).some((e) => (e as { event?: string }).event === 'routeChange'));
      expect(await dataLayerEvents(page, 'routeChange')).toHaveLength(1);
      expect(await page.locator('.site-header__nav a[aria-current="page"]').textContent()).toBe('New');
    });
  });
});
