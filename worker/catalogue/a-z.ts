import { compareText, foldAccents } from './text';
import type { Game } from '../../client/contracts/catalogue';

/** The A–Z index characters (SPEC §9): A to Z, then '#' for names starting with a digit or anything else. */
export const AZ_CHARACTERS = [
  'A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I', 'J', 'K', 'L', 'M', 'N', 'O', 'P', 'Q', 'R', 'S', 'T', 'U', 'V', 'W',
  'X', 'Y', 'Z', '#',
] as const;

export type AzCharacter = (typeof AZ_CHARACTERS)[number];

export interface AzGroup {
  character: AzCharacter;
  /** Sorted by name. */
  games: Game[];
}

/**
 * The index character of a name: its first non-space character, accents folded and upper-cased ('émeraude' → 'E'),
 * if that is A–Z; '#' otherwise (digits, punctuation, other scripts). A leading 'The' is not skipped: players look
 * for a game by the name printed on its tile, and 'The Goonies' under G would have to be explained.
 */
export function azCharacter(name: string): AzCharacter {
  const first = foldAccents(name.trim().charAt(0)).charAt(0).toUpperCase();
  return first.length === 1 && first >= 'A' && first <= 'Z' ? (first as AzCharacter) : '#';
}

/** Games sorted by name: locale-aware, case- and accent-insensitive, numbers as numbers; ties by id. */
export function sortByName(games: readonly Game[]): Game[] {
  return [...games].sort((a, b) => compareText(a.name, b.name) || a.id - b.id);
}

/**
 * The A–Z index: one group per AZ_CHARACTERS entry, in that order, each sorted by name. Every character is present,
 * empty ones included, so the index bar can show letters without games as disabled instead of skipping them.
 */
export function azIndex(games: readonly Game[]): AzGroup[] {
  const groups = new Map<AzCharacter, Game[]>(AZ_CHARACTERS.map((c) => [c, []]));
  // Sorting once and then bucketing keeps each bucket sorted: O(n log n) overall.
  for (const game of sortByName(games)) groups.get(azCharacter(game.name))!.push(game);
  return AZ_CHARACTERS.map((character) => ({ character, games: groups.get(character)! }));
}
