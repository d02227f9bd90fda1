import type { SearchGame } from '../contracts/search';
import { gameOfKey, prepareQuery, rankKey, type Query } from './narrow-pass';
import { normalise } from './normalise';
import { buildKeystrokeIndex, type KeystrokeIndex } from './keystroke-index';
import { TypoPass } from './typo-pass';

/** Games search never lists, whatever the query (SPEC §5). */
export const EXCLUDED_GAME_IDS: ReadonlySet<number> = new Set([5115, 10418, 10419]);

export interface SearchEngine {
  /** Every matching game, best first; empty for an empty query. The UI pages it (26, then +16). */
  search(query: string): readonly SearchGame[];
  /**
   * Answers a one-character query ahead of need (idle time) and keeps the answer: a first letter matches most of
   * the catalogue and is the dearest query of all, and it is the first thing every search types.
   */
  precompute(query: string): void;
}

/** Fewer exact matches than a first page (SPEC §9: 26) and the typo pass fills in after them. */
const TYPO_FALLBACK_BELOW = 26;
/** Recent queries whose matches the next keystroke can narrow from (the user types on, or deletes back). */
const HISTORY = 8;

interface Narrowed {
  query: string;
  /** Every game the exact passes matched, in rank order. */
  matched: Int32Array;
  results: readonly SearchGame[];
}

/**
 * Builds the indexes once; each search is synchronous, so the list for a keystroke never arrives out of order.
 * A catalogue of one game or fewer searches to nothing (SPEC §5).
 */
export function createSearchEngine(games: readonly SearchGame[]): SearchEngine {
  const none: SearchEngine = { search: () => [], precompute: () => undefined };
  if (games.length <= 1) return none;
  const index = buildKeystrokeIndex(games.filter((g) => !EXCLUDED_GAME_IDS.has(g.id)));
  if (index.games.length === 0) return none;
  const engine = new Engine(index);
  // Plain functions: callers may pass them around without their object.
  return { search: (query) => engine.search(query), precompute: (query) => engine.precompute(query) };
}

class Engine implements SearchEngine {
  private readonly typos: TypoPass;
  private readonly history: Narrowed[] = [];
  /** One-character queries, kept for the page's life (at most one per character; see precompute). */
  private readonly single = new Map<string, Narrowed>();
  // Generation stamps: game i is in the current set when seen[i] === stamp. Reset-free across keystrokes.
  private readonly seen: Uint32Array;
  private stamp = 0;

  constructor(private readonly index: KeystrokeIndex) {
    this.typos = new TypoPass(index);
    this.seen = new Uint32Array(index.games.length);
  }

  search(raw: string): readonly SearchGame[] {
    const text = normalise(raw);
    if (!text) return [];
    const known = this.single.get(text) ?? this.history.find((h) => h.query === text);
    if (known) return known.results;
    const entry = this.answer(text);
    if (text.length > 1) this.remember(entry); // a one-character answer is kept in `single` already
    return entry.results;
  }

  precompute(raw: string): void {
    const text = normalise(raw);
    if (text.length === 1 && !this.single.has(text)) this.answer(text);
  }

  private answer(text: string): Narrowed {
    const q = prepareQuery(this.index, text);
    const matched = this.narrow(q, this.candidates(q));
    const results: SearchGame[] = new Array(matched.length);
    for (let k = 0; k < matched.length; k++) results[k] = this.index.games[matched[k]!]!;
    if (matched.length < TYPO_FALLBACK_BELOW) {
      const stamp = this.nextStamp();
      for (const i of matched) this.seen[i] = stamp;
      for (const i of this.typos.run(q, (i) => this.seen[i] === stamp)) results.push(this.index.games[i]!);
    }
    const entry = { query: text, matched, results };
    if (text.length === 1) this.single.set(text, entry);
    return entry;
  }

  /**
   * Games that can match, the smaller of two supersets: the matches of the longest earlier query this one
   * extends (a match of 'gold d' is a match of 'gold'), and the games holding the rarest n-gram of the query's
   * longest word plus the games of providers and of tags (themes, categories) whose words contain that word.
   * Every game for a first, one-letter query.
   */
  private candidates(q: Query): ArrayLike<number> | null {
    let base: Narrowed | undefined;
    for (const h of this.history) if (q.text.startsWith(h.query) && (!base || h.query.length > base.query.length)) base = h;
    base ??= this.single.get(q.text[0]!);
    const word = q.text.split(' ').reduce((a, b) => (b.length > a.length ? b : a));
    if (word.length < 2) return base ? base.matched : null;
    const rare = (word.length >= 3 ? this.index.trigrams : this.index.bigrams).rarestPostings(word);
    const labels = this.index.compactLabels.flatMap((label, l) => (label.includes(word) ? [this.index.labelGames[l]!] : []));
    this.index.compactTagWords.forEach((words, t) => words.some((w) => w.includes(word)) && labels.push(this.index.tagGames[t]!));
    const size = labels.reduce((sum, games) => sum + games.length, rare.length);
    if (base && base.matched.length <= size) return base.matched;
    const stamp = this.nextStamp();
    const out: number[] = [];
    for (const list of [rare, ...labels]) {
      for (const i of list) {
        if (this.seen[i] !== stamp) {
          this.seen[i] = stamp;
          out.push(i);
        }
      }
    }
    return out;
  }

  /** The matching games among the candidates (all games when null), in rank order. */
  private narrow(q: Query, candidates: ArrayLike<number> | null): Int32Array {
    const n = candidates ? candidates.length : this.index.games.length;
    const keys = new Float64Array(n);
    let found = 0;
    for (let k = 0; k < n; k++) {
      const key = rankKey(this.index, q, candidates ? candidates[k]! : k);
      if (key >= 0) keys[found++] = key;
    }
    const sorted = keys.subarray(0, found).sort();
    const matched = new Int32Array(found);
    for (let k = 0; k < found; k++) matched[k] = gameOfKey(this.index, sorted[k]!);
    return matched;
  }

  private remember(entry: Narrowed): void {
    this.history.unshift(entry);
    if (this.history.length > HISTORY) this.history.pop();
  }

  private nextStamp(): number {
    this.stamp = (this.stamp + 1) >>> 0 || 1;
    if (this.stamp === 1) this.seen.fill(0); // wrapped after 4 billion searches: old stamps must not collide
    return this.stamp;
  }
}
