import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Issue 50: the browser tier never waits out the spec's timers. A delay the product names runs on Playwright's clock
 * (`page.clock.install()`, `advanceClock`) or is met by a signal (a request seen, an element shown); a short look of
 * at most 500 ms is allowed. A sleep inside a route handler that holds a response back is not a wait: it says so
 * with `held:` on its line.
 */
const MAX_SLEEP_MS = 500;
const root = path.resolve(import.meta.dirname, '../..');
const dir = path.join(root, 'tests/e2e');

/** Every sleep of a file over the limit (or of a length no reader can see), as 'file:line: text'. */
export function longSleeps(file: string, text: string): string[] {
  const found: string[] = [];
  const patterns = [/\bwaitForTimeout\(\s*([^)]*)\)/g, /await new Promise\(\s*\(?\s*\w+\s*\)?\s*=>\s*setTimeout\(\s*\w+\s*,\s*([^)]*)\)\s*\)/g];
  text.split('\n').forEach((line, i) => {
    if (line.includes('held:')) return;
    for (const pattern of patterns) {
      for (const match of line.matchAll(pattern)) {
        const arg = match[1]!.trim().replace(/_/g, '');
        const ms = /^\d+$/.test(arg) ? Number(arg) : Number.NaN;
        // A helper's parameter (`ms`) is a response delay its callers choose: only literal lengths are judged.
        if (/^[a-z]\w*$/.test(arg) && !/^\d/.test(arg)) continue;
        if (!(ms <= MAX_SLEEP_MS)) found.push(`${file}:${i + 1}: ${line.trim()}`);
      }
    }
  });
  return found;
}

describe('waits in the browser tier', () => {
  it(`no test sleeps over ${MAX_SLEEP_MS} ms: spec timers run on the clock or are met by signals`, () => {
    const files = readdirSync(dir).filter((f) => f.endsWith('.ts'));
    expect(files.length).toBeGreaterThan(20);
    expect(files.flatMap((f) => longSleeps(`tests/e2e/${f}`, readFileSync(path.join(dir, f), 'utf8')))).toEqual([]);
  });

  it('the rule sees what it must (the test can fail)', () => {
    const sample = [
      'await page.waitForTimeout(600);',
      'await page.waitForTimeout(ROUTE_CHANGE_EVENT_DELAY_MS + 250);',
      'await new Promise((r) => setTimeout(r, 1_500));',
      'await page.waitForTimeout(300);',
      'await new Promise((r) => setTimeout(r, ms));',
      'await new Promise((r) => setTimeout(r, 800)); // held: a response held back',
    ].join('\n');
    expect(longSleeps('sample.ts', sample)).toEqual([
      'sample.ts:1: await page.waitForTimeout(600);',
      'sample.ts:2: await page.waitForTimeout(ROUTE_CHANGE_EVENT_DELAY_MS + 250);',
      'sample.ts:3: await new Promise((r) => setTimeout(r, 1_500));',
    ]);
  });
});
