// Types of bench/live-latency.mjs (plain JavaScript beside stats.mjs).
export interface EventLatencies {
  latencies: number[];
  missing: number;
}
export interface FanoutSummary {
  events: number;
  sockets: number;
  missing: number;
  p50: number;
  p95: number;
  p99: number;
  perEventP95: number[];
  perEventLast: number[];
}
export function eventLatencies(sentAt: number, receivedAt: ArrayLike<number | undefined>): EventLatencies;
export function fanoutSummary(events: readonly EventLatencies[]): FanoutSummary;
export function p95Verdict(
  measured: { perEventP95: readonly number[] },
  reference: { perEventP95: readonly number[] },
  times: number,
): { verdict: 'within' | 'over' | 'undecided'; ratio: number; low: number; high: number };
