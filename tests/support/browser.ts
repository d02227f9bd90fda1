import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { serveAssetsFromDisk } from './disk-assets';
import { CHROMIUM_LAUNCH } from './chromium-launch';

export const DESKTOP = { width: 1280, height: 800 };
export const MOBILE = { width: 390, height: 844 };

/**
 * The run's one browser (tests/support/e2e-server.ts launches it with the server), connected to: a file's `close()`
 * ends its connection and its contexts, not the browser. A file run outside the e2e tier's setup launches its own.
 */
export function launchBrowser(): Promise<Browser> {
  const endpoint = process.env.E2E_OWN_BROWSER ? undefined : inject('browserEndpoint');
  return endpoint ? chromium.connect(endpoint) : chromium.launch(CHROMIUM_LAUNCH);
}

export interface TestPage {
  page: Page;
  context: BrowserContext;
  /** Console errors and uncaught exceptions seen so far; tests assert it stays empty. */
  errors: string[];
  /** The URLs the page has asked for and not yet received or failed (what a `load` that never comes waits on). */
  pending: Set<string>;
  close(): Promise<void>;
}

/** The cookies of a visitor who has answered the consent popup (Decline All), so it stays away (issue 15). */
export const CONSENT_ANSWERED = [
  { name: 'consent-choices', value: 'analytics:denied,advertising:denied', domain: '127.0.0.1', path: '/' },
  { name: 'consent-closed', value: '1', domain: '127.0.0.1', path: '/' },
];

/**
 * A fresh context and page that records every console error and page error, and blocks off-machine requests.
 * `bypassCSP` is for axe scans only: the site's CSP rightly refuses the injected axe script. The visitor has
 * answered the consent popup already unless `freshConsent` is set: a popup that comes and goes at 2 s would sit
 * over what the other tests click; tests/e2e/consent.test.ts covers it. No service worker runs unless
 * `serviceWorkers: 'allow'`.
 */
export async function openPage(
  browser: Browser,
  viewport = DESKTOP,
  options: { mobile?: boolean; bypassCSP?: boolean; freshConsent?: boolean; serviceWorkers?: 'allow' | 'block' } = {},
): Promise<TestPage> {
  const context = await browser.newContext({
    viewport,
    // The service worker is off unless a test asks for it (tests/e2e/offline.test.ts): what a worker fetches,
    // page.route never sees, and the other tests stub or count requests with it (docs/decisions/030).
    serviceWorkers: options.serviceWorkers ?? 'block',
    ...(options.bypassCSP ? { bypassCSP: true } : {}),
    ...(options.mobile ? { isMobile: true, hasTouch: true, userAgent: MOBILE_UA } : {}),
  });
  // A step that waits longer than this fails with its own message (which locator, which navigation) instead of the
  // test's bare 30 s timeout.
  context.setDefaultTimeout(20_000);
  context.setDefaultNavigationTimeout(25_000);
  if (!options.freshConsent) await context.addCookies(CONSENT_ANSWERED);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  page.on('pageerror', (err) => errors.push(err.message));
  const pending = pendingRequests(page);
  await context.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (route) => route.abort());
  await serveAssetsFromDisk(context, inject('baseUrl'));
  return { page, context, errors, pending, close: () => context.close() };
}

/** The URLs a page has asked for and not yet received or failed, as a live set. */
function pendingRequests(page: Page): Set<string> {
  const open = new Set<string>();
  page.on('request', (r) => open.add(r.url()));
  page.on('requestfinished', (r) => open.delete(r.url()));
  page.on('requestfailed', (r) => open.delete(r.url()));
  return open;
}

/**
 * Runs a test body on a fresh page and fails it on any console error the page logged. A step that times out also
 * names what the page was still waiting for: CI keeps only the log, and a navigation whose `load` never came (seen
 * under load on a 2-core machine) says nothing else.
 */
export async function withPage(browser: Browser, viewport: { width: number; height: number }, mobile: boolean, run: (t: TestPage) => Promise<void>): Promise<void> {
  const t = await openPage(browser, viewport, { mobile });
  try {
    await run(t).catch((error: unknown) => {
      if (error instanceof Error && error.name === 'TimeoutError') error.message += `\nstill pending: ${[...t.pending].join(', ') || 'nothing'}`;
      throw error;
    });
    expect(t.errors, 'console errors').toEqual([]);
  } finally {
    await t.close();
  }
}

const MOBILE_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';

/**
 * Moves the page's clock `ms` on (Playwright's clock, installed before the page loaded with `page.clock.install()` and
 * left running) and gives what its timers started a moment to land: a spec delay judged without being waited out.
 */
export async function advanceClock(page: Page, ms: number): Promise<void> {
  await page.clock.fastForward(ms);
  await page.waitForTimeout(100);
}

/**
 * Stops the page's clock (installed with `page.clock.install()`) a moment from now: no timer fires until the test
 * moves it on (`runFor`, `fastForward`) or resumes it. The moment is read from the page, and the clock may pass it
 * before the call lands on a loaded machine, so it is asked again then.
 */
export async function pauseClock(page: Page): Promise<void> {
  for (;;) {
    const at = await page.evaluate(() => Date.now() + 250);
    try {
      await page.clock.pauseAt(at);
      return;
    } catch (error) {
      if (!/to the past/.test((error as Error).message)) throw error;
    }
  }
}

/** Resolves once React has hydrated the page (client/app.tsx marks <html data-hydrated>). */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForSelector('html[data-hydrated]', { timeout: 10_000 });
}

/**
 * The deferred chrome with buttons of its own (footer, language switcher: client/loading/deferred.tsx) has hydrated too: a
 * tap before is replayed once it has, so a test asserting at once on what the tap did waits for this first.
 */
export async function partsHydrated(page: Page): Promise<void> {
  await page.waitForSelector('html[data-parts-hydrated]', { timeout: 10_000 });
}
