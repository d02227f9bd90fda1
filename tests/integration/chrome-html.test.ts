import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anchors, ANDROID_UA, slice, textOf } from '../support/html';
import { startWorker, type TestWorker } from '../support/worker';

// The site chrome as the server sends it (issue 5): header, footer, language switcher, bottom bar. What hydration,
// clicks and layout do with it is tests/e2e/chrome.test.ts and chrome-mobile.test.ts (issue 50 moved these here).
let worker: TestWorker;
beforeAll(async () => {
  worker = await startWorker();
});
afterAll(() => worker?.dispose());

const html = async (path: string, country: string, headers: Record<string, string> = {}) => {
  const res = await worker.fetch(path, { country, headers });
  expect(res.status, path).toBe(200);
  return res.text();
};
const footerBlocks = (page: string) => slice(page, '<nav class="site-footer__blocks"', '</nav>');
const header = (page: string) => slice(page, '<header class="site-header"', '</header>');
const now = () => Math.floor(Date.now() / 1000);

describe('footer', () => {
  it('has the six blocks with their links, the platform strip and copyright, and the licence text', async () => {
    const page = await html('/', 'GB');
    const blocks = footerBlocks(page)
      .split('<section class="site-footer__block"')
      .slice(1)
      .map((block) => [textOf(slice(block, '<h2', '</h2>')), anchors(block).map((a) => [a.text, a.href])]);
    expect(blocks).toEqual([
      ['About', [['About Us', '/info/about-us/'], ['Contact Us', '/contact-us/']]],
      ['Security & Policy', [['Terms & Conditions', '/info/terms/'], ['Security', '/info/security/'], ['Privacy Policy', '/info/privacy/']]],
      ['Information', [['Bonus Policy', '/info/bonus-policy/'], ['Responsible Gambling', '/info/responsible-gambling/'], ['Payment Methods', '/info/payment-methods/'], ['Fair Play', '/info/fair-play/']]],
      ['Getting Started', [['Deposit', '/info/deposit/'], ['Cashing Out', '/info/cashout/'], ['Help', '/info/help/'], ['FAQs', '/info/faq/']]],
      ['Casino', [['Slots', '/slots/'], ['New Slots', '/new-slots/'], ['Megaways Slots', '/megaways-slots/'], ['Jackpot King', '/jackpot-king/'], ['Live Casino', '/live-casino/']]],
      // AFFILIATES_URL of the integration vars (tests/support/env.ts).
      ['Extras', [['Game Reviews', '/game-reviews/'], ['Magazine', '/magazine/'], ['Affiliates (opens in a new tab)', 'https://affiliates.test/']]],
    ]);
    const affiliates = anchors(footerBlocks(page)).find((a) => a.text.startsWith('Affiliates'))!;
    expect([affiliates.attributes.rel, affiliates.attributes.target]).toEqual(['noopener external', '_blank']);
    // An info link opens the popup on a click and is still a page of its own (tests/e2e/info-popup.test.ts).
    expect(footerBlocks(page)).toContain('<a href="/info/terms/" data-info-page="terms">');

    expect([...slice(page, 'site-footer__icons', '</div></div>').matchAll(/<img /g)].length).toBeGreaterThan(3);
    expect(textOf(slice(page, 'site-footer__copyright', '</div>'))).toMatch(/© \d{4} Shamrock Spins/);
    const legal = slice(page, '<section class="site-footer__legal"', '</section>');
    expect(textOf(legal)).toContain('licensed and regulated in Great Britain by the UK Gambling Commission');
    expect(textOf(legal)).toContain('Bonus offers are subject to our bonus policy');
    expect(anchors(slice(legal, 'site-footer__safer', '</p>')).map((a) => a.href)).toEqual(['https://www.gamcare.org.uk/', 'https://www.begambleaware.org/']);
  });

  it('uses the locale prefix', async () => {
    const links = anchors(footerBlocks(await html('/es/', 'ES'))).filter((a) => a.href.startsWith('/'));
    expect(links).toHaveLength(20);
    for (const { href } of links) expect(href).toMatch(/^\/es\//);
  });

  it.each([
    ['/', 'GB', 'Cookie settings'],
    ['/fi/', 'FI', 'Evästeasetukset'],
    ['/es/', 'ES', 'Configuración de cookies'],
  ])('%s has the Cookie settings button in its language', async (path, country, label) => {
    expect(footerBlocks(await html(path, country))).toContain(`<button type="button" class="site-footer__link-button">${label}</button>`);
  });
});

describe('header', () => {
  it.each([
    ['desktop', {}],
    ['mobile', { 'user-agent': ANDROID_UA }],
  ])('is server-rendered in the guest state with locale-prefixed links, Login and Join Here (%s)', async (_name, headers) => {
    const top = header(await html('/en-ca/', 'CA', headers));
    expect(anchors(slice(top, '<nav class="site-header__nav"', '</nav>')).map((a) => a.href)).toEqual(['/en-ca/slots/', '/en-ca/new/', '/en-ca/promotions/']);
    expect(anchors(top).find((a) => a.attributes.class?.split(' ').includes('logo'))?.href).toBe('/en-ca/');
    expect(top).toContain('>Login</button>');
    expect(top).toContain('>Join Here</button>');
    expect(top).not.toContain('site-header__balance');
  });

  it('has the language switcher closed, listing the three English markets with flags', async () => {
    const switcher = slice(header(await html('/promotions/', 'GB')), '<div class="lang-switch">', '</ul>');
    expect(textOf(slice(switcher, '<button', '</button>'))).toBe('Language: English');
    expect(switcher).toMatch(/<ul id="[^"]+" class="lang-switch__menu" hidden="">/);
    const markets = anchors(switcher);
    expect(markets.map((a) => [a.href, a.attributes.hrefLang, a.text])).toEqual([
      ['/', 'en-GB', 'English'],
      ['/en-ca/', 'en-CA', 'Canada'],
      ['/en-ie/', 'en-IE', 'Ireland'],
    ]);
    expect([...switcher.matchAll(/<a [^>]*><svg class="flag"/g)]).toHaveLength(3);
    expect(await html('/en-ie/', 'IE')).toContain('<html lang="en-IE"');
  });

  it('every internal link of a guest’s header, footer and switcher answers 200', async () => {
    const page = await html('/en-ie/', 'IE', { 'user-agent': ANDROID_UA });
    const targets = [...header(page).matchAll(/href="(\/[^/"][^"]*|\/)"/g), ...footerBlocks(page).matchAll(/href="(\/[^/"][^"]*|\/)"/g)].map((m) => m[1]!);
    const unique = [...new Set(targets)];
    expect(unique.length).toBeGreaterThanOrEqual(21);
    for (const href of unique) expect((await worker.fetch(href, { country: 'IE' })).status, href).toBe(200);
  });
});

describe('bottom bar on a phone', () => {
  it('a guest gets the Join Here banner, and no app banner in the shared HTML', async () => {
    const page = await html('/', 'GB', { 'user-agent': ANDROID_UA });
    const bar = slice(page, '<div class="mobile-nav', '</div>');
    expect(bar).toContain('<button type="button" class="mobile-nav__join"');
    expect(bar).toContain('<span class="mobile-nav__join-text">New player? Claim your welcome offer</span><span class="mobile-nav__join-cta">Join Here</span>');
    // The app banner depends on a cookie the page reads in the browser: never in the shared guest HTML.
    expect(page).not.toContain('app-banner');
  });

  it('a recent activity cookie puts Welcome back in the bar instead of Join Here (docs/decisions/023)', async () => {
    const page = await html('/en-ie/', 'IE', { 'user-agent': ANDROID_UA, cookie: `last-activity=${now() - 10}` });
    const bar = slice(page, '<div class="mobile-nav', '<!--');
    expect(bar).toContain('class="welcome-status mobile-nav__status"');
    expect(textOf(bar)).toBe('Welcome back Logging in');
    expect(page).not.toContain('mobile-nav__join');
    const body = textOf(slice(page, '<body', '<script id="__STATE__"'));
    expect(body).not.toMatch(/\bLogin\b/);
    expect(body).not.toContain('Join Here');
  });
});

describe('info pages as pages', () => {
  it('/info/terms/ answers with the whole page, not only the popup', async () => {
    const page = await html('/info/terms/', 'GB');
    expect(textOf(slice(page, '<main', '</main>'))).toContain('These terms apply to every account');
  });
});
