import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { FOOTER_ICONS } from '../../emulator/data/footer';
import { WIDGET_ENGLISH } from '../../emulator/framework/script/text';
import { consentMessages } from '../../i18n/groups/consent';
import { contactMessages } from '../../i18n/groups/contact';
import { chromeMessages } from '../../i18n/groups/chrome';
import { gameMessages } from '../../i18n/groups/game';
import { gameFactMessages } from '../../i18n/groups/game-facts';
import { infoMessages } from '../../i18n/groups/info';
import { labelMessages } from '../../i18n/groups/labels';
import { magazineMessages } from '../../i18n/groups/magazine';
import { menuMessages } from '../../i18n/groups/menu';
import { promotionMessages } from '../../i18n/groups/promotions';
import { searchMessages } from '../../i18n/groups/search';
import { errorMessages } from '../../i18n/groups/errors';
import { playerListMessages } from '../../i18n/groups/player-lists';
import { en } from '../../i18n/messages/en';
import { es } from '../../i18n/messages/es';
import { fi } from '../../i18n/messages/fi';
import { DESKTOP, hydrated, launchBrowser, MOBILE, withPage } from '../support/browser';

// Issue 28 part 2: a euro visitor on /fi/ and /es/ reads the site in their language and market — home, promotions,
// a promotion, a game page, the login and deposit widgets, the game bar — with no English word of the site's own,
// no £, no ISO date. The English words are the site's own English messages that the language translates: built
// from i18n/, never a hand list. CMS text the CMS has only in English is marked lang="en" (docs/decisions/016) and
// is not the site's own words; it is left out of the word check (not of the £ and date checks).
const base = inject('baseUrl');
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

type Language = 'fi' | 'es';
const GROUPS = [consentMessages, contactMessages, chromeMessages, gameMessages, gameFactMessages, infoMessages, labelMessages, magazineMessages, menuMessages, promotionMessages, searchMessages, errorMessages, playerListMessages];
const FIRST_SCREEN = { en, fi, es } as Record<'en' | Language, Record<string, string>>;

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A message as a pattern over a whole text: literals as written, every argument any text, plurals any branch. */
function pattern(elements: MessageFormatElement[]): { source: string; letters: number } {
  let source = '';
  let letters = 0;
  for (const e of elements) {
    if (e.type === TYPE.literal) {
      source += escape(e.value);
      letters += (e.value.match(/\p{L}/gu) ?? []).length;
    } else if (e.type === TYPE.plural || e.type === TYPE.select) {
      const branches = Object.values(e.options).map((o) => pattern(o.value));
      source += `(?:${branches.map((b) => b.source).join('|')})`;
      letters += Math.min(...branches.map((b) => b.letters));
    } else source += '.+?';
  }
  return { source, letters };
}

/** Every English message of 4+ letters that `language` translates differently, as a whole-text pattern. */
function englishOf(language: Language): RegExp[] {
  const tables: [Record<string, string>, Record<string, string>][] = [
    [FIRST_SCREEN.en, FIRST_SCREEN[language]],
    ...GROUPS.map((g) => [g.en as Record<string, string>, g[language] as Record<string, string>] as [Record<string, string>, Record<string, string>]),
  ];
  const out: RegExp[] = [];
  for (const [english, translated] of tables) {
    for (const [key, text] of Object.entries(english)) {
      if (translated[key] === undefined || translated[key] === text) continue;
      const { source, letters } = pattern(parse(text));
      if (letters >= 4) out.push(new RegExp(`^${source}$`, 's'));
    }
  }
  return out;
}

/**
 * The visible text of `root`: each text node (trimmed) and each aria-label, alt, title and placeholder, with where it
 * was found. Text inside a block marked lang="en" (the CMS's English fallback) and inside iframes (the game) is out.
 */
function visibleTexts(root: Locator) {
  return root.evaluateAll((roots) => {
    const out: { text: string; where: string }[] = [];
    const visible = (el: Element) => el.checkVisibility({ visibilityProperty: true } as CheckVisibilityOptions);
    const path = (el: Element) => `${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? `.${el.className.trim().split(/\s+/).join('.')}` : ''}`;
    for (const r of roots) {
      const walker = document.createTreeWalker(r, NodeFilter.SHOW_TEXT | NodeFilter.SHOW_ELEMENT);
      for (let n: Node | null = walker.currentNode; n; n = walker.nextNode()) {
        const el = n instanceof Element ? n : n.parentElement;
        if (!el || el.closest('[lang="en"], script, style, template') || !visible(el)) continue;
        if (n instanceof Element) {
          for (const attr of ['aria-label', 'alt', 'title', 'placeholder']) {
            const value = n.getAttribute(attr)?.trim();
            if (value) out.push({ text: value, where: `${path(n)}[${attr}]` });
          }
        } else if (n.textContent?.trim()) out.push({ text: n.textContent.trim(), where: path(el) });
      }
    }
    return out;
  });
}

/** What `root` shows that breaks the visitor's language or market: English of the site's own, £, ISO dates. */
async function faults(root: Locator, english: RegExp[]): Promise<string[]> {
  const texts = await visibleTexts(root);
  const found: string[] = [];
  for (const { text, where } of texts) {
    if (english.some((re) => re.test(text))) found.push(`English "${text}" in ${where}`);
    if (WIDGET_ENGLISH.includes(text)) found.push(`widget English "${text}" in ${where}`);
    if (ICON_ENGLISH.has(text)) found.push(`footer English "${text}" in ${where}`);
    if (/\d{4}-\d\d-\d\d/.test(text)) found.push(`ISO date "${text}" in ${where}`);
  }
  // The market check covers CMS text in English too: nothing in pounds for a euro visitor, wherever it is.
  const all = (await root.evaluateAll((roots) => roots.map((r) => (r as HTMLElement).innerText).join('\n'))) as string;
  if (all.includes('£')) found.push(`£ in: ${all.split('\n').filter((l) => l.includes('£')).join(' | ')}`);
  return found;
}

/** The footer strip's texts that the platform writes per language (body names like GAMSTOP are names in any). */
const ICON_ENGLISH = new Set(FOOTER_ICONS.flatMap((icon) => (typeof icon.alt === 'string' ? [] : [icon.alt.en])));

const COUNTRY: Record<Language, string> = { fi: 'FI', es: 'ES' };
const t = (language: Language, key: keyof typeof en) => FIRST_SCREEN[language][key]!;

async function check(page: Page, language: Language, english: RegExp[], what: string, root: Locator = page.locator('body')): Promise<string[]> {
  await root.first().waitFor();
  return (await faults(root, english)).map((f) => `${what}: ${f}`);
}

async function walk(page: Page, language: Language, mobile: boolean): Promise<string[]> {
  const english = englishOf(language);
  const found: string[] = [];
  const open = async (path: string) => {
    await page.goto(`${base}/${language}${path}`);
    await hydrated(page);
  };

  await open('/');
  found.push(...(await check(page, language, english, 'home')));
  await open('/promotions/');
  expect(await page.locator('.promo-card').count()).toBeGreaterThan(3);
  found.push(...(await check(page, language, english, 'promotions')));
  await open('/promotions/welcome-package/');
  found.push(...(await check(page, language, english, 'a promotion')));
  await open('/casino/games/irish-riches-megaways/');
  expect(await page.locator('.game-facts dd').count()).toBeGreaterThan(5);
  found.push(...(await check(page, language, english, 'game page')));

  // The login widget, in the language the site initialised the framework with; then log in as the euro player.
  const header = page.locator(mobile ? '.site-header, .mobile-nav' : '.site-header');
  await header.getByRole('button', { name: t(language, 'account.login'), exact: true }).first().click();
  const login = page.locator('.cpf-dialog');
  await login.waitFor();
  await login.locator('.login-app-banner').waitFor(); // the site's app banner joins the login widget after 500 ms
  found.push(...(await check(page, language, english, 'login widget', login)));
  await login.locator('input[name="username"]').fill('player-ie');
  await login.locator('input[name="password"]').fill('demo');
  await login.locator('button[type="submit"]').click();
  await login.waitFor({ state: 'detached' });
  await page.locator('.site-header__balance-value').waitFor();
  await page.waitForLoadState('networkidle');
  found.push(...(await check(page, language, english, 'game page, logged in')));

  // The game bar, and the deposit widget opened from it.
  await page.locator('.game-info__actions .btn--gold').click();
  const bar = page.locator('.game-container');
  await bar.waitFor();
  await page.locator('.game-bar').waitFor();
  found.push(...(await check(page, language, english, 'game bar', bar)));
  await page.locator('.game-bar__deposit').click();
  const deposit = page.locator('.cpf-dialog[data-cpf-widget="deposit"]');
  await deposit.waitFor();
  found.push(...(await check(page, language, english, 'deposit widget', deposit)));
  await deposit.locator('input[name="amount"]').fill('10');
  await deposit.locator('button[type="submit"]').click();
  await deposit.locator('.cpf-status').filter({ hasText: /\S/ }).waitFor();
  found.push(...(await check(page, language, english, 'deposit done', deposit)));
  return found;
}

describe('a euro visitor reads /fi/ and /es/ in their language and market', () => {
  it.each(['fi', 'es'] as const)('/%s/ desktop: home, promotions, a game page, login, game bar, deposit', async (language) => {
    await withPage(browser, DESKTOP, false, async ({ page, context }) => {
      await context.addCookies([{ name: 'dev-country', value: COUNTRY[language], url: base }]);
      expect(await walk(page, language, false)).toEqual([]);
    });
  }, 90_000);

  it('/fi/ at 390 px', async () => {
    await withPage(browser, MOBILE, true, async ({ page, context }) => {
      await context.addCookies([{ name: 'dev-country', value: 'FI', url: base }]);
      expect(await walk(page, 'fi', true)).toEqual([]);
    });
  }, 90_000);

  it('the check finds English: an /fi/ page with an English label fails it', async () => {
    await withPage(browser, DESKTOP, false, async ({ page, context }) => {
      await context.addCookies([{ name: 'dev-country', value: 'FI', url: base }]);
      await page.goto(`${base}/fi/`);
      await hydrated(page);
      await page.evaluate((text) => document.querySelector('main')!.append(Object.assign(document.createElement('p'), { textContent: text })), en['account.login']);
      await page.evaluate(() => document.querySelector('main')!.append(Object.assign(document.createElement('p'), { textContent: '£20 for you' })));
      const found = await faults(page.locator('body'), englishOf('fi'));
      expect(found.some((f) => f.includes('English "Login"'))).toBe(true);
      expect(found.some((f) => f.startsWith('£'))).toBe(true);
    });
  }, 60_000);
});
