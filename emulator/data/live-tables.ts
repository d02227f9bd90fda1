import { catalogueGames, type CatalogueGame } from './catalogue';

/** The live tables of the emulated feed: the catalogue's live games (kind 'live'), keyed by game id. */
export interface LiveTableSpec {
  gameId: number;
  name: string;
  type: 'ROULETTE' | 'BLACKJACK' | 'BACCARAT' | 'GAMESHOW' | 'DRAGONTIGER' | 'POKER';
  /** Seats at a blackjack table; for the rest, how many may bet at once. */
  maxPlayers: number;
  /**
   * Hours of the UTC day (0–23) the table is closed, in order; most tables never close. A table that closes does so
   * for two hours a day, from an hour picked by its id.
   */
  closedHours: readonly number[];
}

/** Blackjack seats, as the DGA reports them (seven boxes). */
export const BLACKJACK_SEATS = 7;

function tableType(name: string): LiveTableSpec['type'] {
  if (/Roulette/.test(name)) return 'ROULETTE';
  if (/Blackjack/.test(name)) return 'BLACKJACK';
  if (/Baccarat/.test(name)) return 'BACCARAT';
  if (/Dragon Tiger/.test(name)) return 'DRAGONTIGER';
  if (/Hold'em|Poker/.test(name)) return 'POKER';
  return 'GAMESHOW';
}

/** One table in five closes for two hours a day (a studio's quiet hours); the rest run around the clock. */
function closedHours(gameId: number): readonly number[] {
  if (gameId % 5 !== 2) return [];
  const from = (gameId * 7) % 24;
  return [from, (from + 1) % 24];
}

function spec(game: CatalogueGame): LiveTableSpec {
  const type = tableType(game.name);
  return { gameId: game.id, name: game.name, type, maxPlayers: type === 'BLACKJACK' ? BLACKJACK_SEATS : 500, closedHours: closedHours(game.id) };
}

/** Every live table of the catalogue of that size, in catalogue order. */
export function liveTables(catalogueSize: number): LiveTableSpec[] {
  return catalogueGames(catalogueSize).filter((g) => g.kind === 'live').map(spec);
}

/**
 * A table's bet range in a currency: the same numbers `/api/v1/live-casino-betlimits` answers and the live feed's
 * `tableLimits` carry. VIP-style tables start higher; CAD maxima are 1.5× (the rows are per currency, not converted).
 */
export function tableBetLimits(game: { id: number; name: string }, currency: string): { min: number; max: number } {
  const vip = /VIP|Salon|Platinum|Grand/.test(game.name);
  const min = vip ? 50 : [0.1, 0.2, 0.5, 1, 5][game.id % 5]!;
  const max = vip ? 20_000 : [500, 1_000, 2_500, 5_000, 10_000][game.id % 5]!;
  return { min, max: currency === 'CAD' ? max * 1.5 : max };
}
