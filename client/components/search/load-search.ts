import type { Stores } from '../../state/context';
import { platformOf } from '../../contracts/site';

/** The overlay, its engine, fuse.js and its text: one lazy chunk, never part of the first screen. */
export const loadSearchOverlay = () => import('./search-overlay');

/**
 * Fetches the search chunk and the search catalogue ahead of need (pointer over or focus on a search button, idle
 * after the platform is ready), so the overlay opens with results ready. `index`: also build the search index — on
 * a player's evident intent only, as it is a burst of main-thread work a slow phone would feel while idle-loading.
 * Failures are left for the overlay to show.
 */
export function prefetchSearch(stores: Pick<Stores, 'app'>, index = true): void {
  void loadSearchOverlay()
    .then((chunk) => chunk.preloadSearch(platformOf(stores.app.deviceType), index))
    .catch(() => undefined);
}
