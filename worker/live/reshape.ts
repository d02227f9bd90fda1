import type { LiveCurrency, LiveJackpot, LiveResult, LiveTable, LiveTableType } from '../../client/contracts/live';

/**
 * The upstream feeds' wire shapes as the worker reads them (decision 049). The worker keeps its own declaration: the
 * emulator's is not imported (ARCHITECTURE.md), and tests/contract holds the emulator to the same shapes. Everything
 * is `unknown` until `reshapeTable` / `reshapeJackpot` has checked it.
 */
export interface FeedTable {
  tableId: string | number;
  tableName: string;
  tableOpen: boolean;
  tableType: string;
  totalSeatedPlayers?: number;
  tableLimits: { minBet: number; maxBet: number; maxPlayers?: number };
  dealer?: { name?: string } | null;
  last20Results?: { result: string | number; color?: string; time?: string }[];
  currency: string;
}

export interface FeedJackpot {
  jackpotId: string | number;
  name: string;
  currency: string;
  amount: number;
  lastWin: { amount: number; time: string } | null;
}

export const CURRENCIES: readonly LiveCurrency[] = ['GBP', 'CAD', 'EUR'];
/** Bounds on feed text: a name longer than this is cut, not passed on (a card has room for far less). */
export const MAX_NAME_CHARS = 80;
export const MAX_DEALER_CHARS = 40;
export const MAX_RESULT_CHARS = 12;
export const MAX_RESULTS = 20;
/** Ids become topics (`table:<id>`) and storage keys: a short, plain alphabet or nothing. */
const ID = /^[A-Za-z0-9_.-]{1,64}$/;

const TYPES: Record<string, LiveTableType> = {
  ROULETTE: 'roulette',
  BLACKJACK: 'blackjack',
  BACCARAT: 'baccarat',
  GAMESHOW: 'game-show',
  GAME_SHOW: 'game-show',
};
const COLOURS: Record<string, LiveResult['colour']> = { RED: 'red', BLACK: 'black', GREEN: 'green', BLUE: 'blue' };

export function isCurrency(value: unknown): value is LiveCurrency {
  return typeof value === 'string' && (CURRENCIES as readonly string[]).includes(value);
}

/** An id from a feed as the site keeps it, or null when it is not one (too long, odd characters, not a scalar). */
export function feedId(value: unknown): string | null {
  const id = typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? String(value) : value;
  return typeof id === 'string' && ID.test(id) ? id : null;
}

/**
 * Feed text as plain text: tags, control characters, bidi overrides and stray angle brackets out (nothing that reads as markup, even where a
 * renderer forgot to escape), runs of space as one, cut to `max` characters (by code point, never half a pair).
 * Null when nothing is left.
 */
export function plainText(value: unknown, max: number): string | null {
  if (typeof value !== 'string') return null;
  const cleaned = value
    .replace(/<[^>]*>/g, ' ')
    .replace(/[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069<>]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const cut = [...cleaned].slice(0, max).join('').trim();
  return cut === '' ? null : cut;
}

function count(value: unknown): number | null {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 && value <= 1_000_000 ? value : null;
}

function money(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= 1e12 ? value : null;
}

function isoTime(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > 40) return null;
  const ms = Date.parse(value);
  return Number.isFinite(ms) ? new Date(ms).toISOString() : null;
}

function record(value: unknown): Record<string, unknown> | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
}

/** The results the feed lists, most recent first as it sends them; a malformed entry is left out, not the table. */
function results(value: unknown): LiveResult[] {
  if (!Array.isArray(value)) return [];
  const out: LiveResult[] = [];
  for (const entry of value.slice(0, MAX_RESULTS)) {
    const r = record(entry);
    if (!r) continue;
    const v = plainText(typeof r.result === 'number' && Number.isFinite(r.result) ? String(r.result) : r.result, MAX_RESULT_CHARS);
    if (!v) continue;
    out.push({ value: v, colour: typeof r.color === 'string' ? (COLOURS[r.color.toUpperCase()] ?? null) : null });
  }
  return out;
}

/**
 * One feed table as the site's LiveTable, or null when it fails the shape: no valid id, name, open flag, limits or
 * currency, or a currency other than the one subscribed (`currency`). `updatedAt` is when the worker took it (`now`):
 * the feed sends no time of its own for a table.
 */
export function reshapeTable(raw: unknown, currency: LiveCurrency, now: Date): LiveTable | null {
  const t = record(raw);
  if (!t) return null;
  const id = feedId(t.tableId);
  const name = plainText(t.tableName, MAX_NAME_CHARS);
  const limits = record(t.tableLimits);
  const min = money(limits?.minBet);
  const max = money(limits?.maxBet);
  if (!id || !name || typeof t.tableOpen !== 'boolean' || min === null || max === null || min > max) return null;
  if (t.currency !== currency) return null;
  const type = typeof t.tableType === 'string' ? (TYPES[t.tableType.toUpperCase()] ?? 'other') : 'other';
  const seated = count(t.totalSeatedPlayers);
  const maxPlayers = count(limits?.maxPlayers);
  // Seats mean something at a seated game only; elsewhere maxPlayers is the studio's cap, not a seat count.
  const seats = type === 'blackjack' && seated !== null && maxPlayers !== null && maxPlayers > 0 ? { taken: Math.min(seated, maxPlayers), total: maxPlayers } : null;
  return {
    id,
    name,
    type,
    open: t.tableOpen,
    seats,
    players: seated,
    bet: { min, max, currency },
    dealer: plainText(record(t.dealer)?.name, MAX_DEALER_CHARS),
    results: results(t.last20Results),
    updatedAt: now.toISOString(),
  };
}

/**
 * The newest result time the feed gave a table (epoch ms), or null: the one clock a table carries, used to drop a
 * state older than the kept one (a late REST snapshot after the socket's update).
 */
export function newestResultTime(raw: unknown): number | null {
  const list = record(raw)?.last20Results;
  if (!Array.isArray(list)) return null;
  let newest: number | null = null;
  for (const entry of list.slice(0, MAX_RESULTS)) {
    const at = isoTime(record(entry)?.time);
    if (at) newest = Math.max(newest ?? 0, Date.parse(at));
  }
  return newest;
}

/** One feed jackpot as the site's LiveJackpot, or null when it fails the shape or is of another currency. */
export function reshapeJackpot(raw: unknown, currency: LiveCurrency, now: Date): LiveJackpot | null {
  const j = record(raw);
  if (!j) return null;
  const id = feedId(j.jackpotId);
  const name = plainText(j.name, MAX_NAME_CHARS);
  const amount = money(j.amount);
  if (!id || !name || amount === null || j.currency !== currency) return null;
  let lastWon: LiveJackpot['lastWon'] = null;
  if (j.lastWin !== null && j.lastWin !== undefined) {
    const w = record(j.lastWin);
    const wonAmount = money(w?.amount);
    const at = isoTime(w?.time);
    // A malformed last win is dropped, the jackpot kept: its amount is what the player came for.
    if (wonAmount !== null && at) lastWon = { amount: wonAmount, at };
  }
  return { id, name, amount, currency, lastWon, updatedAt: now.toISOString() };
}

/** The jackpot feed's list (`{"jackpots": [...]}`) of one currency; entries that fail are left out, duplicates too. */
export function reshapeJackpots(raw: unknown, currency: LiveCurrency, now: Date): LiveJackpot[] | null {
  const list = record(raw)?.jackpots;
  if (!Array.isArray(list)) return null;
  const seen = new Set<string>();
  const out: LiveJackpot[] = [];
  for (const entry of list.slice(0, 200)) {
    const j = reshapeJackpot(entry, currency, now);
    if (!j || seen.has(j.id)) continue;
    seen.add(j.id);
    out.push(j);
  }
  return out;
}

/** The currencies a jackpot list names (its entries may mix currencies on one socket). */
export function jackpotCurrencies(raw: unknown): LiveCurrency[] {
  const list = record(raw)?.jackpots;
  if (!Array.isArray(list)) return [];
  return CURRENCIES.filter((c) => list.some((e) => record(e)?.currency === c));
}

/** The table ids of an `available` answer (`{"tableKey": [...]}`), or null when it is not one. */
export function availableKeys(raw: unknown): string[] | null {
  const keys = record(raw)?.tableKey;
  if (!Array.isArray(keys)) return null;
  return [...new Set(keys.slice(0, 500).map(feedId).filter((k): k is string => k !== null))];
}
