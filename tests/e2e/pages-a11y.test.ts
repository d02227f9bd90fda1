import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DESKTOP, hydrated, launchBrowser, MOBILE, openPage, type TestPage } from '../support/browser';
import { axeViolations } from './chrome-support';

const base = inject('baseUrl');
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const PAGES = ['/all-games/', '/slots/lucky-clover-gold/', '/providers/', '/promotions/', '/promotions/oktoberfest/', '/info/terms/', '/casino/games/lucky-clover-gold/', '/nope/'];

describe.each([
  ['desktop', DESKTOP, false],
  ['mobile', MOBILE, true],
] as const)('axe on content pages, %s', (_name, viewport, mobile) => {
  // One context (and page) per width, shared by the scans: each test navigates it afresh and reads only what its own
  // page logged (QUALITY.md: axe scans share a context per width).
  let t: TestPage;
  beforeAll(async () => {
    t = await openPage(browser, viewport, { mobile, bypassCSP: true });
  });
  afterAll(() => t?.close());

  it.each(PAGES)('%s has no WCAG 2 A/AA violations', async (path) => {
    t.errors.length = 0;
    await t.page.goto(`${base}${path}`);
    await hydrated(t.page);
    expect(await axeViolations(t.page)).toEqual([]);
    expect(t.errors.filter((e) => !(path === '/nope/' && e.includes('404')))).toEqual([]);
  });
});
