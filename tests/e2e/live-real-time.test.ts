import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DESKTOP, hydrated, launchBrowser, MOBILE, withPage } from '../support/browser';
import { loggedIn, startSession } from './chrome-support';

// The live casino with nothing faked (issue 54): the page's socket → the worker → the region's LiveHub → the
// emulator's DGA and jackpot feeds. tests/e2e/live-lobby.test.ts fakes the hub to walk every state; this file shows
// that a round the feed plays reaches a player's card, at both widths, as a guest and as a player.
const base = inject('baseUrl');
const emulator = inject('emulatorUrl');
/** The emulator's Irish Live Roulette: always in the catalogue, open every hour (docs/emulator.md). */
const ROULETTE = '7036';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** The last results the card shows, as its chips read. */
const results = (page: Page) => page.locator(`[data-table="${ROULETTE}"] .live-results`).first().innerText();

async function spinShows(page: Page, path: string, live: string): Promise<void> {
  await page.goto(base + path);
  await hydrated(page);
  await expect.poll(() => page.locator('.live-age').first().innerText(), { timeout: 15_000 }).toContain(live);
  const before = await results(page);
  expect(before.length).toBeGreaterThan(0);
  const res = await fetch(`${emulator}/__live/spin`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ tableId: ROULETTE }) });
  expect(res.status).toBe(200);
  // A spin puts a new number first and moves the others one place on: the row reads differently.
  await expect.poll(() => results(page), { timeout: 15_000 }).not.toBe(before);
}

describe('a live table moves in real time', () => {
  it('at 390 px, as a guest, in Finnish', async () => {
    await withPage(browser, MOBILE, true, ({ page }) => spinShows(page, '/fi/roulette/', 'Live'));
  });

  it('at 1280 px, as a player, in Spanish', async () => {
    await withPage(browser, DESKTOP, false, async ({ page, context }) => {
      await startSession(context);
      await page.goto(`${base}/es/`);
      await loggedIn(page);
      await spinShows(page, '/es/roulette/', 'En vivo');
    });
  });
});
