import type { LiveResult } from '../contracts/live';

/** The red numbers of a European wheel: a feed that sends a number without its colour still gets it drawn right. */
const RED = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]);

/** A roulette result's chip colour: the feed's, else the wheel's; null for what is not a number on the wheel. */
export function rouletteColour(result: LiveResult): 'red' | 'black' | 'green' | null {
  if (result.colour === 'red' || result.colour === 'black' || result.colour === 'green') return result.colour;
  if (!/^(0|00|[1-9]\d?)$/.test(result.value)) return null;
  const n = Number(result.value);
  if (n === 0) return 'green';
  if (n > 36) return null;
  return RED.has(n) ? 'red' : 'black';
}

/** Roulette chips a card shows: the latest first, as players read a table's history board. */
export const ROULETTE_CHIPS = 10;

/** A baccarat bead road: 6 rows, filled down each column from the left, oldest first (the casino floor's board). */
export const BEAD_ROWS = 6;
export const BEAD_COLUMNS = 4;

export type Bead = 'P' | 'B' | 'T';

/**
 * The bead road's cells, column by column, top to bottom: the last BEAD_ROWS × BEAD_COLUMNS outcomes, oldest at
 * the top left, so a new hand fills the next cell rather than moving every bead. `results` is most recent first.
 * Empty cells are null; an outcome that is not P, B or T is left out.
 */
export function beadRoad(results: readonly LiveResult[]): (Bead | null)[] {
  const beads = results
    .map((r) => r.value.trim().toUpperCase().charAt(0))
    .filter((v): v is Bead => v === 'P' || v === 'B' || v === 'T')
    .slice(0, BEAD_ROWS * BEAD_COLUMNS)
    .reverse();
  return Array.from({ length: BEAD_ROWS * BEAD_COLUMNS }, (_, i) => beads[i] ?? null);
}
