import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { gameMessages } from '../../i18n/groups/game';
import { DESKTOP, hydrated, launchBrowser, MOBILE, withPage } from '../support/browser';
import { allowErrors, emulatorCall, frameworkCalls, loggedIn, LOGIN_TEXT, resetFramework, startSession } from './chrome-support';

// Issue 51: a session that ends mid-game (it expired, or the player was logged out elsewhere) used to make the game
// vanish behind a bare login box. Now the game keeps its place (the container stays open on it, the URL stays), the
// player is told why in their language — in the stage and in the platform's login widget —, and logging in again
// opens the same game again.
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
const ended = (page: Page) => page.locator('.game-stage__ended');
const PREFIX = { en: '', fi: '/fi', es: '/es' } as const;

/** A player's first lobby tile, played; returns its name. */
async function playFirstTile(page: Page, lang: keyof typeof PREFIX): Promise<string> {
  await page.goto(`${base}${PREFIX[lang]}/`);
  await hydrated(page);
  await loggedIn(page);
  await page.waitForLoadState('networkidle');
  const tile = page.locator('main .tile:not(.tile--placeholder)').first();
  const name = (await tile.locator('.tile__title').textContent())!;
  await tile.locator('.tile__play').click();
  await container(page).waitFor();
  await frame(page).getByRole('heading', { name }).waitFor();
  return name;
}

/** The player logs in again through the platform's login widget (in `lang`); the game opens again in place. */
async function logInAgain(page: Page, lang: keyof typeof LOGIN_TEXT, name: string): Promise<void> {
  const text = LOGIN_TEXT[lang];
  const login = page.getByRole('dialog', { name: text.widget });
  await login.getByLabel(text.username).fill('player-gb');
  await login.getByLabel(text.password).fill('demo');
  await login.getByRole('button', { name: text.widget }).click();
  await login.waitFor({ state: 'detached' });
  await frame(page).getByRole('heading', { name }).waitFor();
  await ended(page).waitFor({ state: 'detached' });
  expect(await container(page).isVisible()).toBe(true);
  expect(await page.locator('.game-bar__title').textContent()).toBe(name);
  // A fresh login: the player's figures are back, from zero.
  await page.locator('.game-figures__net').waitFor();
}

describe.each([
  ['desktop', DESKTOP, false, 'fi'],
  ['mobile', MOBILE, true, 'es'],
] as const)('%s, %s: the session expires during a spin (issue 51)', (_name, viewport, mobile, lang) => {
  it('the game keeps its place and says why in the language, in the stage and the login widget; logging in opens it again', async () => {
    await withPage(browser, viewport, mobile, async ({ page, context, errors }) => {
      await startSession(context);
      const name = await playFirstTile(page, lang);
      const url = page.url();
      const words = gameMessages[lang];
      const why = words['gameArea.sessionEnded'].replace('{game}', name);

      // The platform ends the session (as 20 idle minutes or a logout elsewhere would); the next spin is refused, and
      // the framework logs out and opens its login widget over the game.
      await emulatorCall(emulator, '/__emulator/framework/sessions', 'DELETE');
      await frame(page).getByRole('button', { name: 'Spin' }).click();
      const login = page.getByRole('dialog', { name: LOGIN_TEXT[lang].widget });
      await login.waitFor();
      await expect.poll(() => login.locator('.login-notice').textContent()).toBe(why);

      // Behind it the game's place: the container on the game, the same URL, the reason and Log in again.
      await ended(page).waitFor();
      expect(await container(page).isVisible()).toBe(true);
      expect(page.url()).toBe(url);
      expect(await page.locator('.game-bar__title').textContent()).toBe(name);
      expect(await ended(page).getByRole('heading').textContent()).toBe(words['gameArea.sessionEndedTitle']);
      expect(await ended(page).getByRole('alert').textContent()).toBe(why);
      expect(await ended(page).getByRole('button').textContent()).toBe(words['gameArea.logInAgain']);
      // The stopped game's frame is gone (its spins would be refused), and nothing of the player shows.
      expect(await page.locator('.game-host iframe').count()).toBe(0);
      expect(await page.locator('.game-figures, .game-bar__deposit').count()).toBe(0);
      await logInAgain(page, lang, name);
      expect(page.url()).toBe(url);
      const loads = (await frameworkCalls(emulator)).filter((c) => c.method === 'loadGame');
      expect(loads).toHaveLength(2);
      // The reopened game spins against the new session.
      const net = await page.locator('.game-figures__net').textContent();
      await frame(page).getByRole('button', { name: 'Spin' }).click();
      await expect.poll(() => page.locator('.game-figures__net').textContent()).not.toBe(net);

      // Its controls work as before: the close button leaves it for the page it was opened on.
      await page.locator('.game-bar__close').click();
      await container(page).waitFor({ state: 'hidden' });
      expect(page.url()).toBe(url);
      // The refused spin (the frame's 401), and the site's keep-alive if its 30 s came round meanwhile.
      allowErrors(errors, /401/, [1, 3]);
    });
  }, 60_000);
});

describe.each([
  ['desktop', DESKTOP, false],
  ['mobile', MOBILE, true],
] as const)("%s, en: the framework's own check finds the session gone (issue 51)", (_name, viewport, mobile) => {
  it('says so with Log in again (no login box forced on the player); that login shows why too and reopens the game; Esc then leaves', async () => {
    await withPage(browser, viewport, mobile, async ({ page, context, errors }) => {
      await startSession(context);
      await page.clock.install();
      const name = await playFirstTile(page, 'en');
      const why = gameMessages.en['gameArea.sessionEnded'].replace('{game}', name);

      // Ended on the server while the player is not spinning: the framework's minute check (or the site's keep-alive,
      // whichever runs first on the page's clock) hears it and emits sessionChanged logged out.
      await emulatorCall(emulator, '/__emulator/framework/sessions', 'DELETE');
      await page.clock.fastForward(60_000);
      await ended(page).waitFor();
      expect(await ended(page).getByRole('alert').textContent()).toBe(why);
      expect(await page.getByRole('dialog', { name: 'Log in' }).count()).toBe(0);
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Log in again');

      await ended(page).getByRole('button', { name: 'Log in again' }).click();
      const login = page.getByRole('dialog', { name: 'Log in' });
      await login.waitFor();
      await expect.poll(() => login.locator('.login-notice').textContent()).toBe(why);
      // Esc closes the login box only: the game's place stays.
      await page.keyboard.press('Escape');
      await login.waitFor({ state: 'detached' });
      expect(await ended(page).isVisible()).toBe(true);

      await ended(page).getByRole('button', { name: 'Log in again' }).click();
      await logInAgain(page, 'en', name);
      // The next Esc is the container's: the game closes, the lobby stays.
      await page.keyboard.press('Escape');
      await container(page).waitFor({ state: 'hidden' });
      expect(new URL(page.url()).pathname).toBe('/');
      expect(await page.locator('.site-header__balance-value').isVisible()).toBe(true);
      // The keep-alive may have been the call that found the session gone (a 401).
      allowErrors(errors, /401/, [0, 2]);
    });
  }, 60_000);
});
