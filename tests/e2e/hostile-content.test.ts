import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { hostileCorpus } from '../hostile-html/corpus';
import { E2E_PURGE_SECRET } from '../support/e2e-server';
import { hydrated, launchBrowser, MOBILE, openPage } from '../support/browser';
import { startSanitiseWorker } from '../support/sanitise-worker';
import { emulatorCall } from './chrome-support';

// The browser pass over the hostile corpus (issue 49; the rewriter tier is tests/integration/hostile-corpus.test.ts):
// every upstream's HTML carries the corpus, a batch at a time, and the rendered pages — a CMS promotion, a platform
// info page, the footer on both — must run no script of the content's, go nowhere, ask nothing of another site,
// keep the page's ids its own and unique, let nothing of the content cover the screen, and keep the page's state and framework its own.
const base = inject('baseUrl');
const emulator = inject('emulatorUrl');
const UPSTREAMS = ['/wp-json/wp/v2', '/api/v1/brands/178', '/api/v1/promotions/limited-time'];
const PAGES = ['/promotions/oktoberfest/', '/info/terms/'];
const corpus = hostileCorpus();
const BATCHES = 8;

/**
 * A fragment that leaves a raw-text element open (an unclosed <style>, <plaintext>) swallows whatever follows it, in
 * the sanitiser as in a browser. workerd's parser sorts them out first: the others go in batches, and each batch ends
 * with one that swallows (the rewriter tier sees every fragment alone).
 */
async function batchesOf(fragments: string[]): Promise<string[]> {
  const mf = await startSanitiseWorker();
  try {
    const res = await mf.dispatchFetch('http://x/corpus', { method: 'POST', body: JSON.stringify(fragments.map((html) => `${html}<b>after</b>`)) });
    const swallows = ((await res.json()) as { out: string }[]).map((r) => !r.out.endsWith('<b>after</b>'));
    const readers = fragments.filter((_, i) => !swallows[i]);
    const swallowers = fragments.filter((_, i) => swallows[i]);
    const size = Math.ceil(readers.length / BATCHES);
    return Array.from({ length: BATCHES }, (_, i) => [...readers.slice(i * size, (i + 1) * size), ...swallowers.slice(i, i + 1)].join('\n'));
  } finally {
    await mf.dispose();
  }
}

let browser: Browser;
let batches: string[];
beforeAll(async () => {
  batches = await batchesOf(corpus.map((c) => c.html));
  browser = await launchBrowser();
});
afterAll(async () => {
  await emulatorCall(emulator, '/__emulator/faults', 'DELETE');
  await purge();
  await browser?.close();
});

/** Every cached copy goes, so the next page is built from what the upstreams send now. */
async function purge(): Promise<void> {
  const res = await fetch(`${base}/api/cache/purge`, { method: 'POST', headers: { authorization: `Bearer ${E2E_PURGE_SECRET}` } });
  expect(res.status).toBe(200);
}

interface PageReport {
  pwned: unknown;
  duplicateIds: string[];
  covering: string[];
  stateScripts: number;
  frameworkOwn: boolean;
}

describe(`the hostile corpus rendered (${corpus.length} fragments in ${BATCHES} batches)`, () => {
  it.each(Array.from({ length: BATCHES }, (_, i) => i))('batch %i: no script, navigation, off-site request, duplicate id or cover', async (n) => {
    const html = batches[n]!;
    for (const prefix of UPSTREAMS) await emulatorCall(emulator, '/__emulator/faults', 'PUT', { prefix, mode: 'hostile', html });
    await purge();
    const t = await openPage(browser, MOBILE, { mobile: true });
    try {
      const offsite: string[] = [];
      const dialogs: string[] = [];
      t.page.on('request', (r) => void (new URL(r.url()).hostname !== '127.0.0.1' && offsite.push(r.url())));
      t.page.on('dialog', (d) => void (dialogs.push(d.message()), d.dismiss()));
      let navigations: string[] = [];
      t.page.on('framenavigated', (f) => void (f === t.page.mainFrame() && navigations.push(f.url())));
      for (const path of PAGES) {
        navigations = [];
        await t.page.goto(`${base}${path}`);
        await hydrated(t.page);
        const report = await t.page.evaluate((): PageReport => {
          // The page's own ids: content ids live in their own namespace ('cms-'), where the same fragment repeated in
          // a promotion's body, its terms and the footer repeats its ids (the content's affair: in-content anchors).
          const ids = [...document.querySelectorAll('[id]')].map((el) => el.id).filter((id) => !id.startsWith('cms-'));
          const vw = innerWidth;
          const vh = innerHeight;
          const covering = [...document.querySelectorAll('.cms-content *')].flatMap((el) => {
            const style = getComputedStyle(el);
            const box = el.getBoundingClientRect();
            const positioned = style.position === 'fixed' || style.position === 'absolute' || style.position === 'sticky';
            return positioned || (box.width * box.height > vw * vh * 0.5 && box.height > vh * 0.75) ? [`${el.tagName} ${style.position} ${box.width}×${box.height}`] : [];
          });
          return {
            pwned: (window as unknown as { __pwned?: unknown }).__pwned,
            duplicateIds: ids.filter((id, i) => ids.indexOf(id) !== i),
            covering,
            stateScripts: document.querySelectorAll('script#__STATE__').length,
            frameworkOwn: [...document.querySelectorAll('#platform-framework')].every((el) => el.tagName === 'SCRIPT'),
          };
        });
        expect(report, path).toEqual({ pwned: undefined, duplicateIds: [], covering: [], stateScripts: 1, frameworkOwn: true });
        // The router's replaceState shows as a same-document navigation to the same address.
        expect([...new Set(navigations)], `${path} navigated`).toEqual([`${base}${path}`]);
      }
      expect(offsite, 'off-site requests').toEqual([]);
      expect(dialogs, 'dialogs').toEqual([]);
      // A refused script, style or frame shows as a CSP console error: content the sanitiser let through.
      expect(t.errors.filter((e) => /Content Security Policy|Refused to|Trusted Type/i.test(e)), 'CSP refusals').toEqual([]);
    } finally {
      await t.close();
    }
  }, 60_000);
});
