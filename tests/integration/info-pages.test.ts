import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWorker, type TestWorker } from '../support/worker';

let worker: TestWorker;
beforeAll(async () => {
  worker = await startWorker();
});
afterAll(() => worker?.dispose());

const main = async (path: string, country?: string) => {
  const res = await worker.fetch(path, country ? { country } : {});
  expect(res.status).toBe(200);
  const html = await res.text();
  return html.slice(html.indexOf('<main'), html.indexOf('</main>'));
};

describe('info pages', () => {
  it('show the UK-only blocks to GB and the generic ones elsewhere; Austria loses its hidden blocks', async () => {
    const gb = await main('/info/fair-play/', 'GB');
    expect(gb).toContain('class="gb-only"');
    expect(gb).not.toContain('class="non-gb-only"');
    const ie = await main('/en-ie/info/fair-play/', 'IE');
    expect(ie).toContain('class="non-gb-only"');
    expect(ie).not.toContain('class="gb-only"');
    const at = await main('/info/fair-play/', 'AT');
    expect(at).not.toContain('class="hide-at"');
    expect(at).toContain('class="non-gb-only"');
  });

  it('point legacy help links at this locale’s info pages', async () => {
    const html = await main('/en-ca/info/help/', 'CA');
    // Site-relative legacy paths are rewritten; an absolute link to another domain (here the emulator's fictional
    // brand, not this test's BRAND_DOMAIN) is not ours to rewrite.
    expect(html.match(/href="\/help\/[^"]*"/g) ?? []).toEqual([]);
    expect(html).toMatch(/href="\/en-ca\/info\/[a-z0-9-]+\/" data-info-page="[a-z0-9-]+"/);
  });
});
