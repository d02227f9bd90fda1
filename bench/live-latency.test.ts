import { describe, expect, it } from 'vitest';
import { eventLatencies, fanoutSummary, p95Verdict } from './live-latency.mjs';

describe("an event's per-socket latencies", () => {
  it('takes each receipt less the trigger and counts the sockets that never got it', () => {
    const received = new Float64Array([1010, 0, 1030, 1005]);
    expect(eventLatencies(1000, received)).toEqual({ latencies: [10, 30, 5], missing: 1 });
  });
});

describe('the summary over events', () => {
  const event = (latencies: number[], missing = 0) => ({ latencies, missing });

  it('pools every socket of every event for p50/p95/p99 and keeps each event its own p95 and last socket', () => {
    const ramp = Array.from({ length: 100 }, (_, i) => i + 1);
    const s = fanoutSummary([event(ramp), event(ramp.map((v) => v * 2), 3)]);
    expect(s).toMatchObject({ events: 2, sockets: 200, missing: 3 });
    // The pooled 200 values: 1..100 and 2..200 step 2; the element at ⌊n × share⌋ of the sorted values.
    expect(s.p50).toBe(68);
    expect(s.p95).toBe(182);
    expect(s.p99).toBe(198);
    expect(s.perEventP95).toEqual([96, 192]);
    expect(s.perEventLast).toEqual([100, 200]);
  });

  it('gives an event nobody got no last time', () => {
    expect(fanoutSummary([event([], 5)]).perEventLast).toEqual([NaN]);
  });
});

describe('the verdict against the twin', () => {
  const twin = { perEventP95: [100, 110, 95, 105, 102, 98, 101, 99, 104, 97] };

  it('is within when every event is well under the budget, over when well above', () => {
    expect(p95Verdict({ perEventP95: twin.perEventP95.map((v) => v * 1.1) }, twin, 1.5).verdict).toBe('within');
    expect(p95Verdict({ perEventP95: twin.perEventP95.map((v) => v * 3) }, twin, 1.5).verdict).toBe('over');
  });

  it('is undecided at the edge, and its ratio is of the median event p95s', () => {
    const judged = p95Verdict({ perEventP95: twin.perEventP95.map((v) => v * 1.5) }, twin, 1.5);
    expect(judged.verdict).toBe('undecided');
    expect(judged.ratio).toBeCloseTo(1.5, 5);
  });
});
