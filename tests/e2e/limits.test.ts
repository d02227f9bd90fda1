import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { DESKTOP, hydrated, launchBrowser, MOBILE, withPage } from '../support/browser';
import { allowErrors, dataLayerEvents, emulatorCall, loggedIn, logIn, resetFramework, startSession, widgetRequests } from './chrome-support';

// Issue 30 part 1, UKGC RTS 12: deposit limits one tap from the home page, for a guest and a player, at both widths;
// the site's 'Set a deposit limit' beside the deposit and account widgets; the emulator's registration and
// first-deposit prompt (docs/decisions/033).
const base = inject('baseUrl');
const emulator = inject('emulatorUrl');
const SHOTS = path.resolve(import.meta.dirname, '../../test-results/limits');
const WIDTHS = [
  ['1280', DESKTOP, false],
  ['390', MOBILE, true],
] as const;

let browser: Browser;
beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  browser = await launchBrowser();
});
afterAll(() => browser?.close());
beforeEach(() => resetFramework(emulator));

type Inspected = { username: string; email: string; depositLimit: unknown; limitPrompt: boolean }[];
const player = async (name: string) => (await emulatorCall<Inspected>(emulator, '/__emulator/framework/players')).find((p) => p.username === name || p.email === name);

/** The home page's link, asserted to sit in the first screen: above the phone's bottom bars, fully in view. */
async function limitsLinkInFirstScreen(page: Page, name: string, height: number) {
  const link = page.locator('.limits-strip a');
  await link.waitFor();
  const box = (await link.boundingBox())!;
  // 55 px bottom navigation and the app banner above it on a phone: the link is well clear of both.
  expect(box.y).toBeGreaterThan(0);
  expect(box.y + box.height).toBeLessThan(height - 200);
  expect(await link.textContent()).toBe(name);
  return link;
}

describe('deposit limits from the home page, one tap (RTS 12)', () => {
  for (const [width, viewport, mobile] of WIDTHS) {
    it(`a guest at ${width} px sees 'Set a deposit limit' before registering: one tap to the limits page, then login and the widget`, async () => {
      await withPage(browser, viewport, mobile, async ({ page }) => {
        // The link is in the server HTML too, for a browser without JavaScript: tests/integration/lobby.test.ts.
        await page.goto(`${base}/`);
        await hydrated(page);
        const link = await limitsLinkInFirstScreen(page, 'Set a deposit limit', viewport.height);
        await page.screenshot({ path: `${SHOTS}/guest-home-${width}.png` });
        await link.click(); // tap 1
        const popup = page.getByRole('dialog', { name: 'Responsible Gambling' });
        await popup.waitFor();
        await popup.getByRole('button', { name: 'Log in to set a deposit limit' }).waitFor();
        expect(await popup.getByRole('button', { name: 'Join Here' }).isVisible()).toBe(true);
        await page.screenshot({ path: `${SHOTS}/guest-limits-page-${width}.png` });
        expect(await dataLayerEvents(page, 'depositLimitOpen')).toEqual([{ event: 'depositLimitOpen', placement: 'home' }]);

        await popup.getByRole('button', { name: 'Log in to set a deposit limit' }).click();
        const login = page.getByRole('dialog', { name: 'Log in' });
        await login.getByLabel('Username').fill('player-gb');
        await login.getByLabel('Password').fill('demo');
        await login.getByRole('button', { name: 'Log in' }).click();
        // After the login the deposit-limit widget opens by itself; the limits page has closed.
        await page.getByRole('dialog', { name: 'Deposit limit' }).waitFor();
        expect(await popup.count()).toBe(0);
        expect(await widgetRequests(emulator)).toEqual(['login', 'depositLimit']);
      });
    });

    it(`a player at ${width} px sets a deposit limit in two taps from the home page`, async () => {
      await withPage(browser, viewport, mobile, async ({ page, context }) => {
        await startSession(context);
        await page.goto(`${base}/`);
        await hydrated(page);
        await loggedIn(page);
        const before = (await widgetRequests(emulator)).length;
        const link = await limitsLinkInFirstScreen(page, 'Set a deposit limit', viewport.height);
        await page.screenshot({ path: `${SHOTS}/player-home-${width}.png` });
        await link.click(); // tap 1
        const widget = page.getByRole('dialog', { name: 'Deposit limit' });
        await widget.waitFor();
        // The amount is a free-text box with the focus already in it: the player types, then taps Set limit.
        const amount = widget.getByLabel('Deposit limit amount');
        expect(await amount.getAttribute('type')).toBe('text');
        await expect.poll(() => amount.evaluate((el) => el === document.activeElement)).toBe(true);
        await page.keyboard.type('40');
        await page.screenshot({ path: `${SHOTS}/player-limit-widget-${width}.png` });
        await widget.getByRole('button', { name: 'Set limit' }).click(); // tap 2
        await widget.getByRole('status').filter({ hasText: 'Your deposit limit: £40.00 per 24 hours.' }).waitFor();
        await page.screenshot({ path: `${SHOTS}/player-limit-set-${width}.png` });
        expect((await widgetRequests(emulator)).slice(before)).toEqual(['depositLimit']);
        expect(await player('player-gb')).toMatchObject({ depositLimit: { amount: 40, period: '24h' } });
      });
    });
  }

  for (const [locale, text] of [
    ['fi', 'Aseta talletusraja'],
    ['es', 'Fija un límite de depósito'],
  ] as const) {
    it(`says it in ${locale} at 390 px, in the first screen`, async () => {
      await withPage(browser, MOBILE, true, async ({ page }) => {
        await page.goto(`${base}/${locale}/`);
        await hydrated(page);
        await limitsLinkInFirstScreen(page, text, MOBILE.height);
        await page.screenshot({ path: `${SHOTS}/guest-home-390-${locale}.png` });
      });
    });
  }
});

describe("'Set a deposit limit' on the way to Deposit", () => {
  it('sits in the deposit widget opened from the bottom navigation (390 px) and opens the deposit-limit widget', async () => {
    await withPage(browser, MOBILE, true, async ({ page, context }) => {
      await startSession(context);
      await page.goto(`${base}/slots/`);
      await hydrated(page);
      await loggedIn(page);
      await page.getByRole('navigation', { name: 'Quick links' }).getByRole('button', { name: 'Deposit' }).click();
      const deposit = page.getByRole('dialog', { name: 'Deposit', exact: true });
      const action = deposit.getByRole('button', { name: 'Set a deposit limit' });
      await action.waitFor();
      // The framework's own first field keeps the focus; the action comes before it in the widget.
      expect(await deposit.getByLabel('Amount').evaluate((el) => el === document.activeElement)).toBe(true);
      await page.screenshot({ path: `${SHOTS}/player-deposit-widget-390.png` });
      await action.click();
      await page.getByRole('dialog', { name: 'Deposit limit' }).waitFor();
      expect(await deposit.count()).toBe(0);
      expect((await widgetRequests(emulator)).slice(-2)).toEqual(['deposit', 'depositLimit']);
      expect(await dataLayerEvents(page, 'depositLimitOpen')).toEqual([{ event: 'depositLimitOpen', placement: 'deposit' }]);
    });
  });

  it("sits in the header's My Account widget (1280 px), and the side menu has 'Deposit limits' for a guest too", async () => {
    await withPage(browser, DESKTOP, false, async ({ page }) => {
      await page.goto(`${base}/promotions/`);
      await hydrated(page);
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('link', { name: 'Deposit limits' }).click();
      const popup = page.getByRole('dialog', { name: 'Responsible Gambling' });
      await popup.getByRole('button', { name: 'Log in to set a deposit limit' }).waitFor();
      await popup.getByRole('button', { name: 'Close', exact: true }).click();
      await popup.waitFor({ state: 'detached' });

      await logIn(page);
      await page.getByRole('button', { name: 'My Account' }).first().click();
      const account = page.getByRole('dialog', { name: 'My account' });
      await account.getByRole('button', { name: 'Set a deposit limit' }).click();
      await page.getByRole('dialog', { name: 'Deposit limit' }).waitFor();
      expect((await widgetRequests(emulator)).slice(-2)).toEqual(['account', 'depositLimit']);
    });
  });
});

describe("the emulator's RTS 12 prompt, through the site", () => {
  it("registration asks for a limit: a bad amount is refused, 'no limit' needs its confirmation", async () => {
    await withPage(browser, MOBILE, true, async ({ page }) => {
      await page.goto(`${base}/`);
      await hydrated(page);
      await page.locator('.mobile-nav__join').click();
      const dialog = page.getByRole('dialog', { name: 'Create account' });
      await dialog.getByLabel('First name').fill('Nora');
      await dialog.getByLabel('Last name').fill('Byrne');
      await dialog.getByLabel('E-mail').fill('nora@example.com');
      await dialog.getByLabel('Password').fill('secret');
      const limit = dialog.getByRole('group', { name: 'Deposit limit' });
      expect(await limit.getByLabel('Limit period').locator('option').allTextContents()).toEqual(['24 hours', '7 days', '30 days']);
      await limit.getByLabel('Deposit limit amount').fill('lots');
      await dialog.getByRole('button', { name: 'Create account' }).click();
      await limit.getByRole('alert').filter({ hasText: 'Please enter a deposit limit amount greater than 0, for example 50.' }).waitFor();
      expect(await limit.getByLabel('Deposit limit amount').evaluate((el) => el === document.activeElement)).toBe(true);

      await limit.getByRole('button', { name: 'I do not want a deposit limit' }).click();
      // Not yet: the choice waits for its confirmation; Create account still asks for an amount.
      await dialog.getByRole('button', { name: 'Create account' }).click();
      await limit.getByRole('alert').filter({ hasText: 'Please enter a deposit limit amount' }).waitFor();
      expect(await player('nora@example.com')).toBeUndefined();
      await limit.getByRole('button', { name: 'Yes, continue without a limit' }).click();
      await limit.getByText('No deposit limit: confirmed.').waitFor();
      await page.screenshot({ path: `${SHOTS}/registration-no-limit-390.png` });
      await dialog.getByRole('button', { name: 'Create account' }).click();
      await dialog.waitFor({ state: 'detached' });
      await page.locator('.site-header__balance-value').waitFor();
      expect(await player('nora@example.com')).toMatchObject({ depositLimit: 'none', limitPrompt: false });
    });
  });

  it("a player who never deposited answers the prompt in the deposit widget first; the limit then holds", async () => {
    await withPage(browser, DESKTOP, false, async ({ page, errors, context }) => {
      await startSession(context, 'player-new');
      await page.goto(`${base}/`);
      await hydrated(page);
      await loggedIn(page);
      await page.locator('.site-header button', { hasText: 'Deposit' }).click();
      const deposit = page.getByRole('dialog', { name: 'Deposit', exact: true });
      const prompt = deposit.getByRole('group', { name: 'Set a deposit limit' });
      await prompt.getByLabel('Deposit limit amount').fill('25');
      await prompt.getByLabel('Limit period').selectOption('7d');
      await page.screenshot({ path: `${SHOTS}/first-deposit-prompt-1280.png` });
      await deposit.getByRole('button', { name: 'Continue' }).click();
      await deposit.getByLabel('Amount', { exact: true }).fill('20');
      await deposit.getByRole('button', { name: 'Deposit', exact: true }).click();
      await deposit.getByRole('status').filter({ hasText: 'Deposit of £20.00 received.' }).waitFor();
      await deposit.getByLabel('Amount', { exact: true }).fill('10');
      await deposit.getByRole('button', { name: 'Deposit', exact: true }).click();
      await deposit.getByRole('alert').filter({ hasText: 'This deposit would go over your deposit limit. You can deposit up to 5.00 GBP now.' }).waitFor();
      allowErrors(errors, /status of 400/);
      expect(await player('player-new')).toMatchObject({ depositLimit: { amount: 25, period: '7d' }, limitPrompt: false });
    });
  });
});
