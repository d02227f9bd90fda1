import Fuse, { type IFuseOptions } from 'fuse.js';
import { gramsOf } from './ngram-index';
import type { Query } from './narrow-pass';
import type { KeystrokeIndex } from './keystroke-index';

/** At most this many names are scored by fuse per keystroke: the pass stays well under a millisecond. */
export const TYPO_CANDIDATES = 24;
/** Fuse's error ratio: permissive (SPEC §5), safe because the n-grams have already picked plausible names. */
const NAME_THRESHOLD = 0.5;
/** Provider names are few and short; a looser threshold would match them to almost any query. */
const PROVIDER_THRESHOLD = 0.4;
/** A candidate shares at least this share of the query's n-grams: fewer cannot be a one- or two-letter slip. */
const MIN_SHARED = 0.25;
/**
 * ...and at least this share of what the best candidate shares. Fuse is quick to confirm a close match but slow
 * to reject a poor one (it tries every error count up to its threshold), so poor candidates are dropped first.
 */
const MIN_OF_BEST = 0.6;
/** A provider name is scored only when it holds this share of the query's trigrams (a typo keeps most of them). */
const PROVIDER_MIN_SHARED = 0.5;
/** A theme or category word is scored only when its length is within this many letters of the query's. */
const TAG_LENGTH_SLIP = 2;
/**
 * Theme and category words are short and a match lists a whole theme: one or two slips in the word ('rulette',
 * 'blackjak'), not a query that merely shares most of its letters with one ('jackpot king' and 'jackpotit').
 */
const TAG_THRESHOLD = 0.25;

interface Doc {
  text: string;
  /** Game or label position. */
  at: number;
}

/**
 * The fallback for queries the exact passes barely match: n-gram overlap picks a bounded set of names, fuse.js
 * scores only those, and provider names and the words of themes and categories get their own small fuse pass, so
 * 'pragmatc' still lists Pragmatic Play and 'rulette' the roulette tables.
 */
export class TypoPass {
  private readonly docs: readonly Doc[];
  private readonly labels: readonly Doc[];
  private readonly labelGrams: readonly Set<number>[];
  /** Every word of every tag, `at` its tag. */
  private readonly tagWords: readonly Doc[];
  private readonly tagWordGrams: readonly Set<number>[];
  // Scratch reused on every keystroke (reset after use) so a pass allocates next to nothing.
  private readonly counts: Uint16Array;
  private readonly touched: number[] = [];

  constructor(private readonly index: KeystrokeIndex) {
    this.docs = index.names.map((text, at) => ({ text, at }));
    this.counts = new Uint16Array(index.games.length);
    this.labels = index.labels.map((text, at) => ({ text, at }));
    this.labelGrams = index.compactLabels.map((label) => gramsOf(label, 3));
    this.tagWords = index.tagWords.flatMap((words, at) => words.map((text) => ({ text, at })));
    this.tagWordGrams = this.tagWords.map(({ text }) => gramsOf(text.replaceAll(' ', ''), 3));
  }

  /** Games within typos of the query, best first; `taken(i)` games are already listed and are skipped. */
  run(q: Query, taken: (i: number) => boolean): number[] {
    if (q.compact.length < 2) return [];
    const out: number[] = [];
    const candidates = this.candidates(q.compact, taken);
    if (candidates.length > 0) {
      const fuse = new Fuse(candidates.map((i) => this.docs[i]!), fuseOptions(NAME_THRESHOLD));
      for (const r of fuse.search(q.text)) out.push(r.item.at);
    }
    const labels = this.labelCandidates(q);
    if (labels.length > 0) {
      for (const r of new Fuse(labels, fuseOptions(PROVIDER_THRESHOLD)).search(q.text)) {
        for (const i of this.index.labelGames[r.item.at]!) if (!taken(i)) out.push(i);
      }
    }
    const tagWords = this.tagWordCandidates(q);
    if (tagWords.length > 0) {
      for (const r of new Fuse(tagWords, fuseOptions(TAG_THRESHOLD)).search(q.text)) {
        for (const i of this.index.tagGames[r.item.at]!) if (!taken(i)) out.push(i);
      }
    }
    return dedupe(out);
  }

  /**
   * Words of tags not matched exactly already that hold most of the query's trigrams (as labelCandidates) and are
   * about as long: a slip in the word itself ('rulette'), not a longer query holding it ('jackpot king' is no typo
   * of 'jackpots', nor 'king' of 'jackpot king').
   */
  private tagWordCandidates(q: Query): Doc[] {
    if (q.compact.length < 4) return [];
    const grams = gramsOf(q.compact, 3);
    return this.tagWords.filter(({ at, text }, k) => {
      if (q.tagTier[at]! >= 0 || Math.abs(text.replaceAll(' ', '').length - q.compact.length) > TAG_LENGTH_SLIP) return false;
      let shared = 0;
      for (const g of grams) if (this.tagWordGrams[k]!.has(g)) shared++;
      return shared >= grams.size * PROVIDER_MIN_SHARED;
    });
  }

  /**
   * Provider names holding most of the query's trigrams and not matched exactly already. Most keystrokes are
   * parts of game names, and fuse would spend longer rejecting every provider than scoring the names.
   */
  private labelCandidates(q: Query): Doc[] {
    if (q.compact.length < 4) return [];
    const grams = gramsOf(q.compact, 3);
    return this.labels.filter(({ at }) => {
      if (q.labelTier[at]! >= 0) return false; // its games are already among the exact matches
      let shared = 0;
      for (const g of grams) if (this.labelGrams[at]!.has(g)) shared++;
      return shared >= grams.size * PROVIDER_MIN_SHARED;
    });
  }

  /** The names sharing most n-grams with the query (ties: shorter, then catalogue order), at most TYPO_CANDIDATES. */
  private candidates(query: string, taken: (i: number) => boolean): number[] {
    // A short query has few trigrams and one slip breaks most of them; its bigrams survive better. A swap breaks four
    // trigrams and three bigrams: 'jaedrush' keeps 2 of its 6 trigrams of 'Jade Rush' ('rus', 'ush', which every
    // 'X & Rush' shares too, and 'dru' as '&' is 'and'), but 4 of its 7 bigrams ('ja' among them).
    const grams = query.length > 8 ? this.index.trigrams : this.index.bigrams;
    const { counts, touched } = this;
    const total = grams.countShared(query, counts, touched);
    let best = 0;
    // The best overlap counts listed games too: once the exact passes found a close name, only names about as
    // close are worth fuse's time.
    for (const i of touched) if (counts[i]! > best) best = counts[i]!;
    const min = Math.max(1, Math.ceil(total * MIN_SHARED), Math.ceil(best * MIN_OF_BEST));
    const picked: number[] = [];
    for (const i of touched) if (counts[i]! >= min && !taken(i)) picked.push(i);
    const names = this.index.compactNames;
    picked.sort((a, b) => counts[b]! - counts[a]! || names[a]!.length - names[b]!.length || a - b);
    for (const i of touched) counts[i] = 0;
    touched.length = 0;
    return picked.length > TYPO_CANDIDATES ? picked.slice(0, TYPO_CANDIDATES) : picked;
  }
}

// Text is normalised (lower case) before fuse sees it; anywhere in a name counts ('clovr' → 'Lucky Clover').
const fuseOptions = (threshold: number): IFuseOptions<Doc> => ({ keys: ['text'], threshold, isCaseSensitive: true, ignoreLocation: true, includeScore: true });

function dedupe(list: number[]): number[] {
  const seen = new Set<number>();
  return list.filter((i) => !seen.has(i) && (seen.add(i), true));
}
