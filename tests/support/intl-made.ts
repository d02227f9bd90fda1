import type { Page } from 'playwright-core';

/**
 * Counts every Intl number format and plural rules the page makes from its first script on: the page's first one
 * loads the engine's number data (50–150 ms at 4× CPU), so where it happens — start-up, a tap, a keystroke, or the
 * idle time or intent before them — is behaviour worth a test. Returns a reader of the count so far.
 */
export async function countIntlMade(page: Page): Promise<() => Promise<number>> {
  await page.addInitScript(() => {
    const made = { count: 0 };
    Object.assign(window, { __intlMade: made });
    for (const name of ['NumberFormat', 'PluralRules'] as const) {
      const original = Intl[name];
      Object.defineProperty(Intl, name, {
        configurable: true,
        writable: true,
        value: new Proxy(original, {
          construct: (target, args) => (made.count++, Reflect.construct(target, args)),
          apply: (target, self, args) => (made.count++, Reflect.apply(target, self, args)),
        }),
      });
    }
  });
  return () => page.evaluate(() => (window as unknown as { __intlMade: { count: number } }).__intlMade.count);
}
