import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { DESKTOP, hydrated, launchBrowser, MOBILE, withPage } from '../support/browser';
import { loggedIn, resetFramework, startSession } from './chrome-support';

// Issue 51: Esc closes the topmost layer only, in the game container as everywhere else. Over a running game sit the
// More games panel, the platform's widgets (Deposit), a page a widget opens in the info popup (its Terms) and the
// reality check: Esc (and, for the panel, Back) closes that one and leaves the game open; the next Esc closes the game.
const base = inject('baseUrl');
const emulator = inject('emulatorUrl');
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());
beforeEach(() => resetFramework(emulator));

const container = (page: Page) => page.locator('.game-container[role="dialog"]');
const frame = (page: Page) => page.frameLocator('.game-host iframe');
const panel = (page: Page) => page.locator('#game-more');
const moreButton = (page: Page) => page.locator('.game-bar__more');
const focused = (page: Page, selector: string) => page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector);
/** The element drawn at the middle of `selector`'s box belongs to it: it shows, nothing covers it. */
const onTop = (page: Page, selector: string) =>
  page.evaluate((s) => {
    const el = document.querySelector(s);
    if (!el) return false;
    const r = el.getBoundingClientRect();
    return el.contains(document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2));
  }, selector);

/** The demo player (who has favourites: the panel lists them) plays the home page's first tile. */
async function playFirstTile(page: Page): Promise<string> {
  await page.goto(`${base}/`);
  await hydrated(page);
  await loggedIn(page);
  await page.waitForLoadState('networkidle');
  const name = (await page.locator('main .tile:not(.tile--placeholder)').first().locator('.tile__title').textContent())!;
  await page.getByRole('button', { name: `Play ${name}`, exact: true }).first().click();
  await container(page).waitFor();
  await frame(page).getByRole('heading', { name }).waitFor();
  return name;
}

describe.each([
  ['desktop', DESKTOP, false],
  ['mobile', MOBILE, true],
] as const)('%s: Esc over the game (issue 51)', (_name, viewport, mobile) => {
  it('Esc and Back close the More games panel, not the game; the next Esc closes the game', async () => {
    await withPage(browser, viewport, mobile, async ({ page, context }) => {
      await startSession(context);
      const name = await playFirstTile(page);

      // Opened from its toggle (focus stays there): Esc closes the panel only.
      await moreButton(page).click();
      await panel(page).locator('.tile').first().waitFor();
      expect(await moreButton(page).getAttribute('aria-expanded')).toBe('true');
      await page.keyboard.press('Escape');
      await panel(page).waitFor({ state: 'hidden' });
      expect(await container(page).isVisible()).toBe(true);
      expect(await moreButton(page).getAttribute('aria-expanded')).toBe('false');
      expect(await focused(page, '.game-bar__more')).toBe(true);
      expect(await page.locator('.game-bar__title').textContent()).toBe(name);

      // With focus on a game inside the panel: the panel closes and focus goes back to its toggle.
      await moreButton(page).click();
      await panel(page).locator('.tile__play').first().focus();
      await page.keyboard.press('Escape');
      await panel(page).waitFor({ state: 'hidden' });
      expect(await container(page).isVisible()).toBe(true);
      expect(await focused(page, '.game-bar__more')).toBe(true);

      // A phone's Back is its Esc: the panel goes, the game stays.
      await moreButton(page).click();
      await panel(page).waitFor();
      await page.goBack();
      await panel(page).waitFor({ state: 'hidden' });
      expect(await container(page).isVisible()).toBe(true);
      expect(new URL(page.url()).pathname).toBe('/');

      // The toggle closes it too, and then Back is the game's again.
      await moreButton(page).click();
      await panel(page).waitFor();
      await moreButton(page).click();
      await panel(page).waitFor({ state: 'hidden' });
      await page.goBack();
      await container(page).waitFor({ state: 'hidden' });
      expect(new URL(page.url()).pathname).toBe('/');

      // Then Esc does what it does in the container: with the panel closed, the game closes, the lobby stays.
      await page.getByRole('button', { name: `Play ${name}`, exact: true }).first().click();
      await container(page).waitFor();
      await moreButton(page).click();
      await panel(page).waitFor();
      await page.keyboard.press('Escape');
      await panel(page).waitFor({ state: 'hidden' });
      await page.keyboard.press('Escape');
      await container(page).waitFor({ state: 'hidden' });
      expect(new URL(page.url()).pathname).toBe('/');
      // No history entry left behind: Back leaves nothing open and stays on the lobby's own entry.
      expect(await page.evaluate(() => history.state?.layer ?? null)).toBeNull();
    });
  }, 60_000);

  it("Esc closes the platform's Deposit widget, then the Terms page it opened over the game, then the reality check — each alone", async () => {
    await withPage(browser, viewport, mobile, async ({ page, context }) => {
      await startSession(context);
      // The page's clock runs on its own; an hour of play is fast-forwarded for the reality check.
      await page.clock.install();
      await page.goto(`${base}/`);
      await hydrated(page);
      await loggedIn(page);
      await page.waitForLoadState('networkidle');
      const tile = page.locator('main .tile:not(.tile--placeholder)').first();
      const name = (await tile.locator('.tile__title').textContent())!;
      await tile.locator('.tile__play').click();
      await container(page).waitFor();
      await frame(page).getByRole('heading', { name }).waitFor();

      // The platform's widget over the game: its own Esc closes it, the game stays.
      await page.locator('.game-bar__deposit').click();
      const deposit = page.getByRole('dialog', { name: 'Deposit' });
      await deposit.waitFor();
      await page.keyboard.press('Escape');
      await deposit.waitFor({ state: 'detached' });
      expect(await container(page).isVisible()).toBe(true);
      expect(await focused(page, '.game-bar__deposit')).toBe(true);

      // The widget's Terms opens the site's info popup: over the game (not hidden under it), and Esc closes it alone.
      await page.locator('.game-bar__deposit').click();
      await deposit.waitFor();
      await deposit.getByRole('button', { name: 'Terms' }).click();
      const popup = page.locator('.info-popup[role="dialog"]');
      await expect.poll(() => popup.locator('#info-popup-title').textContent()).toBe('Terms');
      expect(await onTop(page, '.info-popup')).toBe(true);
      await page.keyboard.press('Escape');
      await popup.waitFor({ state: 'detached' });
      expect(await container(page).isVisible()).toBe(true);
      expect(await onTop(page, '.game-host iframe')).toBe(true);
      // The game under it is still a modal layer: the page behind stays inert and unrendered.
      expect(await page.evaluate(() => document.getElementById('root')?.inert)).toBe(true);
      expect(await page.evaluate(() => document.documentElement.classList.contains('modal-open'))).toBe(true);

      // An hour of play: the reality check (UK) shows over the frame's lower edge; Esc answers Keep playing.
      await page.clock.fastForward(60 * 60_000 + 2000);
      const check = page.getByRole('alertdialog', { name: 'Reality check' });
      await check.waitFor();
      expect(await focused(page, '.reality-check button')).toBe(true);
      await page.keyboard.press('Escape');
      await check.waitFor({ state: 'detached' });
      expect(await container(page).isVisible()).toBe(true);
      expect(await frame(page).getByRole('heading', { name }).isVisible()).toBe(true);

      // Nothing left over the game: Esc closes it.
      await page.keyboard.press('Escape');
      await container(page).waitFor({ state: 'hidden' });
      expect(new URL(page.url()).pathname).toBe('/');
    });
  }, 60_000);
});
