import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DESKTOP, hydrated, launchBrowser, MOBILE, withPage } from '../support/browser';
import { allowErrors } from './chrome-support';
import { readManifest } from '../../scripts/manifest.mjs';

const base = inject('baseUrl');
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const manifest = () => readManifest();

/**
 * Serves the app's chunks with `exported` (an export name) swapped for a component that throws while rendering: a
 * bug in one part of the page, as a release could ship it. Only the chunks in `files` (all when omitted) are changed.
 */
async function breakExport(page: Page, exported: string, files?: string[]): Promise<void> {
  await page.route('**/assets/*.js', async (route) => {
    const url = new URL(route.request().url());
    try {
      if (files && !files.includes(url.pathname)) return await route.continue();
      const res = await route.fetch();
      const body = await res.text();
      const pattern = new RegExp(`export\\{([^}]*?)\\b[\\w$]+ as ${exported}\\b`);
      if (!pattern.test(body)) return await route.fulfill({ response: res, body });
      const broken = body.replace(pattern, `export{$1__broken as ${exported}`) + `\nfunction __broken(){throw new Error('a broken ${exported}')}`;
      return await route.fulfill({ response: res, body: broken });
    } catch (error) {
      // The test is over and its page closed with this chunk (a prefetch) still in flight; anything else is a failure.
      if (!page.isClosed()) throw error;
    }
  });
}

/** Ends the test's routes before its page closes, so a prefetch still in flight is dropped, not an unhandled error. */
const unroute = (page: Page) => page.unrouteAll({ behavior: 'ignoreErrors' });

describe.each([
  ['desktop', DESKTOP, false],
  ['mobile', MOBILE, true],
] as const)('a part of the page that throws while rendering (%s)', (_name, viewport, mobile) => {
  it('a broken page shows the error page inside the chrome; the header still navigates and the next page renders', async () => {
    await withPage(browser, viewport, mobile, async ({ page, errors }) => {
      await breakExport(page, 'default', [manifest().pages['promotions-page']![0]!]);
      await page.goto(`${base}/promotions/`);
      await hydrated(page);
      const main = page.locator('main');
      await main.getByText('Unknown error please reload').waitFor();
      expect(await main.locator('h1').textContent()).toBe('500');
      await expect(main.getByRole('button', { name: 'Reload' }).isVisible()).resolves.toBe(true);
      // The chrome stayed: the header's logo takes the player home by the client router, and that page renders.
      await page.locator('.site-header__brand a').first().click();
      await page.waitForURL(`${base}/`);
      await page.waitForFunction(() => document.querySelector('main h1')?.textContent === 'Shamrock Spins');
      expect(await main.getByText('Unknown error please reload').count()).toBe(0);
      await unroute(page);
      allowErrors(errors, /a broken default|error while hydrating|failed to render|The above error/i, [1, 8]);
    });
  }, 45_000);

  it('a broken layer is left out and the page stays whole', async () => {
    await withPage(browser, viewport, mobile, async ({ page, errors }) => {
      await breakExport(page, 'SiteFooter');
      await page.goto(`${base}/`);
      await hydrated(page);
      await page.waitForFunction(() => !document.querySelector('footer.site-footer'));
      expect(await page.locator('main h1').textContent()).toBe('Shamrock Spins');
      expect(await page.locator('main .tile').count()).toBeGreaterThan(0);
      await expect(page.locator('header').first().isVisible()).resolves.toBe(true);
      await unroute(page);
      allowErrors(errors, /a broken SiteFooter|error while hydrating|failed to render|The above error/i, [1, 8]);
    });
  }, 45_000);
});

/**
 * Alters the document's serialised state once, as a proxy or an extension could: after parsing and before the module
 * scripts run (readyState 'interactive'). Not page.route: Chromium gives a fulfilled document no address space, and
 * its local network access check then refuses the emulator's loopback art and scripts. A reload gets the real state.
 */
async function alterStateOnce(page: Page, change: 'cut' | 'route'): Promise<void> {
  await page.addInitScript((how) => {
    if (sessionStorage.getItem('state-altered')) return;
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return;
      const script = document.querySelector('body>script#__STATE__');
      if (!script?.textContent) return;
      sessionStorage.setItem('state-altered', '1');
      script.textContent = how === 'cut' ? script.textContent.slice(0, 60) : script.textContent.replace(/"route":"[a-z-]+"/, '"route":7');
    });
  }, change);
}

describe.each([
  ['desktop', DESKTOP, false],
  ['mobile', MOBILE, true],
] as const)('a page whose serialised state fails its check (%s, issue 52)', (_name, viewport, mobile) => {
  it.each([
    ['cut short', 'cut'],
    ['a payload without its route', 'route'],
  ] as const)('%s: the error page in the page language instead of a crash; Reload then loads the page', async (_case, change) => {
    await withPage(browser, viewport, mobile, async ({ page, errors }) => {
      await alterStateOnce(page, change);
      await page.goto(`${base}/fi/promotions/`);
      const main = page.locator('#root main');
      await main.getByText('Tuntematon virhe, lataa sivu uudelleen').waitFor();
      expect(await main.locator('h1').textContent()).toBe('500');
      expect(await main.getByRole('link', { name: 'Palaa etusivulle' }).getAttribute('href')).toBe('/fi/');
      // The server's page is gone, not left half alive: its state was what React would have taken it over with.
      expect(await page.locator('#root .site-header').count()).toBe(0);
      const reloaded = page.waitForEvent('load');
      await main.getByRole('button', { name: 'Lataa uudelleen' }).click();
      await reloaded;
      await hydrated(page);
      await page.locator('#root .site-header').first().waitFor();
      expect(await page.locator('#root main h1').textContent()).not.toBe('500');
      allowErrors(errors, /page state failed its check/, 1);
    });
  }, 45_000);
});
