import type { LiveCurrency, LiveJackpot, LiveResult, LiveServerFrame, LiveSnapshot, LiveTable, LiveTableType } from '../contracts/live';

/**
 * The object's frames as the browser reads them: a frame that is not JSON, not one of LiveServerFrame's shapes, or
 * holds a table or jackpot of the wrong shape is dropped whole (null), never half-applied. The worker checks what it
 * sends; this is the browser not trusting a proxy, an old object or a new one with shapes this release does not know.
 */
const CURRENCIES: readonly string[] = ['GBP', 'CAD', 'EUR'] satisfies LiveCurrency[];
const TYPES: readonly string[] = ['roulette', 'blackjack', 'baccarat', 'game-show', 'other'] satisfies LiveTableType[];
const COLOURS: readonly unknown[] = ['red', 'black', 'green', 'blue', null];
/** Longer strings than any name or id a feed sends: a frame carrying one is not one of ours. */
const MAX_TEXT = 200;

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const isText = (v: unknown): v is string => typeof v === 'string' && v.length <= MAX_TEXT;
const isAmount = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v) && v >= 0;
const isCount = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0;

function isResult(v: unknown): v is LiveResult {
  return isObj(v) && isText(v.value) && COLOURS.includes(v.colour);
}

export function isLiveTable(v: unknown): v is LiveTable {
  if (!isObj(v) || !isText(v.id) || !isText(v.name) || !TYPES.includes(v.type as string) || typeof v.open !== 'boolean') return false;
  const seats = v.seats;
  if (seats !== null && !(isObj(seats) && isCount(seats.taken) && isCount(seats.total) && seats.taken <= seats.total)) return false;
  if (v.players !== null && !isCount(v.players)) return false;
  const bet = v.bet;
  if (!isObj(bet) || !isAmount(bet.min) || !isAmount(bet.max) || !CURRENCIES.includes(bet.currency as string)) return false;
  if (v.dealer !== null && !isText(v.dealer)) return false;
  return Array.isArray(v.results) && v.results.length <= 20 && v.results.every(isResult) && isText(v.updatedAt);
}

export function isLiveJackpot(v: unknown): v is LiveJackpot {
  if (!isObj(v) || !isText(v.id) || !isText(v.name) || !isAmount(v.amount) || !CURRENCIES.includes(v.currency as string) || !isText(v.updatedAt)) return false;
  const last = v.lastWon;
  return last === null || (isObj(last) && isAmount(last.amount) && isText(last.at));
}

export function isLiveSnapshot(v: unknown): v is LiveSnapshot {
  return (
    isObj(v) &&
    CURRENCIES.includes(v.currency as string) &&
    Array.isArray(v.tables) &&
    v.tables.every(isLiveTable) &&
    Array.isArray(v.jackpots) &&
    v.jackpots.every(isLiveJackpot) &&
    (v.feedAt === null || isText(v.feedAt)) &&
    typeof v.stale === 'boolean'
  );
}

/** One text frame from the socket as a LiveServerFrame, or null to ignore it. */
export function parseServerFrame(text: unknown): LiveServerFrame | null {
  if (typeof text !== 'string') return null;
  let v: unknown;
  try {
    v = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isObj(v)) return null;
  switch (v.t) {
    case 'snapshot':
      return isLiveSnapshot(v.snapshot) ? { t: 'snapshot', snapshot: v.snapshot } : null;
    case 'table':
      return isLiveTable(v.table) ? { t: 'table', table: v.table } : null;
    case 'table-gone':
      return isText(v.id) ? { t: 'table-gone', id: v.id } : null;
    case 'jackpots':
      return Array.isArray(v.jackpots) && v.jackpots.every(isLiveJackpot) ? { t: 'jackpots', jackpots: v.jackpots } : null;
    case 'feed':
      return typeof v.stale === 'boolean' && (v.feedAt === null || isText(v.feedAt)) ? { t: 'feed', stale: v.stale, feedAt: v.feedAt } : null;
    default:
      return null;
  }
}
