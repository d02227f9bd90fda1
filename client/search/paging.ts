/** SPEC §9: the results list shows 26 first; each Load More adds 16. */
export const FIRST_RESULTS = 26;
export const MORE_RESULTS = 16;
/** SPEC §9: 'Try our popular titles:' lists up to 8 games. */
export const POPULAR_TITLES = 8;

/** How many results show after `loads` presses of Load More, never more than there are. */
export function shownResults(total: number, loads: number): number {
  return Math.min(total, FIRST_RESULTS + Math.max(0, loads) * MORE_RESULTS);
}

/** About the height of a result row (63 px: 47 px art, padding and border) and of what sits above the rows. */
const ROW_PX = 64;
const ABOVE_ROWS_PX = 150;

/** Result rows a screen this tall shows at once, and one more: what a keystroke's own frame must render. */
export function rowsInView(viewportHeight: number): number {
  return Math.min(FIRST_RESULTS, Math.max(POPULAR_TITLES, Math.ceil((viewportHeight - ABOVE_ROWS_PX) / ROW_PX) + 1));
}

/**
 * The rows a keystroke's frame renders: the new list's first `head` rows (a screen of them), and below them, until
 * the rest renders after that frame is painted, the rows as they were — off screen, and kept rather than hidden so
 * that the frame does not tear down their boxes only to build them again a moment later. A new list no longer than
 * the head replaces everything at once: with fewer rows on screen, the old ones below would move up into view.
 */
export function keyFrameRows<T>(list: readonly T[], before: readonly T[], head: number): readonly (T | undefined)[] {
  if (list.length <= head) return list;
  return Array.from({ length: Math.max(list.length, before.length) }, (_, i) => (i < head ? list[i] : before[i]));
}
