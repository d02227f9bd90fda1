import type { KeyTerms } from '../../client/contracts/content';
import { clampText } from '../render/head';
import { textOf } from './entities';

/** A longer 'eligible games' is prose, not a term that fits beside a button: it is cut at a word with '…'. */
export const ELIGIBLE_GAMES_CHARS = 80;
/** No real offer waits longer than this; a bigger figure is an editor's typo (a date typed into a day count). */
const MAX_EXPIRY_DAYS = 3650;
/** Far above any real minimum deposit or cap; a bigger figure is a slip of the keyboard, not a term. */
const MAX_AMOUNT = 10_000_000;

/**
 * A non-negative number from an upstream field, else null (docs/decisions/034-key-terms.md): ACF number fields
 * come as numbers, or as numeric strings from a REST plugin that stores meta as text; '' is "not filled in".
 */
export function termNumber(value: unknown, max: number): number | null {
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^\s*\d+(?:\.\d+)?\s*$/.test(value) ? Number(value) : NaN;
  return Number.isFinite(n) && n >= 0 && n <= max ? n : null;
}

/** Plain text, bounded: markup and entities are gone (the edge strips untrusted text), long text cut at a word with '…'. */
export function termText(value: unknown): string {
  return clampText(typeof value === 'string' ? textOf(value) : '', ELIGIBLE_GAMES_CHARS);
}

/** The raw values of one offer's key terms, named as the site names them (each source maps its own field names). */
export interface RawKeyTerms {
  wagering: unknown;
  minDeposit: unknown;
  eligibleGames: unknown;
  expiryDays: unknown;
  maxWin: unknown;
}

/** Untrusted values → KeyTerms: a bad or missing value becomes "none" and never breaks the page. */
export function keyTermsOf(raw: RawKeyTerms): KeyTerms {
  // Whole days only: '7.5 days after claim' is no term anyone can read.
  const days = termNumber(raw.expiryDays, MAX_EXPIRY_DAYS);
  const maxWin = termNumber(raw.maxWin, MAX_AMOUNT);
  return {
    wagering: termNumber(raw.wagering, 1000),
    minDeposit: termNumber(raw.minDeposit, MAX_AMOUNT),
    eligibleGames: termText(raw.eligibleGames),
    expiryDays: days !== null && Number.isInteger(days) && days > 0 ? days : null,
    // A cap of 0 is an unfilled field, not an offer that can pay nothing.
    maxWin: maxWin ? maxWin : null,
  };
}

/** No terms at all: what an offer carries when its source sends none. */
export const NO_KEY_TERMS: KeyTerms = { wagering: null, minDeposit: null, eligibleGames: '', expiryDays: null, maxWin: null };
