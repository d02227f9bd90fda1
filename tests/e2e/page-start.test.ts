import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { hydrated, launchBrowser, MOBILE, withPage } from '../support/browser';
import { readManifest } from '../../scripts/manifest.mjs';
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

  it('hydrates while its pictures hang: the wait is bounded', async () => {
    await emulatorCall(emulator, '/__emulator/faults', 'PUT', { prefix: '/artwork/', mode: 'hang' });
    await withPage(browser, MOBILE, true, async ({ page }) => {
      const log = networkLog(page);
      // The load event waits for the pictures: not awaited.
      await page.goto(`${base}/promotions/`, { waitUntil: 'domcontentloaded' });
      await hydrated(page);
      const pictures = await firstPictures(page);
      expect(pictures.length).toBeGreaterThan(0);
      expect(log).toContain(`ask ${base}${readManifest().entry}`);
      for (const src of pictures) expect(log, src).not.toContain(`done ${src}`);
      // Hydrated: the header's menu button opens the menu.
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('button', { name: 'Close menu' }).waitFor();
    });
  });
});
