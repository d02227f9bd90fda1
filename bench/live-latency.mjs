// The pure parts of the live fan-out rows (bench/live-fanout.ts): an event's per-socket latencies, their percentiles
// over several events, and the verdict of a product against its fan-out twin (or of 5,000 sockets against 1,000).
import { bootstrapVerdict, median, percentile } from './stats.mjs';

/**
 * One upstream event as the sockets saw it: each socket's receipt time less the trigger's, in ms. A socket that never
 * got the event (0 or undefined in `receivedAt`) is counted as missing, not as a latency.
 * @param {number} sentAt @param {ArrayLike<number | undefined>} receivedAt
 * @returns {{ latencies: number[], missing: number }}
 */
export function eventLatencies(sentAt, receivedAt) {
  const latencies = [];
  let missing = 0;
  for (let i = 0; i < receivedAt.length; i++) {
    const at = receivedAt[i];
    if (!at) missing++;
    else latencies.push(Math.max(0, at - sentAt));
  }
  return { latencies, missing };
}

/**
 * Several events' latencies together: p50/p95/p99 over every socket of every event (the row's figures), each event's
 * own p95 and its last socket's time (the samples a verdict compares: events are independent, sockets of one event are
 * not), and the sockets that missed an event.
 * @param {{ latencies: number[], missing: number }[]} events
 */
export function fanoutSummary(events) {
  const all = events.flatMap((e) => e.latencies);
  return {
    events: events.length,
    sockets: all.length,
    missing: events.reduce((sum, e) => sum + e.missing, 0),
    p50: percentile(all, 0.5),
    p95: percentile(all, 0.95),
    p99: percentile(all, 0.99),
    perEventP95: events.map((e) => percentile(e.latencies, 0.95)),
    perEventLast: events.map((e) => (e.latencies.length ? Math.max(...e.latencies) : NaN)),
  };
}

/**
 * The verdict on `measured`'s p95 against `reference`'s: the median over events of each event's p95, as a ratio, with
 * a bootstrap interval over the events (bench/stats.mjs bootstrapVerdict) — within when the whole interval is
 * ≤ `times`, over when it is all above, undecided when it straddles.
 * @param {{ perEventP95: number[] }} measured @param {{ perEventP95: number[] }} reference @param {number} times
 */
export function p95Verdict(measured, reference, times) {
  return bootstrapVerdict(measured.perEventP95, reference.perEventP95, times, { stat: median });
}
