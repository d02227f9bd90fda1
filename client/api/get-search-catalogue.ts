import type { SearchCatalogueWire } from '../contracts/search';
import type { Platform } from '../contracts/site';
import { call, type CallOptions } from './client';
import { isRecord } from './shape';

/** An object: its columns are checked as they are decoded (client/search/catalogue-data.ts), which survives odd ones. */
function isSearchCatalogue(json: unknown): json is SearchCatalogueWire {
  return isRecord(json);
}

/** GET /api/search-catalogue: the compact catalogue of the platform's games list (W desktop, C mobile). */
export function getSearchCatalogue(platform: Platform, options?: CallOptions): Promise<SearchCatalogueWire> {
  return call('searchCatalogue', { query: { platform } }, isSearchCatalogue, options);
}
