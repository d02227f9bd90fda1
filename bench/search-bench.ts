/**
 * QUALITY.md's search row: the engine against plain fuse.js over the same 5,000 games and the same queries, in
 * one run (timings on these shared machines only mean something next to a baseline measured alongside).
 */
import { gzipSync } from 'node:zlib';
import Fuse from 'fuse.js';
import type { SearchGame } from '../client/contracts/search';
import { createSearchEngine, EXCLUDED_GAME_IDS } from '../client/search/engine';
import type { Row } from './row';
import { buildSearchQueries, type Expected, SEARCH_GAMES } from './search-queries';

const P95_BUDGET_MS = 4;
/** QUALITY.md's search catalogue budget (gzip, 5,000 games). */
const CATALOGUE_BUDGET_KB = 40;
const SPEED_UP = 10;
const TOP = 10;

export async function searchRows(): Promise<Row[]> {
  const set = buildSearchQueries(EXCLUDED_GAME_IDS);
  // The baseline gets the catalogue search may show (excluded ids removed), as a plain implementation would.
  const fuseGames = set.games.filter((g) => !EXCLUDED_GAME_IDS.has(g.id));
  const fuse = new Fuse(fuseGames, { keys: ['name', 'provider', 'subProvider'], threshold: 0.4 });
  const plain = (q: string) => fuse.search(q).map((r) => r.item);

  // Warm the JIT on a throwaway engine, then time a fresh one: no query of the timed run is answered from memory.
  runAll(createSearchEngine(set.games).search, set.keystrokes);
  const built = performance.now();
  const engine = createSearchEngine(set.games);
  const buildMs = performance.now() - built;
  const mine = runAll((q) => engine.search(q), set.keystrokes);
  runAll(plain, set.keystrokes.slice(0, 30)); // fuse is slow: a few queries warm it
  const base = runAll(plain, set.keystrokes);

  const at = new Map(set.keystrokes.map((q, k) => [q, k]));
  const found = (run: Run) => (e: Expected) => run.top[at.get(e.query)!]!.includes(e.id);
  const typoShare = (run: Run) => share(set.typos, found(run));
  const fresh = createSearchEngine(set.games);
  const fullShare = share(set.fullNames, (t) => top(fresh.search(t.query)).includes(t.id));
  // Every game of a theme or category is listed for its word (after the names holding it).
  const tagRecall = share(
    set.tagWords.map((t) => ({ query: t.query, id: 0 })),
    (t) => {
      const listed = new Set(fresh.search(t.query).map((g) => g.id));
      return set.tagWords.find((w) => w.query === t.query)!.ids.every((id) => listed.has(id));
    },
  );
  const gzipKb = (wire: object) => gzipSync(JSON.stringify(wire)).length / 1024;
  const withTags = gzipKb(set.wire);
  const withoutTags = gzipKb({ ...set.wire, tags: [], tagged: [] });
  const speedMedian = base.median / mine.median;
  const speedP95 = base.p95 / mine.p95;
  const ms = (v: number) => `${v.toFixed(2)} ms`;
  const pct = (v: number) => `${(v * 100).toFixed(1)} %`;
  const n = set.keystrokes.length;
  return [
    { measure: `search index build, ${SEARCH_GAMES.toLocaleString('en')} games`, value: ms(buildMs), budget: 'report', pass: true },
    { measure: `search/keystroke, engine, median (${n} queries)`, value: ms(mine.median), budget: 'report', pass: true },
    { measure: 'search/keystroke, engine, p95', value: ms(mine.p95), budget: `≤ ${P95_BUDGET_MS} ms`, pass: mine.p95 <= P95_BUDGET_MS },
    { measure: 'search/keystroke, plain fuse.js, median / p95', value: `${ms(base.median)} / ${ms(base.p95)}`, budget: 'report', pass: true },
    { measure: 'search speed-up vs plain fuse.js, median / p95', value: `${speedMedian.toFixed(0)}× / ${speedP95.toFixed(0)}×`, budget: `≥ ${SPEED_UP}×`, pass: speedMedian >= SPEED_UP && speedP95 >= SPEED_UP },
    {
      measure: `search top-${TOP} recall, one typo (${set.typos.length}): engine / fuse`,
      value: `${pct(typoShare(mine))} / ${pct(typoShare(base))}`,
      budget: '≥ plain fuse.js',
      pass: typoShare(mine) >= typoShare(base),
    },
    { measure: `search top-${TOP} recall, every full name (${set.fullNames.length})`, value: pct(fullShare), budget: '100 %', pass: fullShare === 1 },
    {
      measure: `search theme/category words (${set.tagWords.length}): all their games listed`,
      value: pct(tagRecall),
      budget: '100 %',
      pass: tagRecall === 1,
    },
    {
      measure: `search catalogue gzip, ${SEARCH_GAMES.toLocaleString('en')} games: with / without themes`,
      value: `${withTags.toFixed(1)} / ${withoutTags.toFixed(1)} KB`,
      budget: `≤ ${CATALOGUE_BUDGET_KB} KB`,
      pass: withTags <= CATALOGUE_BUDGET_KB,
    },
    {
      measure: `search top-${TOP} recall, typed names (${set.typedNames.length}): engine / fuse`,
      value: `${pct(share(set.typedNames, found(mine)))} / ${pct(share(set.typedNames, found(base)))}`,
      budget: '100 % / report',
      pass: share(set.typedNames, found(mine)) === 1,
    },
  ];
}

interface Run {
  median: number;
  p95: number;
  /** Per query, the ids of the first ten results. */
  top: number[][];
}

function runAll(search: (q: string) => readonly SearchGame[], queries: readonly string[]): Run {
  const times: number[] = [];
  const tops: number[][] = [];
  for (const q of queries) {
    const started = performance.now();
    const results = search(q);
    times.push(performance.now() - started);
    tops.push(top(results));
  }
  times.sort((a, b) => a - b);
  return { median: times[Math.floor(times.length / 2)]!, p95: times[Math.floor(times.length * 0.95)]!, top: tops };
}

const top = (results: readonly SearchGame[]) => results.slice(0, TOP).map((g) => g.id);

function share(list: readonly Expected[], found: (e: Expected) => boolean): number {
  return list.filter(found).length / list.length;
}
