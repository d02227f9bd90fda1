/**
 * An inverted index of the letter n-grams of each game's compact name (normalised, spaces removed). It finds
 * the few games worth checking for a query without reading all of them: the rarest gram of a word narrows the
 * exact pass, and the count of shared grams picks the typo pass's candidates.
 */
export class NgramIndex {
  private readonly postings = new Map<number, Int32Array>();

  /** `texts[i]` is game i's compact name; `n` is the gram length (2 or 3). */
  constructor(
    texts: readonly string[],
    readonly n: number,
  ) {
    const lists = new Map<number, number[]>();
    texts.forEach((text, i) => {
      for (const gram of gramsOf(text, n)) {
        const list = lists.get(gram);
        if (list) list.push(i); // ascending, and once per game: gramsOf yields each gram once
        else lists.set(gram, [i]);
      }
    });
    for (const [gram, list] of lists) this.postings.set(gram, Int32Array.from(list));
  }

  /** The games whose text holds `gram`, ascending; empty when none does. */
  postingsOf(gram: number): Int32Array {
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

/**
 * The distinct n-grams of `text` (n ≤ 3), each as a small integer of 10 bits per letter: hashing those instead
 * of sliced strings makes the index build several times faster. Letters past U+03FF share codes with others;
 * that only makes a postings list a superset, which both passes tolerate. None when the text is shorter than n.
 */
export function gramsOf(text: string, n: number): Set<number> {
  const grams = new Set<number>();
  for (let i = 0; i + n <= text.length; i++) {
    let gram = 0;
    for (let k = 0; k < n; k++) gram = (gram << 10) | (text.charCodeAt(i + k) & 0x3ff);
    grams.add(gram);
  }
  return grams;
}
