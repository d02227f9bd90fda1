import { describe, expect, it } from 'vitest';
import { pageRows, type LighthouseRun } from './lighthouse.mjs';

const run = (lcp: number, tbt: number, cls = 0): LighthouseRun => ({ score: 95, seo: 100, practices: 100, lcp, tbt, cls });
const runs = (lcps: number[], tbts: number[]) => lcps.map((lcp, i) => run(lcp, tbts[i]!));

describe('the Lighthouse rows of a page, against its twins', () => {
  const twins = { static: runs([900, 920, 910, 930, 905], [0, 0, 0, 0, 0]), 'react-floor': runs([1000, 1010, 990, 1020, 1005], [20, 30, 25, 20, 35]) };

  it('judge LCP against 1.10× the React-floor twin and TBT against its + 50 ms, and report the static ratio', () => {
    const rows = pageRows('/', { page: runs([1050, 1060, 1040, 1070, 1045], [40, 50, 45, 42, 60]), ...twins });
    const by = (part: string) => rows.find((r) => r.measure.includes(part))!;
    expect(by('LCP ÷ React-floor').verdict).toBe('within');
    expect(by('LCP ÷ React-floor').ratio).toMatch(/^1\.04× p=0\.0\d\d$/);
    expect(by('LCP ÷ React-floor').value).toBe('1.05 (1.04–1.07) s');
    expect(by('LCP ÷ static').verdict).toBe('report');
    expect(by('LCP ÷ static').ratio).toBe('1.15×');
    expect(by('TBT').verdict).toBe('within');
    expect(by('TBT').ratio).toMatch(/^\+20 ms/);
    expect(by('CLS').pass).toBe(true);
  });

  it('say over when the page is clearly past the budget, undecided when its runs spread across it', () => {
    const over = pageRows('/', { page: runs([1500, 1450, 1600, 1520, 1480], [300, 240, 260, 280, 250]), ...twins });
    expect(over.filter((r) => r.verdict === 'over').map((r) => r.measure)).toEqual([expect.stringContaining('LCP ÷ React-floor'), expect.stringContaining('TBT')]);
    const spread = pageRows('/', { page: runs([700, 1600, 1100, 900, 1300], [238, 601, 141, 12, 17]), ...twins });
    expect(spread.filter((r) => r.verdict === 'undecided')).toHaveLength(2);
  });

  it('report the page against the allowance twin when it ran, and judge nothing more', () => {
    const page = runs([1050, 1060, 1040, 1070, 1045], [40, 50, 45, 42, 60]);
    expect(pageRows('/', { page, ...twins }).some((r) => r.measure.includes('allowance'))).toBe(false);
    const rows = pageRows('/', { page, ...twins, allowance: runs([1040, 1050, 1030, 1060, 1050], [0, 0, 0, 0, 0]) }, 16 * 1024);
    const row = rows.find((r) => r.measure.includes('allowance'))!;
    expect(row.measure).toContain('React floor + 16 KB gzip, 5 runs');
    expect(row.ratio).toMatch(/^1\.00× p=/);
    expect(row.verdict).toBe('report');
    expect(rows.filter((r) => r.verdict === 'over')).toHaveLength(0);
  });
});
