import { describe, expect, it } from 'vitest';
import { bootstrapVerdict, mannWhitney, median, normalCdf, percentile, spread, verdict } from './stats.mjs';

describe('median and spread', () => {
  it('takes the middle value, or the mean of the two middle ones', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNaN();
    expect(spread([3, 9, 1])).toEqual({ min: 1, max: 9 });
  });
});

describe('the normal distribution function', () => {
  it('matches the table', () => {
    expect(normalCdf(0)).toBeCloseTo(0.5, 7);
    expect(normalCdf(1.959964)).toBeCloseTo(0.975, 6);
    expect(normalCdf(-1)).toBeCloseTo(0.158655, 6);
  });
});

// Reference values: scipy.stats.mannwhitneyu 1.17 (method 'exact' and 'asymptotic', two-sided).
describe('Mann–Whitney U', () => {
  it('gives U and the exact p of the textbook example (Conover; scipy’s documentation)', () => {
    const r = mannWhitney([19, 22, 16, 29, 24], [20, 11, 17, 12]);
    expect(r.u).toBe(17);
    expect(r.exact).toBe(true);
    expect(r.p).toBeCloseTo(0.1111111, 6);
    expect(r.direction).toBe(1);
  });

  it('gives the smallest p of five against five when the samples do not overlap', () => {
    const r = mannWhitney([1, 2, 3, 4, 5], [6, 7, 8, 9, 10]);
    expect(r.u).toBe(0);
    expect(r.p).toBeCloseTo(2 / 252, 9);
    expect(r.direction).toBe(-1);
  });

  it('agrees with scipy’s exact p on unequal sizes', () => {
    const r = mannWhitney([1.1, 2.2, 3.3, 4.4, 5.5, 6.6, 7.7], [3, 5, 8, 9, 10, 11]);
    expect(r.u).toBe(8);
    expect(r.p).toBeCloseTo(0.0734266, 6);
  });

  it('uses the normal approximation with the tie correction when values tie', () => {
    const tied = mannWhitney([1, 2, 2, 3, 3, 3, 4], [2, 3, 4, 4, 5, 5, 6]);
    expect(tied.exact).toBe(false);
    expect(tied.u).toBe(8.5);
    expect(tied.p).toBeCloseTo(0.0430514, 5);
    // TBT: a page blocking 0 ms three times against a twin's edge of 50 ms every time.
    const zeros = mannWhitney([0, 0, 0, 10, 20], [50, 50, 50, 50, 50]);
    expect(zeros.u).toBe(0);
    expect(zeros.p).toBeCloseTo(0.0066944, 5);
  });

  it('says nothing when every value is the same', () => {
    expect(mannWhitney([0, 0, 0], [0, 0, 0]).p).toBe(1);
  });

  it('counts the exact distribution right: the p of every arrangement of 4 against 3, by enumeration', () => {
    // All C(7, 3) = 35 ways to pick which of the ranks 1..7 are the second sample's, each with its U.
    const arrangements: { x: number[]; y: number[]; u: number }[] = [];
    for (let a = 1; a <= 7; a++) for (let b = a + 1; b <= 7; b++) for (let c = b + 1; c <= 7; c++) {
      const y = [a, b, c];
      const x = [1, 2, 3, 4, 5, 6, 7].filter((v) => !y.includes(v));
      arrangements.push({ x, y, u: x.reduce((s, xv) => s + y.filter((yv) => xv > yv).length, 0) });
    }
    for (const { x, y, u } of arrangements) {
      const tail = Math.min(arrangements.filter((a) => a.u <= u).length, arrangements.filter((a) => a.u >= u).length);
      const r = mannWhitney(x, y);
      expect(r.u).toBe(u);
      expect(r.p).toBeCloseTo(Math.min(1, (2 * tail) / 35), 9);
    }
  });
});

describe('the verdict against a relative budget', () => {
  const twin = [1000, 1040, 980, 1100, 1010];

  it('is within when the page is clearly under the edge (1.10× the twin)', () => {
    expect(verdict([900, 950, 930, 960, 940], twin, { times: 1.1 }).verdict).toBe('within');
  });

  it('is over when the page is clearly above the edge', () => {
    expect(verdict([1500, 1450, 1600, 1520, 1480], twin, { times: 1.1 }).verdict).toBe('over');
  });

  it('is undecided when the page sits at the edge or the runs spread over it', () => {
    expect(verdict([1100, 1150, 1080, 1200, 1110], twin, { times: 1.1 }).verdict).toBe('undecided');
    expect(verdict([600, 1800, 900, 1500, 1000], twin, { times: 1.1 }).verdict).toBe('undecided');
  });

  it('adds a margin for a difference budget (TBT: the twin + 50 ms), where the twin may block 0 ms', () => {
    expect(verdict([0, 0, 12, 3, 0], [0, 0, 0, 0, 0], { plus: 50 }).verdict).toBe('within');
    expect(verdict([240, 180, 300, 210, 260], [0, 10, 0, 0, 5], { plus: 50 }).verdict).toBe('over');
    expect(verdict([238, 601, 141, 12, 17], [0, 10, 0, 0, 5], { plus: 50 }).verdict).toBe('undecided');
  });
});

describe('the bootstrap verdict on a ratio of p95s (the navigation rows: ≤ 2× the DOM-swap twin)', () => {
  // Thirty taps each, spread as taps are: a twin around 16 ms, pages around 20, 60 and 30–34 ms.
  const taps = (base: number, step: number) => Array.from({ length: 30 }, (_, i) => base + ((i * 7) % 30) * step);
  const twin = taps(12, 0.3);

  it('takes the p95 as the rows always have', () => {
    expect(percentile(Array.from({ length: 30 }, (_, i) => i + 1), 0.95)).toBe(29);
  });

  it('is within, over or undecided by where the interval lies against the budget', () => {
    expect(bootstrapVerdict(taps(14, 0.3), twin, 2).verdict).toBe('within');
    expect(bootstrapVerdict(taps(50, 0.5), twin, 2).verdict).toBe('over');
    const edge = bootstrapVerdict(taps(24, 0.65), twin, 2);
    expect(edge.low).toBeLessThan(2);
    expect(edge.high).toBeGreaterThan(2);
    expect(edge.verdict).toBe('undecided');
  });

  it('gives the same interval for the same samples (seeded)', () => {
    expect(bootstrapVerdict(taps(24, 0.65), twin, 2)).toEqual(bootstrapVerdict(taps(24, 0.65), twin, 2));
  });
});
