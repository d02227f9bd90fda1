// Types of bench/stats.mjs (plain JavaScript, so the bench's Node scripts load it without a build).
export function median(values: readonly number[]): number;
export function spread(values: readonly number[]): { min: number; max: number };
export function normalCdf(z: number): number;
export interface MannWhitney {
  /** U of the first sample: the number of pairs (x, y) with x > y, ties counting ½. */
  u: number;
  /** Two-sided p-value. */
  p: number;
  /** Whether p is the exact distribution's (no ties, small samples) or the normal approximation's. */
  exact: boolean;
  /** +1 when the first sample tends to be greater, -1 when smaller, 0 neither. */
  direction: -1 | 0 | 1;
}
export function mannWhitney(x: readonly number[], y: readonly number[]): MannWhitney;
export type Verdict = 'within' | 'over' | 'undecided';
/** The page may be `times` the reference, plus `plus`. */
export interface RelativeBudget {
  times?: number;
  plus?: number;
}
export const ALPHA: number;
export function verdict(measured: readonly number[], reference: readonly number[], budget: RelativeBudget, alpha?: number): { verdict: Verdict; p: number };
export function percentile(values: readonly number[], share: number): number;
export function seeded(seed: number): () => number;
export function bootstrapVerdict(
  measured: readonly number[],
  reference: readonly number[],
  times: number,
  options?: { stat?: (values: readonly number[]) => number; resamples?: number; alpha?: number; seed?: number },
): { verdict: Verdict; ratio: number; low: number; high: number };
