import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, testCache, type Scripted } from '../../tests/support/content-fakes';
import { CustomCategoriesClient } from './custom-categories-client';

const client = (respond: () => Scripted) => {
  const f = fakeFetch(respond);
  return { c: new CustomCategoriesClient({ baseUrl: 'https://cats.test', casinoId: 178, fetch: f.fetch, cache: testCache() }), ...f };
};

beforeEach(() => void vi.spyOn(console, 'error').mockImplementation(() => undefined));

describe('CustomCategoriesClient', () => {
  it('asks /api/aspire-categories?brandId=178 and maps slug → ids', async () => {
    const { c, urls } = client(() => ({ body: [{ slug: 'new', gameIds: [1, 2, 'x'] }, { slug: '', gameIds: [3] }] }));
    expect(await c.getCustomCategories()).toEqual({ new: [1, 2] });
    expect(urls()).toEqual(['https://cats.test/api/aspire-categories?brandId=178']);
  });

  it('asks /api/aspire-categories/all and maps name → ids', async () => {
    const { c, urls } = client(() => ({ body: [{ name: 'Top Picks', gameIds: [9] }] }));
    expect(await c.getCustomFeatured()).toEqual({ 'Top Picks': [9] });
    expect(urls()).toEqual(['https://cats.test/api/aspire-categories/all']);
  });

  it('yields an empty map on any error', async () => {
    expect(await client(() => ({ status: 500 })).c.getCustomCategories()).toEqual({});
    expect(await client(() => ({ raw: '<html>' })).c.getCustomFeatured()).toEqual({});
    expect(await client(() => ({ body: { not: 'a list' } })).c.getCustomCategories()).toEqual({});
  });
});
