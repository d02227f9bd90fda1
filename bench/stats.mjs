// The bench's statistics (issue 53): medians with their spread, the Mann–Whitney U test, and the verdict of a budget
// stated against a reference measured in the same run (a twin, a floor). docs/testing.md 'Verdicts' says why.

/** The middle value (the mean of the two middle ones for an even count); NaN for no values. */
/** @param {readonly number[]} values @returns {number} */
export function median(values) {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** The lowest and highest value: with five rounds the whole spread is the honest one (an IQR of five is two points). */
/** @param {readonly number[]} values @returns {{ min: number, max: number }} */
export function spread(values) {
  return { min: Math.min(...values), max: Math.max(...values) };
}

/** Φ, the standard normal distribution function (Abramowitz & Stegun 26.2.17 by way of erf 7.1.26: error < 1.5e-7). */
/** @param {number} z */
export function normalCdf(z) {
  const x = Math.abs(z) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * x);
  const erf = 1 - ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) * t * Math.exp(-x * x);
  return z >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
}

/**
 * @typedef {object} MannWhitney
 * @property {number} u U of the first sample: the number of pairs (x, y) with x > y, ties counting ½.
 * @property {number} p Two-sided p-value.
 * @property {boolean} exact Whether p is the exact distribution's (no ties, small samples) or the normal one's.
 * @property {-1 | 0 | 1} direction +1 when the first sample tends to be greater (U above its mean n·m/2), -1 smaller.
 */

/** Samples up to this size with no ties get the exact p-value (the count of U's arrangements); larger ones the normal one. */
const EXACT_UP_TO = 50;

/**
 * The Mann–Whitney U test (Wilcoxon rank-sum) of `x` against `y`, two-sided: U from mid-ranks; the p-value exact when
 * there are no ties and both samples have ≤ 50 values, else from the normal approximation with the tie correction of
 * the variance and a continuity correction of ½ (as scipy.stats.mannwhitneyu's 'asymptotic' method).
 * @param {readonly number[]} x
 * @param {readonly number[]} y
 * @returns {MannWhitney}
 */
export function mannWhitney(x, y) {
  const n = x.length;
  const m = y.length;
  if (n === 0 || m === 0) throw new Error('mannWhitney: both samples need values');
  const all = [...x.map((v) => ({ v, first: true })), ...y.map((v) => ({ v, first: false }))].sort((a, b) => a.v - b.v);
  let rankSumX = 0;
  let tieTerm = 0;
  for (let i = 0; i < all.length; ) {
    let j = i;
    while (j < all.length && all[j].v === all[i].v) j++;
    const t = j - i;
    const midRank = (i + 1 + j) / 2;
    for (let k = i; k < j; k++) if (all[k].first) rankSumX += midRank;
    tieTerm += t * t * t - t;
    i = j;
  }
  const u = rankSumX - (n * (n + 1)) / 2;
  const mean = (n * m) / 2;
  const direction = /** @type {-1 | 0 | 1} */ (u > mean ? 1 : u < mean ? -1 : 0);
  if (tieTerm === 0 && n <= EXACT_UP_TO && m <= EXACT_UP_TO) return { u, p: exactP(n, m, u), exact: true, direction };
  const total = n + m;
  const variance = ((n * m) / 12) * (total + 1 - tieTerm / (total * (total - 1)));
  if (variance === 0) return { u, p: 1, exact: false, direction };
  const z = Math.max(0, Math.abs(u - mean) - 0.5) / Math.sqrt(variance);
  return { u, p: Math.min(1, 2 * (1 - normalCdf(z))), exact: false, direction };
}

/**
 * Two-sided exact p of U = u for samples of n and m without ties: 2 × the smaller tail of U's null distribution.
 * @param {number} n @param {number} m @param {number} u
 */
function exactP(n, m, u) {
  const counts = uDistribution(n, m);
  const all = counts.reduce((a, b) => a + b, 0);
  let below = 0;
  let above = 0;
  for (let k = 0; k < counts.length; k++) {
    if (k <= u) below += counts[k];
    if (k >= u) above += counts[k];
  }
  return Math.min(1, (2 * Math.min(below, above)) / all);
}

/**
 * How many of the C(n+m, n) orderings of two samples give each U (index = U): the recurrence
 * f(n, m, u) = f(n − 1, m, u − m) + f(n, m − 1, u) — the largest value is the first sample's or the second's.
 * @param {number} n @param {number} m @returns {number[]}
 */
function uDistribution(n, m) {
  // table[j][u] for the current i (first sample's size), j = 0..m.
  /** @type {number[][]} */
  let prev = Array.from({ length: m + 1 }, () => [1]); // i = 0: U is 0 in one way
  for (let i = 1; i <= n; i++) {
    /** @type {number[][]} */
    const cur = [[1]]; // j = 0: U is 0 in one way
    for (let j = 1; j <= m; j++) {
      const size = i * j + 1;
      const row = new Array(size).fill(0);
      const a = prev[j]; // the largest value is from the first sample: it beats the j of the second
      for (let k = 0; k < a.length; k++) row[k + j] += a[k];
      const b = cur[j - 1]; // the largest value is from the second sample
      for (let k = 0; k < b.length; k++) row[k] += b[k];
      cur.push(row);
    }
    prev = cur;
  }
  return prev[m];
}

/** @typedef {'within' | 'over' | 'undecided'} Verdict */

/**
 * A budget relative to a reference: the page may be `times` the reference, plus `plus` (TBT: times 1, plus 50 ms).
 * @typedef {{ times?: number, plus?: number }} RelativeBudget
 */

/** The significance level of every verdict (issue 53: p ≤ 0.05). */
export const ALPHA = 0.05;

/**
 * The verdict on `measured` (a page's samples) against a budget relative to `reference` (its twin's samples from the
 * same run): the twin's samples are moved to the budget's edge (each × times + plus) and the page's samples tested
 * against those edge samples with the two-sided Mann–Whitney test. 'over' when the page is significantly above the
 * edge (p ≤ ALPHA, page greater), 'within' when significantly below it, 'undecided' when the runs cannot tell — a page
 * near the edge, or too few and too spread runs. This is a test against a margin (non-inferiority, two one-sided tests
 * at ALPHA / 2 each): a verdict is only given where the samples show it, as js-framework-benchmark's t-test does.
 * @param {readonly number[]} measured
 * @param {readonly number[]} reference
 * @param {RelativeBudget} budget
 * @returns {{ verdict: Verdict, p: number }}
 */
export function verdict(measured, reference, budget, alpha = ALPHA) {
  const times = budget.times ?? 1;
  const plus = budget.plus ?? 0;
  const edge = reference.map((r) => r * times + plus);
  const test = mannWhitney(measured, edge);
  if (test.p > alpha || test.direction === 0) return { verdict: 'undecided', p: test.p };
  return { verdict: test.direction > 0 ? 'over' : 'within', p: test.p };
}

/**
 * The value below which `share` of the values lie, as the bench's rows have always taken it: the sorted values'
 * element at ⌊n × share⌋.
 * @param {readonly number[]} values @param {number} share
 */
export function percentile(values, share) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? NaN;
}

/** A small seeded generator (mulberry32): the same samples give the same interval on every run. @param {number} seed */
export function seeded(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * The verdict on a ratio of two statistics that no rank test compares — a p95 to a p95 (the navigation rows) — from
 * the percentile bootstrap: both samples resampled with replacement `resamples` times, the ratio stat(page) ÷
 * stat(reference) taken each time, and its central 1 − ALPHA interval. 'within' when the whole interval is ≤ the
 * budget, 'over' when it is all above it, 'undecided' when it straddles it (the same two-sided 0.05 as verdict()).
 * @param {readonly number[]} measured
 * @param {readonly number[]} reference
 * @param {number} times the budget: stat(page) ≤ times × stat(reference)
 * @param {{ stat?: (values: readonly number[]) => number, resamples?: number, alpha?: number, seed?: number }} [options]
 * @returns {{ verdict: Verdict, ratio: number, low: number, high: number }}
 */
export function bootstrapVerdict(measured, reference, times, { stat = (v) => percentile(v, 0.95), resamples = 4000, alpha = ALPHA, seed = 53 } = {}) {
  const random = seeded(seed);
  const resample = (/** @type {readonly number[]} */ v) => v.map(() => v[Math.floor(random() * v.length)]);
  const ratios = [];
  for (let i = 0; i < resamples; i++) ratios.push(stat(resample(measured)) / stat(resample(reference)));
  ratios.sort((a, b) => a - b);
  const low = ratios[Math.floor((alpha / 2) * resamples)];
  const high = ratios[Math.min(resamples - 1, Math.ceil((1 - alpha / 2) * resamples) - 1)];
  const ratio = stat(measured) / stat(reference);
  return { verdict: high <= times ? 'within' : low > times ? 'over' : 'undecided', ratio, low, high };
}
