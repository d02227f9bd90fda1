import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import type { Page } from 'playwright-core';

/** Helpers for tests/e2e/framework-emulator.test.ts: the widget framework emulator driven without the site. */

export const FRAMEWORK_EVENTS = ['platformReady', 'sessionChanged', 'balanceUpdated', 'showChat', 'depositSucceeded', 'registrationSucceeded', 'segmentedBannersReady', 'engageBannersData', 'pageOpen'];
export const EMULATOR_WIDGETS = ['login', 'registration', 'deposit', 'withdraw', 'account', 'changePassword', 'gameHistory', 'transactionHistory', 'depositLimit', 'selfExclusion', 'coolOff', 'realityCheck', 'rewards', 'documentUpload', 'chat', 'contact', 'forgotPassword', 'forgotUsername', 'bonusOffers'];
export const INIT = { brandId: 178, language: 'ENG', platform: 'W', currency: 'GBP', domain: 'shamrockspins.example', urlParams: {} };

/** A page that loads the framework script and records every event in window.__events. */
const blankPage = (emulator: string) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Framework test</title>
<link rel="icon" href="data:,"><script src="${emulator}/platform/framework.js"></script></head>
<body><main><h1>Framework test</h1><button id="opener" type="button">Open</button></main>
<script>
  window.__events = [];
  ${JSON.stringify(FRAMEWORK_EVENTS)}.forEach(function (name) {
    CasinoPlatform.on(name, function (payload) { window.__events.push({ name: name, payload: payload }); });
  });
</script></body></html>`;

export interface BlankPageServer {
  url: string;
  close(): Promise<void>;
}

/**
 * Serves the blank page from a loopback server of the test's own. Not page.route: Chromium gives a fulfilled
 * document no address space, and its local network access check then refuses the emulator's loopback script.
 */
export async function startBlankPageServer(emulator: string): Promise<BlankPageServer> {
  const html = blankPage(emulator);
  const server = createServer((_req, res) => res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(html));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as { port: number }).port}/framework-test/`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** JSON calls to the emulator from the test process (inspection endpoints, logins). */
export const emulatorClient = (emulator: string) => (p: string, method = 'GET', body?: unknown) =>
  fetch(`${emulator}${p}`, { method, headers: { 'Content-Type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) }).then((r) => r.json());

/** The payloads of one event the page has heard so far. */
export const events = (page: Page, name: string) =>
  page.evaluate((n) => (window as unknown as { __events: { name: string; payload: unknown }[] }).__events.filter((e) => e.name === n).map((e) => e.payload), name);

const AXE_SOURCE = readFileSync(path.resolve(import.meta.dirname, '../../node_modules/axe-core/axe.min.js'), 'utf8');

/** axe with the full tag set the widgets are held to (wider than chrome-support's wcag2a/aa). */
export async function axe(page: Page): Promise<{ id: string; nodes: unknown[] }[]> {
  await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    const runner = (window as unknown as { axe: { run: (c: unknown, o: unknown) => Promise<{ violations: { id: string; nodes: { target: unknown }[] }[] }> } }).axe;
    const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];
    const result = await runner.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    return result.violations.map((v) => ({ id: v.id, nodes: v.nodes.map((n) => n.target) }));
  });
}
