import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import type { AccountState } from '../../client/state/account';


/** Helpers for the chrome e2e files (tests/e2e/chrome*.test.ts). */

export const PLAYER: Partial<AccountState> = {
  isLoggedIn: true,
  sessionChecked: true,
  playerId: 'P-1001',
  firstName: 'Aoife',
  currency: 'GBP',
  realBalance: 1234.5,
  bonusCount: 3,
};

/**
 * There is no platform bridge yet, so a test logs a player in by writing to the account store, which client/app.tsx
 * exposes as window.__stores on 127.0.0.1/localhost only.
 */
export async function logIn(page: Page, player: Partial<AccountState> = {}): Promise<void> {
  await page.evaluate((p) => Object.assign(window.__stores!.account, p), { ...PLAYER, ...player });
}

export function widgetRequests(page: Page): Promise<string[]> {
  return page.evaluate(() => window.__stores!.platform.widgetRequests.map((r) => r.name));
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

/** Runs axe-core (wcag2a + wcag2aa) in the page; the page's context must be created with bypassCSP. */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: unknown, opts: unknown) => Promise<{ violations: AxeViolation[] }> } }).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa'] }, resultTypes: ['violations'] });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => ({ target: n.target, failureSummary: n.failureSummary })),
    }));
  });
}
