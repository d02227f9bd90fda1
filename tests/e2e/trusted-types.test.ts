import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { PLATFORM_LOAD_DELAY_MS } from '../../client/platform/loader';
import { hydrated, launchBrowser, MOBILE, openPage } from '../support/browser';

// Decision 027's Trusted Types policy is report-only: a sink given a plain string breaks nothing, so only the
// browser's own issue list shows it (and Lighthouse's best practices count it, issue 29). Every script URL and script
// text the site assigns — the platform framework, the tag manager, the speculation rules, the service worker — goes
// through a named policy.
const base = inject('baseUrl');
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const PAGES = ['/', '/slots/', '/casino/games/lucky-clover-gold/', '/promotions/', '/fi/'];

describe('Trusted Types (report-only)', () => {
  it('no page reports a violation: framework, tag manager, speculation rules and service worker included', async () => {
    const t = await openPage(browser, MOBILE, { mobile: true, serviceWorkers: 'allow', freshConsent: true });
    try {
      const cdp = await t.context.newCDPSession(t.page);
      const issues: string[] = [];
      cdp.on('Audits.issueAdded', ({ issue }) => {
        if (issue.code === 'ContentSecurityPolicyIssue') issues.push(JSON.stringify(issue.details));
      });
      await cdp.send('Audits.enable');
      // The framework's idle load comes 5 s after hydration: on the page's clock, moved on rather than waited out.
      await t.page.clock.install();
      for (const path of PAGES) {
        await t.page.goto(`${base}${path}`);
        await hydrated(t.page);
        // The service worker's registration and the framework's idle load come after hydration.
        await t.page.evaluate(() => navigator.serviceWorker.ready);
        await t.page.clock.fastForward(PLATFORM_LOAD_DELAY_MS);
        await t.page.waitForFunction(() => !!(window as unknown as { CasinoPlatform?: unknown }).CasinoPlatform);
      }
      // A lobby the browser renders itself (a client navigation home): its rails below the fold are placeholders made
      // as elements, not the server's inner HTML, which would be a string given to innerHTML.
      await t.page.goto(`${base}/promotions/`);
      await hydrated(t.page);
      await t.page.locator('a.site-header__logo').click();
      await t.page.waitForURL(`${base}/`);
      await t.page.locator('.rail__list[aria-busy="true"] .tile--placeholder').first().waitFor({ state: 'attached' });
      // CMS HTML the browser renders itself: a promotion and a magazine post by client navigation, an info popup.
      await t.page.goto(`${base}/promotions/`);
      await hydrated(t.page);
      await t.page.locator('.promo-card', { hasText: 'Welcome Package' }).click();
      await t.page.getByRole('heading', { level: 1, name: 'Welcome Package' }).waitFor();
      await t.page.locator('main .cms-content').first().waitFor();
      await t.page.goto(`${base}/magazine/`);
      await hydrated(t.page);
      await t.page.getByRole('link', { name: 'RTP Explained: What “96%” Really Means' }).click();
      await t.page.locator('main .cms-content').first().waitFor();
      await t.page.locator('footer a[data-info-page]').first().click();
      await t.page.locator('.info-popup[role="dialog"] .cms-content').first().waitFor();
      expect(issues).toEqual([]);
    } finally {
      await t.close();
    }
  });
});
