import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const dir = import.meta.dirname;

/** Every selector of the site's stylesheets that uses :has(), comments left out. */
function hasSelectors(): string[] {
  const out: string[] = [];
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.css'))) {
    const css = readFileSync(path.join(dir, file), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
    for (const match of css.matchAll(/([^{};]*:has\([^{]*)\{/g)) out.push(`${file}: ${match[1]!.trim()}`);
  }
  return out;
}

// Issue 29: with a :has() rule whose subject is the root (or any element around much of the page), Chromium re-checks
// it on every insertion below and restyles every element the rule's right-hand side names — the page's tile titles
// were restyled on each render of a rail (~100 ms of style at 4× CPU on a phone's home load). A layer that the page's
// styles depend on flags the root instead (client/components/use-root-flag.ts).
describe('the stylesheets’ :has() rules', () => {
  it('are only the login banner’s, which lives in the platform’s DOM and restyles one element', () => {
    // The login widget's banner is inserted into the framework's widget and removed with it, with no event the site
    // could clear a flag on; its rule names only the page's own app banner.
    expect(hasSelectors()).toEqual(['chrome.css: html:has(.login-app-banner) .app-banner']);
  });
});
