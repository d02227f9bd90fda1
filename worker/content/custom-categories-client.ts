import { logFailure } from './upstream-guard';
import { textOf } from './entities';
import type { CustomCategories, CustomFeatured } from '../../client/contracts/catalogue';
import type { ContentCache } from './cache';
import { expectArray, expectObject, fetchJson, UpstreamError, upstreamUrl, type FetchLike } from './upstream';

export interface CustomCategoriesDeps {
  baseUrl: string;
  casinoId: number;
  fetch: FetchLike;
  cache: ContentCache;
}

/** The custom categories service (SPEC §7): any failure yields an empty map. */
export class CustomCategoriesClient {
  constructor(private readonly deps: CustomCategoriesDeps) {}

  /** /api/aspire-categories?brandId=178 → category slug → game ids. */
  getCustomCategories(): Promise<CustomCategories> {
    return this.map(upstreamUrl(this.deps.baseUrl, '/api/aspire-categories', [['brandId', this.deps.casinoId]]), 'slug');
  }

  /** /api/aspire-categories/all → list name → game ids (custom featured lists). */
  getCustomFeatured(): Promise<CustomFeatured> {
    return this.map(upstreamUrl(this.deps.baseUrl, '/api/aspire-categories/all'), 'name');
  }

  private async map(url: string, keyField: 'slug' | 'name'): Promise<Record<string, number[]>> {
    try {
      return await this.deps.cache.get(`categories:${url}`, async (signal) => {
        const { body } = await fetchJson(this.deps.fetch, url, { signal });
        const out: Record<string, number[]> = {};
        for (const item of expectArray(body, 'custom categories')) {
          const entry = expectObject(item, 'custom category');
          const raw = entry[keyField];
          // A list name is text for people (a rail's heading); a slug is only ever a slug.
          const key = typeof raw !== 'string' ? '' : keyField === 'name' ? textOf(raw) : /^[a-z0-9][a-z0-9-]*$/i.test(raw) ? raw : '';
          if (!key) continue;
          out[key] = expectArray(entry.gameIds ?? [], 'gameIds').filter((id): id is number => Number.isInteger(id));
        }
        return out;
      });
    } catch (error) {
      if (!(error instanceof UpstreamError)) throw error;
      logFailure('Custom categories request error', error);
      return {};
    }
  }
}
