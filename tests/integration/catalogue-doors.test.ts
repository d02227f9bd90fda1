import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWorker, type TestWorker } from '../support/worker';

/**
 * Issue 49: the catalogue's rule (worker/catalogue/filter.ts mayShow) holds on every door. The emulator's 7008 'Finn and
 * the Swirly Spin' is child-appealing and has a CMS game page; with ALLOW_CHILD_APPEALING off (the default) it has no
 * page in any language, no sitemap entry and no tile, so nothing on the site offers its Play; with it on, all are back.
 */
const PAGE = '/casino/games/finn-and-the-swirly-spin/';
let worker: TestWorker;
let allowed: TestWorker;
beforeAll(async () => {
  [worker, allowed] = await Promise.all([startWorker({}, { catalogueSize: 200 }), startWorker({ ALLOW_CHILD_APPEALING: 'true' }, { catalogueSize: 200 })]);
});
afterAll(async () => {
  await Promise.all([worker?.dispose(), allowed?.dispose()]);
});

const sitemapOf = async (w: TestWorker, locale: string) => (await w.fetch(`/sitemap-${locale}.xml`)).text();

describe('a child-appealing game, not allowed', () => {
  it.each(['', '/fi', '/es', '/en-ie'])('%s: its game page and its data are 404, with no Play and no JSON-LD', async (prefix) => {
    const res = await worker.fetch(`${prefix}${PAGE}`);
    const html = await res.text();
    expect(res.status).toBe(404);
    expect(html).not.toContain('Finn and the Swirly Spin');
    expect((await worker.fetch(`/_data${prefix}${PAGE}`)).status).toBe(404);
  });

  it('is in no sitemap and gets no tile', async () => {
    for (const locale of ['en', 'fi']) expect(await sitemapOf(worker, locale)).not.toContain('finn-and-the-swirly-spin');
    const tiles = (await (await worker.fetch('/api/tiles?ids=7008,7001&platform=W')).json()) as { tiles: { id: number }[] };
    expect(tiles.tiles.map((t) => t.id)).toEqual([7001]);
  });
});

describe('the same game with ALLOW_CHILD_APPEALING on (the test can fail)', () => {
  it('has its page, its sitemap entry and its tile', async () => {
    const res = await allowed.fetch(PAGE);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('Finn and the Swirly Spin');
    expect(await sitemapOf(allowed, 'en')).toContain('finn-and-the-swirly-spin');
    const tiles = (await (await allowed.fetch('/api/tiles?ids=7008,7001&platform=W')).json()) as { tiles: { id: number }[] };
    expect(tiles.tiles.map((t) => t.id)).toEqual([7008, 7001]);
  });
});
