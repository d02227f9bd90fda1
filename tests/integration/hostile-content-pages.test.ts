import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROBE_CASES } from '../hostile-html/corpus';
import { startWorker, type TestWorker } from '../support/worker';

/**
 * Issue 49's probe replayed through the whole worker: every upstream's HTML carries content that names the page's parts
 * (`__STATE__`, `platform-framework`), raw-text elements, head elements, stray end tags, and one fragment
 * (`<select><xmp>`) that workerd's parser refuses to read. Pages answer as healthy ones do, in every language, and
 * the fragment that cannot be read is dropped alone and logged with its item.
 */
const UPSTREAMS = ['/wp-json/wp/v2', '/api/v1/brands/178', '/api/v1/promotions/limited-time'];
const PAGES = ['/', '/promotions/', '/promotions/oktoberfest/', '/promotions/limited-time/1/', '/info/terms/', '/magazine/', '/casino/games/lucky-clover-gold/'];
const LOCALES = ['', '/fi', '/es'];
const HOSTILE = PROBE_CASES.filter((html) => !html.startsWith('<plaintext') && !html.startsWith('<select')).join('');
const UNREADABLE = '<select><xmp>x</xmp></select>';

let worker: TestWorker;
beforeAll(async () => {
  worker = await startWorker({}, { logs: true });
  for (const prefix of UPSTREAMS) worker.emulator.faults.set(prefix, 'hostile', { html: HOSTILE });
  // CMS promotions alone carry the fragment workerd's parser refuses: their bodies go, their list and pages stay.
  worker.emulator.faults.set('/wp-json/wp/v2/promotions', 'hostile', { html: UNREADABLE + HOSTILE });
});
afterAll(() => worker?.dispose());

describe('content that would take over the page', () => {
  it.each(LOCALES.flatMap((l) => PAGES.map((p) => `${l}${p}`)))('%s answers as it would healthy, owning its parts', async (path) => {
    const healthy = path.includes('limited-time') ? [200, 404] : [200];
    const res = await worker.fetch(path);
    const html = await res.text();
    expect(healthy, `${path} ${res.status}`).toContain(res.status);
    expect(html.match(/id="__STATE__"/g)).toHaveLength(1);
    expect(html).not.toMatch(/id="(platform-framework|root|main)"[^>]*>(?!<)/);
    expect(html.match(/id="root"/g)).toHaveLength(1);
    for (const pattern of [/<xmp/i, /<noembed/i, /<noframes/i, /<select/i, /http-equiv/i, /<base /i, /evil\.example\/x\.css/, /style="position/i, /class="consent-popup/]) {
      expect(html, `${path} ${pattern}`).not.toMatch(pattern);
    }
  });

  it('the fragment the parser refused goes alone, and the probe reached the pages (the test can fail)', async () => {
    expect(await (await worker.fetch('/info/terms/')).text()).toContain('id="cms-__STATE__"');
    const promotion = await (await worker.fetch('/promotions/oktoberfest/')).text();
    expect(promotion).toContain('Oktoberfest');
    // The promotion's payload (no footer in it) carries no body: the fragment went whole, the page stayed.
    const payload = await (await worker.fetch('/_data/promotions/oktoberfest/')).text();
    expect(payload).toContain('Oktoberfest');
    expect(payload).not.toContain('cms-');
    expect(await (await worker.fetch('/_data/info/terms/')).text()).toContain('cms-__STATE__');
  });
});
