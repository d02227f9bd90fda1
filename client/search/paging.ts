/** SPEC §9: the results list shows 26 first; each Load More adds 16. */
export const FIRST_RESULTS = 26;
export const MORE_RESULTS = 16;
/** SPEC §9: 'Try our popular titles:' lists up to 8 games. */
export const POPULAR_TITLES = 8;

/** How many results show after `loads` presses of Load More, never more than there are. */
export function shownResults(total: number, loads: number): number {
  return Math.min(total, FIRST_RESULTS + Math.max(0, loads) * MORE_RESULTS);
}
