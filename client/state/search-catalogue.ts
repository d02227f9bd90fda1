import { getSearchCatalogue } from '../api/get-search-catalogue';
import type { SearchGame } from '../contracts/search';
import type { Platform } from '../contracts/site';
import { decodeSearchCatalogue } from '../search/catalogue-data';

/** One fetch per platform for the page's life; a failed fetch is forgotten so Retry (or the next open) tries again. */
const pending = new Map<Platform, Promise<SearchGame[]>>();

/** The search catalogue of the device's games list (W desktop, C mobile); rejects with a message for the overlay. */
export function loadSearchCatalogue(platform: Platform): Promise<SearchGame[]> {
  let load = pending.get(platform);
  if (!load) {
    load = getSearchCatalogue(platform)
      .then(decodeSearchCatalogue)
      .catch((error: unknown) => {
        pending.delete(platform);
        throw error;
      });
    pending.set(platform, load);
  }
  return load;
}
