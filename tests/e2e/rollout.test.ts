import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, hydrated, launchBrowser, openPage } from '../support/browser';
import { assetFiles, buildVersion, startRollout, type Rollout, type Routing } from '../support/rollout';
import { logIn } from './chrome-support';

// The rollout rehearsal (issue 26): two builds that differ in chunk hashes and in a /_data field, served side by side
// behind a splitter that routes as the edge does during `wrangler versions deploy a@50% b@50%` — by the hashed
// version key with affinity, by chance without. A player browses through it in Chromium.

const SITE_PORT = Number(process.env.ROLLOUT_PORT ?? 8820);
const NAVIGATIONS = 30;
const ROUTES = ['/slots/', '/new/', '/promotions/', '/'];

let browser: Browser;
let rollout: Rollout;

beforeAll(async () => {
  const a = await buildVersion('a');
  const b = await buildVersion('b', 'b');
  rollout = await startRollout([a, b], { site: SITE_PORT, emulator: SITE_PORT + 5 });
  browser = await launchBrowser();
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await rollout?.stop();
});

interface Figures {
  navigations: number;
  chunkFailures: string[];
  fullReloads: number;
  errorPages: number;
  brokenScreens: string[];
}

/** Waits until the page at `path` is whole: hydrated, no error page, the player still logged in. Answers what was wrong. */
async function settled(page: Page, path: string): Promise<string | null> {
  try {
    await page.waitForURL((u) => u.pathname === path, { timeout: 15_000 });
    await hydrated(page);
    await page.locator('main').first().waitFor();
    await page.locator('.site-header__balance-value').waitFor({ timeout: 15_000 });
    return null;
  } catch (error) {
    return `${path}: ${(error as Error).message.split('\n')[0]}`;
  }
}

async function journey(routing: Routing): Promise<Figures> {
  const t = await openPage(browser, DESKTOP);
  const { page } = t;
  try {
    // Before the rollout: the player's earlier visit (the version key is set then, for a year) and their login.
    rollout.split(0, routing);
    await page.goto(`${rollout.url}/`);
    await hydrated(page);
    await logIn(page);

    // The rollout starts; the player comes back while it runs. The earlier visit's page is gone first: its idle
    // prefetches, sent after the split changed, would carry the old build to the new version (a 409 skew the old page
    // shrugs off, but not the returning player's journey this test counts).
    // Idle first: the idle prefetch asks for one link per idle period (issue 29), so one can still be on its way when
    // the page goes, and reach the splitter after the split changed (one 409 in a full-suite run, 2026-11-27).
    await page.waitForLoadState('networkidle');
    await page.goto('about:blank');
    rollout.split(50, routing);
    rollout.resetStats();
    await page.goto(`${rollout.url}/`);
    const figures: Figures = { navigations: 0, chunkFailures: [], fullReloads: 0, errorPages: 0, brokenScreens: [] };
    let loads = 0;
    page.on('load', () => loads++);
    page.on('response', (r) => {
      if (new URL(r.url()).pathname.startsWith('/assets/') && r.status() >= 400) figures.chunkFailures.push(`${r.status()} ${r.url()}`);
    });
    page.on('requestfailed', (r) => {
      // A request the page itself cancelled by going away (a full navigation) is no failure of the file.
      if (new URL(r.url()).pathname.startsWith('/assets/') && !/ERR_ABORTED/.test(r.failure()?.errorText ?? '')) figures.chunkFailures.push(`failed ${r.url()} ${r.failure()?.errorText}`);
    });
    const check = async (path: string) => {
      const broken = await settled(page, path);
      if (broken) figures.brokenScreens.push(broken);
      figures.errorPages += await page.locator('.error-page').count();
    };
    await check('/');
    const arrival = loads;

    for (let i = 0; i < NAVIGATIONS; i++) {
      const target = ROUTES[i % ROUTES.length]!;
      await page.locator(`.site-header a[href="${target}"]`).first().click();
      figures.navigations++;
      await check(target);
    }

    // Search: typed, answered, closed.
    await page.locator('.site-header').getByRole('button', { name: 'Search', exact: true }).click();
    const search = page.getByRole('dialog', { name: 'Search games' });
    await search.getByRole('combobox', { name: 'Search Game or Provider' }).fill('Clover');
    await search.locator('[role="listbox"]:not([aria-busy])').waitFor();
    await search.getByRole('option', { name: /Lucky Clover Gold/ }).first().waitFor();
    await page.keyboard.press('Escape');
    await search.waitFor({ state: 'detached' });

    // The info popup, then the contact popup with a draft that must survive what follows.
    const footerLink = (name: string) => page.locator('.site-footer').getByRole('link', { name, exact: true });
    await footerLink('Terms & Conditions').click();
    await expect.poll(() => page.locator('#info-popup-title').textContent()).toBe('Terms');
    await page.keyboard.press('Escape');
    await page.locator('.info-popup[role="dialog"]').waitFor({ state: 'detached' });
    await footerLink('Contact Us').click();
    const message = page.locator('form.ticket-form').getByLabel('Message');
    await message.fill('Typed during a rollout');
    await page.keyboard.press('Escape');
    for (const target of ['/slots/', '/new/']) {
      await page.locator(`.site-header a[href="${target}"]`).first().click();
      figures.navigations++;
      await check(target);
    }
    await footerLink('Contact Us').click();
    await expect.poll(() => page.locator('form.ticket-form').getByLabel('Message').inputValue()).toBe('Typed during a rollout');
    await page.keyboard.press('Escape');

    // A game opens and plays.
    await page.waitForLoadState('networkidle');
    const tile = page.locator('main .tile:not(.tile--placeholder)').first();
    const name = (await tile.locator('.tile__title').textContent())!;
    await tile.locator('.tile__play').click();
    await page.frameLocator('.game-host iframe').getByRole('heading', { name }).waitFor();
    await page.getByRole('button', { name: 'Close game' }).click();

    figures.fullReloads = loads - arrival;
    // Uncaught errors and console errors are broken screens too; a payload refused as skew (409) is the browser's own
    // note of a refused request, expected without affinity.
    figures.brokenScreens.push(...t.errors.filter((e) => !/status of 409/.test(e)));
    return figures;
  } finally {
    await t.close();
  }
}

describe('rollout rehearsal: two versions at 50 % / 50 %', () => {
  it('the two builds differ in chunk hashes and in a /_data field', async () => {
    const [a, b] = rollout.versions;
    expect(a.build).not.toBe(b.build);
    const filesA = new Set(await assetFiles(a));
    expect((await assetFiles(b)).filter((f) => !filesA.has(f)).length).toBeGreaterThan(0);
    rollout.split(0, 'random');
    const fromA = (await (await fetch(`${rollout.url}/_data/slots/`)).json()) as Record<string, unknown>;
    rollout.split(100, 'random');
    const fromB = (await (await fetch(`${rollout.url}/_data/slots/`)).json()) as Record<string, unknown>;
    expect(fromA.rehearsal).toBeUndefined();
    expect(fromB.rehearsal).toBe('b');
    // The new version serves a file only the old one built, from the region's KV (the release step).
    const filesB = new Set(await assetFiles(b));
    const onlyA = [...filesA].find((f) => !filesB.has(f))!;
    const served = await fetch(`${rollout.url}${onlyA}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('X-App-Build')).toBe(b.build);
    expect(served.headers.get('content-type')).toMatch(/javascript|css/);
  });

  it.each(['affinity', 'random'] as const)('a player browses with %s routing: no error page, no broken screen', async (routing) => {
    const figures = await journey(routing);
    const { requests, skews, assetFailures } = rollout.stats;
    console.log(
      `ROLLOUT ${routing}: ${figures.navigations} navigations, ${figures.chunkFailures.length} chunk failures, ${figures.fullReloads} full reloads, ` +
        `${figures.errorPages} error pages, ${figures.brokenScreens.length} broken screens; splitter: ${JSON.stringify(requests)} requests, ${skews} payloads refused as skew, ${assetFailures.length} asset 404s`,
    );
    if (figures.errorPages || figures.chunkFailures.length) console.log(JSON.stringify(figures, null, 1));
    expect(figures.errorPages).toBe(0);
    expect(figures.brokenScreens).toEqual([]);
    expect(figures.chunkFailures).toEqual([]);
    if (routing === 'affinity') {
      expect(figures.fullReloads).toBe(0);
      expect(skews).toBe(0);
      // One version served the player throughout.
      expect(Object.values(requests).filter((n) => n > 0)).toHaveLength(1);
    } else {
      // Without affinity the document went by chance, but the page's own calls (payloads, the info popup's page,
      // tiles) named the version that rendered it, so none met the other build: no skew, no full load. Before the
      // pin, a payload shown in place met the other version four times running once in sixteen, and the info popup
      // said it had failed (CI, 2026-11-29).
      expect(rollout.stats.pinned).toBeGreaterThanOrEqual(figures.navigations);
      expect(skews).toBe(0);
      expect(figures.fullReloads).toBe(0);
    }
  }, 300_000);
});

describe("rollout rehearsal: the page's version has left the deployment (100 %, or a rollback)", () => {
  /**
   * Opens `path` on version a, then retires a: b serves everything and the edge ignores the page's pin to a. Runs
   * `walk` with a counter of full loads, then checks the player met no error page and no error but the refusals.
   */
  async function onRetiredVersion(path: string, walk: (page: Page, loads: () => number, build: () => Promise<string | null>) => Promise<void>) {
    const t = await openPage(browser, DESKTOP);
    const { page } = t;
    const build = () => page.locator('meta[name="app-build"]').getAttribute('content');
    try {
      rollout.split(0, 'random');
      await page.goto(`${rollout.url}${path}`);
      await hydrated(page);
      expect(await build()).toBe(rollout.versions[0].build);
      await page.waitForLoadState('networkidle');
      rollout.split(100, 'random', [1]);
      rollout.resetStats();
      let loads = 0;
      page.on('load', () => loads++);
      await walk(page, () => loads, build);
      expect(await page.locator('.error-page').count()).toBe(0);
      expect(t.errors.filter((e) => !/status of 409/.test(e))).toEqual([]);
    } finally {
      await t.close();
    }
  }

  it('a client navigation loads its page whole from the new version, then navigates in place again', async () => {
    await onRetiredVersion('/', async (page, loads, build) => {
      // A payload a prefetched before the change is still shown in place; the first one asked for after it meets b,
      // which refuses it (409), and the page loads whole from b. Prefetches are used once, so by the third click.
      for (const target of ['/slots/', '/new/', '/slots/']) {
        await page.locator(`.site-header a[href="${target}"]`).first().click();
        await page.waitForURL((u) => u.pathname === target, { timeout: 15_000 });
        await hydrated(page);
        await page.locator('main').first().waitFor();
        if ((await build()) === rollout.versions[1].build) break;
      }
      expect(await build()).toBe(rollout.versions[1].build);
      expect(loads()).toBe(1);
      expect(rollout.stats.skews).toBeGreaterThanOrEqual(1);
      // From then on the page is b's, pinned to b: a client navigation again, no second load.
      await page.locator('.site-header a[href="/promotions/"]').first().click();
      await page.waitForURL((u) => u.pathname === '/promotions/');
      await page.locator('main').first().waitFor();
      expect(loads()).toBe(1);
    });
  }, 120_000);

  it("the info popup says the site was updated and offers a reload instead of a Retry that cannot help", async () => {
    await onRetiredVersion('/', async (page, loads, build) => {
      await page.locator('.site-footer').getByRole('link', { name: 'Terms & Conditions', exact: true }).click();
      const popup = page.locator('.info-popup[role="dialog"]');
      await expect.poll(() => popup.getByRole('alert').textContent(), { timeout: 15_000 }).toBe('The site has just been updated. Reload the page to read this.Reload page');
      expect(await popup.getByRole('button', { name: 'Retry' }).count()).toBe(0);
      expect(await page.locator('#info-popup-title').textContent()).toBe('Page unavailable');
      await popup.getByRole('button', { name: 'Reload page' }).click();
      await expect.poll(build, { timeout: 15_000 }).toBe(rollout.versions[1].build);
      await hydrated(page);
      expect(loads()).toBe(1);
      // On b's page the popup loads.
      await page.locator('.site-footer').getByRole('link', { name: 'Terms & Conditions', exact: true }).click();
      await expect.poll(() => page.locator('#info-popup-title').textContent(), { timeout: 15_000 }).toBe('Terms');
    });
  }, 120_000);

  it("'Load more' loads the grid's next page whole from the new version", async () => {
    await onRetiredVersion('/all-games/', async (page, loads, build) => {
      await page.locator('.game-grid__more a').click();
      await page.waitForURL((u) => u.pathname === '/all-games/' && u.searchParams.get('page') === '2', { timeout: 15_000 });
      await expect.poll(build, { timeout: 15_000 }).toBe(rollout.versions[1].build);
      await hydrated(page);
      expect(loads()).toBe(1);
      await expect.poll(() => page.locator('.game-grid__status').textContent()).toMatch(/^Page 2 of \d+/);
    });
  }, 120_000);
});
