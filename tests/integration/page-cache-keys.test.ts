import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWorker, type TestWorker } from '../support/worker';

/**
 * Issue 49 item 5: query values a loader cannot tell apart share one page-cache entry, so junk on a route that ignores
 * it costs one render, not one each; on a route that reads it, junk and page numbers past the end are 404s.
 */
let worker: TestWorker;
beforeAll(async () => {
  worker = await startWorker({}, { catalogueSize: 300 });
});
afterAll(() => worker?.dispose());

const cacheOf = async (path: string) => {
  const res = await worker.fetch(path);
  await res.text();
  return [res.status, res.headers.get('X-Page-Cache')];
};

describe('page cache keys', () => {
  it('junk values of page, letter and view on a route that ignores them share one entry', async () => {
    const groups = [
      ['page=abc', 'page=zzz', 'page=99999', 'page=-1', 'page=1e3'],
      ['letter=qq', 'letter=%F0%9F%8E%B0', 'letter=' + 'z'.repeat(300)],
      ['view=admin', 'view=' + 'v'.repeat(500), 'view=PLAYER'],
    ];
    for (const [first, ...rest] of groups) {
      expect([first, ...(await cacheOf(`/promotions/?${first}`))]).toEqual([first, 200, 'miss']);
      for (const junk of rest!) expect([junk, ...(await cacheOf(`/promotions/?${junk}`))]).toEqual([junk, 200, 'hit']);
    }
  });

  it('a grid’s junk and past-the-end pages are 404s and are never kept', async () => {
    for (const query of ['page=abc', 'page=0', 'page=999', 'page=1e3', 'letter=qq']) {
      // Rendered each time (an error page is no page-cache entry, and says nothing of the cache).
      expect(await cacheOf(`/all-games/?${query}`), query).toEqual([404, null]);
      expect(await cacheOf(`/all-games/?${query}`), query).toEqual([404, null]);
    }
    expect(await cacheOf('/all-games/?page=2')).toEqual([200, 'miss']);
    expect(await cacheOf('/all-games/?page=2')).toEqual([200, 'hit']);
  });
});
