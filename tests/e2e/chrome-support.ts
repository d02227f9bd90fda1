import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { ACTIVITY_COOKIE } from '../../client/contracts/activity';

/** Helpers for the e2e files that drive the site with the widget framework emulator (emulator/framework/). */

export interface FrameworkCall {
  seq: number;
  method: string;
  args: unknown[];
}

/** Talks to the emulator's inspection endpoints (docs/emulator.md "Framework switches and inspection"). */
export function emulatorCall<T = unknown>(emulator: string, path: string, method = 'GET', body?: unknown): Promise<T> {
  return fetch(`${emulator}${path}`, {
    method,
    headers: { 'Content-Type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  }).then((r) => r.json() as Promise<T>);
}

/** Every call the framework script received since the log was last emptied. */
export function frameworkCalls(emulator: string): Promise<FrameworkCall[]> {
  return emulatorCall<FrameworkCall[]>(emulator, '/__emulator/framework/calls');
}

/** The widgets the site asked the framework to open, in order. */
export async function widgetRequests(emulator: string): Promise<string[]> {
  return (await frameworkCalls(emulator)).filter((c) => c.method === 'openWidget').map((c) => c.args[0] as string);
}

/** Players, sessions, the call log and the script mode back to the emulator's start. */
export async function resetFramework(emulator: string): Promise<void> {
  await emulatorCall(emulator, '/__emulator/framework', 'DELETE');
}

/** The login's words in each language: the site's header button, then the framework's widget (its title, labels, button). */
export const LOGIN_TEXT = {
  en: { header: 'Login', widget: 'Log in', username: 'Username', password: 'Password' },
  fi: { header: 'Kirjaudu', widget: 'Kirjaudu sisään', username: 'Käyttäjätunnus', password: 'Salasana' },
  es: { header: 'Iniciar sesión', widget: 'Iniciar sesión', username: 'Usuario', password: 'Contraseña' },
} as const;

/** Logs a demo player in the way a person does: header Login, the framework's login widget, 'Log in' (in `lang`). */
export async function logIn(page: Page, username = 'player-gb', password = 'demo', lang: keyof typeof LOGIN_TEXT = 'en'): Promise<void> {
  const text = LOGIN_TEXT[lang];
  await page.locator('.site-header button', { hasText: text.header }).click();
  const dialog = page.getByRole('dialog', { name: text.widget });
  await dialog.getByLabel(text.username).fill(username);
  await dialog.getByLabel(text.password).fill(password);
  await dialog.getByRole('button', { name: text.widget }).click();
  await dialog.waitFor({ state: 'detached' });
  await page.locator('.site-header__balance-value').waitFor();
}

/** The emulated framework's key for the session token in the site's localStorage (emulator/framework/script/api.ts). */
const SESSION_KEY = 'casino-platform-session';
/** Marks the token a context was seeded with, so a logout in the test is not undone by the next page's seeding. */
const SEEDED_KEY = 'e2e-seeded-session';

/**
 * Starts a demo player's session without the login form, the way the emulated framework restores one after a reload:
 * the platform API's login (the call the form makes) gives a token, which goes into the site's localStorage where the
 * framework keeps it, with a fresh activity cookie (docs/decisions/023: the page renders the returning player's view
 * and loads the framework at once). Call it before the context's first page of the site; that page then opens logged
 * in (`await loggedIn(page)`). A test about the login itself uses `logIn`, the form.
 */
export async function startSession(context: BrowserContext, username = 'player-gb', password = 'demo'): Promise<void> {
  const base = inject('baseUrl');
  const res = await fetch(`${inject('emulatorUrl')}/platform/api/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  const { token } = (await res.json()) as { token?: string };
  if (!res.ok || !token) throw new Error(`the emulator refused ${username}'s login (${res.status})`);
  await context.addCookies([{ name: ACTIVITY_COOKIE, value: String(Math.floor(Date.now() / 1000)), url: base }]);
  await context.addInitScript(
    ({ origin, token, sessionKey, seededKey }) => {
      if (location.origin !== origin) return;
      try {
        if (localStorage.getItem(seededKey) === token) return;
        localStorage.setItem(sessionKey, token);
        localStorage.setItem(seededKey, token);
      } catch {}
    },
    { origin: new URL(base).origin, token, sessionKey: SESSION_KEY, seededKey: SEEDED_KEY },
  );
}

/** Resolves once the header shows a logged-in player (their balance). */
export async function loggedIn(page: Page): Promise<void> {
  await page.locator('.site-header__balance-value').waitFor();
}

/**
 * Removes the console errors matching `pattern` (HTTP refusals the test provoked on purpose): exactly `count`, or
 * between `count[0]` and `count[1]` when timing decides how many requests were made.
 */
export function allowErrors(errors: string[], pattern: RegExp, count: number | [number, number] = 1): void {
  const matching = errors.filter((e) => pattern.test(e));
  const [min, max] = typeof count === 'number' ? [count, count] : count;
  expect(matching.length, `console errors matching ${pattern}: ${matching.join(' | ')}`).toBeGreaterThanOrEqual(min);
  expect(matching.length, `console errors matching ${pattern}: ${matching.join(' | ')}`).toBeLessThanOrEqual(max);
  for (const e of matching) errors.splice(errors.indexOf(e), 1);
}

export function dataLayerEvents(page: Page, event: string): Promise<Record<string, unknown>[]> {
  return page.evaluate(
    (name) => (window.dataLayer ?? []).filter((e) => (e as { event?: string }).event === name) as Record<string, unknown>[],
    event,
  );
}

const AXE_SOURCE = readFileSync(path.resolve(import.meta.dirname, '../../node_modules/axe-core/axe.min.js'), 'utf8');

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[]; failureSummary?: string }[];
}

/** WCAG 2.2 AA and best practice (QUALITY.md): the tag set every axe scan of the site uses. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * Runs axe-core with AXE_TAGS in the page; the page's context must be created with bypassCSP.
 * The page is checked from its top: axe's target-size rule counts a link that happens to sit half under the fixed
 * header or the phone's bottom bar as a too-small target, so the scroll position a test left would decide the result.
 */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  await page.evaluate(AXE_SOURCE);
  return page.evaluate(async (tags) => {
    const axe = (window as unknown as { axe: { run: (ctx: unknown, opts: unknown) => Promise<{ violations: AxeViolation[] }> } }).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => ({ target: n.target, failureSummary: n.failureSummary })),
    }));
  }, AXE_TAGS);
}

/**
 * Holds the framework script back until the returned function is called: a state before the session check (welcome
 * back) stays on screen for as long as the test looks at it, however slow the machine (a fixed delay ran out under load).
 */
export async function holdFramework(page: Page): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  await page.route(/\/platform\/framework\.js$/, async (route) => {
    await held;
    await route.continue().catch((error: Error) => {
      if (!/closed|already handled/i.test(error.message)) throw error;
    });
  });
  return release;
}
