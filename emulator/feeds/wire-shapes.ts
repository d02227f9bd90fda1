/**
 * The two upstream feeds of the live casino as they send them (docs/decisions/049-live-casino.md, "Upstream wire
 * shapes"), written from the sender's side. The worker reads them at worker/live/ with its own declaration; the two
 * are deliberately not shared, so a field the site misreads is caught by tests/contract/live-feed.test.ts.
 */

/** The DGA's table kinds; the catalogue's live games map onto these by name (emulator/data/live-tables.ts). */
export type DgaTableType = 'ROULETTE' | 'BLACKJACK' | 'BACCARAT' | 'GAMESHOW' | 'DRAGONTIGER' | 'POKER';

/** The currencies the emulated feeds price in. */
export type FeedCurrency = 'GBP' | 'CAD' | 'EUR';

export const FEED_CURRENCIES: readonly FeedCurrency[] = ['GBP', 'CAD', 'EUR'];

export type DgaColor = 'red' | 'black' | 'green' | 'blue';

/** One past result; `time` is an ISO 8601 instant (UTC, milliseconds). */
export interface DgaResult {
  /** A roulette number ('0'–'36'), a baccarat winner ('P', 'B', 'T'), a dragon tiger winner ('D', 'T', 'TIE'). */
  result: string;
  color: DgaColor;
  time: string;
}

/** The table object: sent on subscribe and on every change, and listed by the REST snapshot. */
export interface DgaTable {
  /** The platform's game id of the table's game, as a string. */
  tableId: string;
  tableName: string;
  tableOpen: boolean;
  tableType: DgaTableType;
  /** Blackjack: seats taken (0–maxPlayers); other tables: players betting now. 0 when closed. */
  totalSeatedPlayers: number;
  tableLimits: { minBet: number; maxBet: number; maxPlayers: number };
  /** The dealer on shift; `name` is '' while the table is closed. */
  dealer: { name: string };
  /** At most 20, most recent first; empty for tables without results (blackjack, hold'em). */
  last20Results: DgaResult[];
  currency: FeedCurrency;
}

/** Client → feed, one JSON text frame each. */
export type DgaClientMessage =
  | { type: 'available'; casinoId: string }
  | { type: 'subscribe'; key: string; casinoId: string; currency: string }
  | { type: 'unsubscribe'; key: string; casinoId: string; currency: string };

/** The answer to `available`: every table id the casino may subscribe to. */
export interface DgaAvailable {
  tableKey: string[];
}

/** GET {LIVE_FEED_URL}/tables?casinoId=178&currency=GBP: every table in one currency. */
export interface DgaTablesBody {
  tables: DgaTable[];
}

/** One progressive jackpot in one currency. */
export interface JackpotEntry {
  jackpotId: string;
  name: string;
  currency: FeedCurrency;
  /** Two decimals. */
  amount: number;
  /** The last win since the emulator started (`time` ISO 8601), null before the first. */
  lastWin: { amount: number; time: string } | null;
}

/**
 * GET {JACKPOT_FEED_URL}/jackpots?currency=GBP, and what the jackpot socket sends after
 * `{"type":"subscribe","currency":"GBP"}` and on every change.
 */
export interface JackpotsBody {
  jackpots: JackpotEntry[];
}

export type JackpotClientMessage = { type: 'subscribe'; currency: string } | { type: 'unsubscribe'; currency: string };
