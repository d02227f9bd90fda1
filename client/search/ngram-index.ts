/**
 * An inverted index of the letter n-grams of each game's compact name (normalised, spaces removed). It finds
 * the few games worth checking for a query without reading all of them: the rarest gram of a word narrows the
 * exact pass, and the count of shared grams picks the typo pass's candidates.
 */
export class NgramIndex {
  private readonly postings = new Map<string, Int32Array>();

  /** `texts[i]` is game i's compact name; `n` is the gram length (2 for short queries, 3 otherwise). */
  constructor(
    texts: readonly string[],
    readonly n: number,
  ) {
    const lists = new Map<string, number[]>();
    texts.forEach((text, i) => {
      for (const gram of gramsOf(text, n)) {
        let list = lists.get(gram);
        if (!list) lists.set(gram, (list = []));
        list.push(i); // ascending, and once per game: gramsOf yields each gram once
      }
    });
    for (const [gram, list] of lists) this.postings.set(gram, Int32Array.from(list));
  }

  /** The games whose text holds `gram`, ascending; empty when none does. */
  postingsOf(gram: string): Int32Array {
    return this.postings.get(gram) ?? EMPTY;
  }

  /**
   * The shortest postings list among the grams of `word` (length ≥ n): every game whose text contains `word`
   * is in it, and it is the smallest such superset this index can give.
   */
  rarestPostings(word: string): Int32Array {
    let best: Int32Array | undefined;
    for (const gram of gramsOf(word, this.n)) {
      const list = this.postingsOf(gram);
      if (!best || list.length < best.length) best = list;
      if (best.length === 0) break;
    }
    return best ?? EMPTY;
  }

  /**
   * Adds 1 to `counts[i]` for every distinct gram of `query` game i shares, and lists each game touched once in
   * `touched`. Returns how many distinct grams the query has. The caller owns (and resets) both arrays.
   */
  countShared(query: string, counts: Uint16Array, touched: number[]): number {
    const grams = gramsOf(query, this.n);
    for (const gram of grams) {
      for (const i of this.postingsOf(gram)) {
        if (counts[i] === 0) touched.push(i);
        counts[i] = counts[i]! + 1;
      }
    }
    return grams.size;
  }
}

const EMPTY = new Int32Array(0);

/** The distinct n-grams of `text`; none when it is shorter than n. */
export function gramsOf(text: string, n: number): Set<string> {
  const grams = new Set<string>();
  for (let i = 0; i + n <= text.length; i++) grams.add(text.slice(i, i + n));
  return grams;
}
