import type { Game } from '../../client/contracts/catalogue';

/**
 * Jackpot games whose names carry no JPK marker (SPEC §9 'or listed ids'). 7025 Lucky Shamrock Hold and Win has
 * fixed jackpots but is not on the Jackpot King network, so it is listed here rather than renamed.
 */
export const JACKPOT_IDS: readonly number[] = [7025];

const LISTED_JACKPOTS: ReadonlySet<number> = new Set(JACKPOT_IDS);

/**
 * The Jackpot King marker: 'JPK' as a whole word (\b, as the platform's own jackpot rule), upper case only.
 * Case-sensitive on purpose: the operator always writes the marker in capitals, and 'jpk' in lower case is more
 * likely part of something else. Whole word, so 'JPKing', 'XJPK' and 'JPK2' do not count; '(JPK)' does.
 */
const JPK = /\bJPK\b/;

/** 'Megaways' as a word, any case: names are typed by hand ('MegaWays'), and the flag alone is often unset. */
const MEGAWAYS = /\bmegaways\b/i;

/** True when the name carries the Jackpot King (JPK) marker. */
export function isJackpotKingGame(game: Game): boolean {
  return JPK.test(game.name);
}

/** True for jackpot games: the JPK marker in the name, or a listed id (JACKPOT_IDS). */
export function isJackpotGame(game: Game): boolean {
  return LISTED_JACKPOTS.has(game.id) || isJackpotKingGame(game);
}

/** True for Megaways games: the megaways flag, or 'Megaways' in the name. */
export function isMegawaysGame(game: Game): boolean {
  return game.megaways || MEGAWAYS.test(game.name);
}

/** True when the game carries the 'new' tag (trimmed, any case: the tag is typed in a back office). */
export function isNewGame(game: Game): boolean {
  return game.tag.trim().toLowerCase() === 'new';
}

/** Jackpot King games (JPK-marked only; listed ids are not on the network), in the order given. */
export const jackpotKingGames = (games: readonly Game[]): Game[] => games.filter(isJackpotKingGame);

/** Megaways games, in the order given. */
export const megawaysGames = (games: readonly Game[]): Game[] => games.filter(isMegawaysGame);

/** Games tagged new, in the order given. */
export const newGames = (games: readonly Game[]): Game[] => games.filter(isNewGame);
