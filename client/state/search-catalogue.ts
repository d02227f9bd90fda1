import { getSearchCatalogue } from '../api/get-search-catalogue';
import type { SearchCatalogueWire, SearchGame } from '../contracts/search';
import type { Platform } from '../contracts/site';
import { searchGames } from '../search/catalogue-data';
import { yieldToBrowser } from '../loading/idle';

/** One fetch per platform for the page's life; a failed fetch is forgotten so Retry (or the next open) tries again. */
const pending = new Map<Platform, Promise<SearchGame[]>>();

/** The search catalogue of the device's games list (W desktop, C mobile); rejects with a message for the overlay. */
export function loadSearchCatalogue(platform: Platform): Promise<SearchGame[]> {
  let load = pending.get(platform);
  if (!load) {
    load = getSearchCatalogue(platform)
      .then(decodeInSlices)
      .catch((error: unknown) => {
        pending.delete(platform);
        throw error;
      });
    pending.set(platform, load);
  }
  return load;
}

/** How long one slice of the decoding may hold the main thread: a phone at a quarter of this machine's speed stays under 50 ms. */
const SLICE_MS = 8;

/**
 * Thousands of games decoded in slices that yield to the browser: the idle preload decoded them in one task that a
 * throttled phone felt as a long task well after the page was usable (issue 53's blocking time).
 */
async function decodeInSlices(wire: SearchCatalogueWire): Promise<SearchGame[]> {
  const games: SearchGame[] = [];
  let sliceStart = performance.now();
  for (const game of searchGames(wire)) {
    games.push(game);
    if ((games.length & 63) === 0 && performance.now() - sliceStart > SLICE_MS) {
      await yieldToBrowser();
      sliceStart = performance.now();
    }
  }
  return games;
}
