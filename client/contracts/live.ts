/**
 * The live casino as the site sees it (issue 54, docs/decisions/049-live-casino.md): what the worker's Durable Object
 * keeps and sends, what a page's server render carries, what the browser draws. The upstream feeds' own shapes are
 * reshaped into these at the worker's boundary (worker/live/); every string here came from a feed and is plain
 * text, never markup.
 */

/** The currencies the site shows (SPEC: GB → GBP, CA → CAD, else EUR). */
export type LiveCurrency = 'GBP' | 'CAD' | 'EUR';

/** What kind of table a card draws (results differ: roulette numbers, a baccarat road, blackjack seats). */
export type LiveTableType = 'roulette' | 'blackjack' | 'baccarat' | 'game-show' | 'other';

/** One past result, most recent first in `LiveTable.results`. */
export interface LiveResult {
  /** As the feed gives it: a roulette number ('17'), a baccarat winner ('P', 'B', 'T'), a wheel segment. */
  value: string;
  colour: 'red' | 'black' | 'green' | 'blue' | null;
}

/** One live table in one currency. */
export interface LiveTable {
  /** The platform's game id of the table's game (the key the bet-limits call uses too), as a string. */
  id: string;
  name: string;
  type: LiveTableType;
  open: boolean;
  /** Seats taken of total, for tables with seats (blackjack); null otherwise. */
  seats: { taken: number; total: number } | null;
  /** Players at the table now (bet behind included), when the feed says. */
  players: number | null;
  bet: { min: number; max: number; currency: LiveCurrency };
  /** The dealer's first name, or null between shifts. */
  dealer: string | null;
  /** At most 20, most recent first. */
  results: LiveResult[];
  /** When the feed last changed this table (ISO 8601). */
  updatedAt: string;
}

/** One progressive jackpot in one currency. */
export interface LiveJackpot {
  id: string;
  name: string;
  amount: number;
  currency: LiveCurrency;
  /** The last win, if the feed has seen one. */
  lastWon: { amount: number; at: string } | null;
  updatedAt: string;
}

/** Every table and jackpot of one currency at one moment: what a server render and a socket's first frame carry. */
export interface LiveSnapshot {
  currency: LiveCurrency;
  tables: LiveTable[];
  jackpots: LiveJackpot[];
  /** When the object last heard from the upstream feed (ISO 8601), or null if it never has. */
  feedAt: string | null;
  /** True when the upstream feed has been silent longer than LIVE_STALE_SECONDS: show the age, not 'live'. */
  stale: boolean;
}

/**
 * A topic a browser may watch: every table ('tables'), one table ('table:<id>'), or the jackpots ('jackpots').
 * Anything else closes the socket.
 */
export type LiveTopic = 'tables' | 'jackpots' | `table:${string}`;

/** Browser → worker, one JSON text frame, at most LIVE_MAX_FRAME_BYTES. */
export type LiveClientFrame = { t: 'watch'; topics: LiveTopic[] } | { t: 'unwatch'; topics: LiveTopic[] };

/** Worker → browser, one JSON text frame each. */
export type LiveServerFrame =
  /** Sent once after each watch: the current state of what the socket now watches. */
  | { t: 'snapshot'; snapshot: LiveSnapshot }
  | { t: 'table'; table: LiveTable }
  /** A table the feed no longer lists. */
  | { t: 'table-gone'; id: string }
  | { t: 'jackpots'; jackpots: LiveJackpot[] }
  /** The upstream feed fell silent (stale) or came back; `feedAt` as in LiveSnapshot. */
  | { t: 'feed'; stale: boolean; feedAt: string | null };

/** The largest frame a browser may send; a larger one closes its socket (1009). */
export const LIVE_MAX_FRAME_BYTES = 2048;
/** The most topics one socket may watch at once; more closes it (1008). */
export const LIVE_MAX_TOPICS = 64;
/** The text a browser sends to keep its socket open; the object answers LIVE_PONG without waking (auto-response). */
export const LIVE_PING = 'ping';
export const LIVE_PONG = 'pong';
/** The site's path for the browser's socket (an Upgrade: websocket GET). */
export const LIVE_SOCKET_PATH = '/api/live/socket';
/**
 * The socket URL's query naming what the page watches (`?watch=tables,jackpots`): the object sends the snapshot with
 * the upgrade. The page still sends its `watch` once open, for an object of an older release that reads no query;
 * a `watch` that adds no topic is answered with nothing.
 */
export const LIVE_WATCH_PARAM = 'watch';
