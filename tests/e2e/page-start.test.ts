import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { hydrated, launchBrowser, MOBILE, withPage } from '../support/browser';
import { readManifest } from '../../scripts/manifest.mjs';
import { FIRST_PICTURES_WAIT_MS } from '../../client/loading/page-start-script';
import { emulatorCall } from './chrome-support';

// A guest's page asks for its modules once its first pictures are drawn (docs/decisions/050): on a phone the modules
// no longer share the link with the largest paint's picture, and a picture server that hangs holds them back no
// longer than FIRST_PICTURES_WAIT_MS.

const base = inject('baseUrl');
const emulator = inject('emulatorUrl');
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());
afterEach(() => emulatorCall(emulator, '/__emulator/faults', 'DELETE'));

/** The page's network events in the order the browser sent them: a request asked for, or its answer read to the end. */
function networkLog(page: Page): string[] {
  const log: string[] = [];
  page.on('request', (req) => log.push(`ask ${req.url()}`));
  page.on('requestfinished', (req) => log.push(`done ${req.url()}`));
  return log;
}

/** The first screen's pictures the page waits for, as the browser resolved them (a <picture>'s chosen source). */
const firstPictures = (page: Page) => page.$$eval('img[fetchpriority="high"]', (imgs) => imgs.map((img) => (img as HTMLImageElement).currentSrc));

describe("a guest's page start", () => {
  it.each(['/promotions/', '/casino/games/lucky-clover-gold/', '/'])('%s asks for its entry only after every first-screen picture has arrived, then hydrates', async (path) => {
    await withPage(browser, MOBILE, true, async ({ page }) => {
      const log = networkLog(page);
      await page.goto(`${base}${path}`);
      await hydrated(page);
      const pictures = await firstPictures(page);
      expect(pictures.length).toBeGreaterThan(0);
      const entry = log.indexOf(`ask ${base}${readManifest().entry}`);
      expect(entry).toBeGreaterThan(0);
      for (const src of pictures) {
        const done = log.indexOf(`done ${src}`);
        expect(done, src).toBeGreaterThanOrEqual(0);
        expect(done, `${src} arrived before the entry was asked for`).toBeLessThan(entry);
      }
    });
  });

  it('with its pictures hanging, starts when its bound runs out and not a moment before, at low priority, and hydrates', async () => {
    await emulatorCall(emulator, '/__emulator/faults', 'PUT', { prefix: '/artwork/', mode: 'hang' });
    await withPage(browser, MOBILE, true, async ({ page }) => {
      // The page's clock stands still from before its first script: the wait is judged in its own time, not the machine's.
      const t0 = Date.parse('2026-12-01T00:00:00Z');
      await page.clock.install({ time: t0 });
      await page.clock.pauseAt(t0 + 10_000);
      const entryAsked = page.waitForRequest(`${base}${readManifest().entry}`);
      const preloads = () => page.$$eval('link[rel="modulepreload"]', (links) => links.map((l) => (l as HTMLLinkElement).fetchPriority));
      // The load event waits for the pictures: not awaited. Module scripts have all run by DOMContentLoaded.
      await page.goto(`${base}/promotions/`, { waitUntil: 'domcontentloaded' });
      expect((await firstPictures(page)).length).toBeGreaterThan(0);
      expect(await preloads()).toEqual([]);
      await page.clock.runFor(FIRST_PICTURES_WAIT_MS - 1);
      expect(await preloads(), 'nothing is asked for before the bound').toEqual([]);
      await page.clock.runFor(1);
      const asked = await preloads();
      expect(asked.length).toBeGreaterThan(0);
      // The links ask for low priority; Chromium still sends them at High (CDP's initialPriority): decision 050.
      expect(new Set(asked)).toEqual(new Set(['low']));
      await entryAsked;
      await page.clock.resume();
      await hydrated(page);
      // Hydrated: the header's menu button opens the menu.
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('button', { name: 'Close menu' }).waitFor();
    });
  });

  it('reports an entry that fails to load as an uncaught error, as a failed module script would', async () => {
    await withPage(browser, MOBILE, true, async ({ page, errors }) => {
      await page.route(`**${readManifest().entry}`, (route) => route.abort('failed'));
      const uncaught = page.waitForEvent('pageerror');
      await page.goto(`${base}/promotions/`);
      const entryUrl = `${base}${readManifest().entry}`;
      expect((await uncaught).message).toContain(`dynamically imported module: ${entryUrl}`);
      errors.splice(0, errors.length, ...errors.filter((e) => !e.includes('net::ERR_FAILED') && !e.includes(`dynamically imported module: ${entryUrl}`)));
    });
  });
});
