import Fuse, { type IFuseOptions } from 'fuse.js';
import type { Query } from './narrow-pass';
import type { SearchIndex } from './search-index';

/** At most this many names are scored by fuse per keystroke: the pass stays well under a millisecond. */
export const TYPO_CANDIDATES = 48;
/** Fuse's error ratio: permissive (SPEC §5), safe because the n-grams have already picked plausible names. */
const NAME_THRESHOLD = 0.5;
/** Provider names are few and short; a looser threshold would match them to almost any query. */
const PROVIDER_THRESHOLD = 0.4;
/** A candidate shares at least this share of the query's n-grams: fewer cannot be a one- or two-letter slip. */
const MIN_SHARED = 0.25;

interface Doc {
  text: string;
  /** Game or label position. */
  at: number;
}

/**
 * The fallback for queries the exact passes barely match: n-gram overlap picks a bounded set of names, fuse.js
 * scores only those, and provider names get their own small fuse pass so 'pragmatc' still lists Pragmatic Play.
 */
export class TypoPass {
  private readonly docs: readonly Doc[];
  private readonly providers: Fuse<Doc>;
  // Scratch reused on every keystroke (reset after use) so a pass allocates next to nothing.
  private readonly counts: Uint16Array;
  private readonly touched: number[] = [];

  constructor(private readonly index: SearchIndex) {
    this.docs = index.names.map((text, at) => ({ text, at }));
    this.counts = new Uint16Array(index.games.length);
    const labels = index.labels.map((text, at) => ({ text, at }));
    this.providers = new Fuse(labels, fuseOptions(PROVIDER_THRESHOLD));
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
    if (q.compact.length >= 3) {
      for (const r of this.providers.search(q.text)) {
        if (q.labelTier[r.item.at]! >= 0) continue; // its games are already among the exact matches
        for (const i of this.index.labelGames[r.item.at]!) if (!taken(i)) out.push(i);
      }
    }
    return dedupe(out);
  }

  /** The names sharing most n-grams with the query (ties: fewer letters, then catalogue position), at most TYPO_CANDIDATES. */
  private candidates(query: string, taken: (i: number) => boolean): number[] {
    const grams = query.length >= 4 ? this.index.trigrams : this.index.bigrams;
    const { counts, touched } = this;
    const total = grams.countShared(query, counts, touched);
    const min = Math.max(1, Math.ceil(total * MIN_SHARED));
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
