// `npm run bench`: the budgets of QUALITY.md as a table. Builds first; the measurements are in bench/budgets.ts
// (TypeScript, bundled here for Node because it drives the emulator and Miniflare).
import { build } from 'esbuild';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildAll } from '../scripts/build.mjs';
import { lighthouseRows } from './lighthouse.mjs';
import { navigationRows } from './navigation.mjs';
import { reactFloorBundle } from './react-floor.mjs';
import { returningRows } from './returning.mjs';
import { searchBrowserRows } from './search-browser.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// `--only=search`: just the search rows, no site build, lobby or Lighthouse, to iterate on the engine quickly.
// `--only=hardening`: just issue 16's and 27's load, fault, heap and SSR-anchor rows (builds the site; ~5 min).
// `--only=returning`: just issue 25's returning-player rows on a phone profile (builds the site; ~2 min).
// `--only=lighthouse`: just the build's first-screen JS row and the Lighthouse rows with their twins (~5 min a page
// at LIGHTHOUSE_ROUNDS=5: the page, its static twin and its React-floor twin, interleaved, 5 rounds).
// BENCH_PORT (default 8740): the bench's servers listen from there (bench/lighthouse.mjs benchPort).
// `--only=navigation`: just issue 29's tap → page painted rows against their DOM-swap twins (builds the site; its server's
// port is NAV_BENCH_PORT, default 8777, and the two after it).
// `--only=live`: just issue 54's live fan-out rows — 1,000 and 5,000 sockets on one LiveHub against a fan-out twin,
// memory per socket, a restart with every socket reconnecting (builds the site; ~5 min; ports chosen by the system).
const only = process.argv.find((a) => a.startsWith('--only='))?.slice('--only='.length);
const ALONE = ['search', 'hardening', 'returning', 'lighthouse', 'navigation', 'live'];
if (only && !ALONE.includes(only)) throw new Error(`--only=${only}: only ${ALONE.map((a) => `'${a}'`).join(', ')} can run alone`);

/** Bundles a bench module for Node (it is TypeScript and imports the emulator) and loads it. */
async function load(entry) {
  const outfile = path.join(root, 'dist/bench', `${path.basename(entry, '.ts')}.mjs`);
  await build({ absWorkingDir: root, entryPoints: [entry], bundle: true, platform: 'node', format: 'esm', packages: 'external', outfile, logLevel: 'warning' });
  return import(outfile);
}

let rows;
if (only === 'search') {
  rows = await (await load('bench/search-bench.ts')).searchRows();
} else if (only === 'hardening') {
  await buildAll({ quiet: true });
  rows = await (await load('bench/hardening.ts')).hardeningRows({ root });
} else if (only === 'returning') {
  await buildAll({ quiet: true });
  rows = await returningRows(root);
} else if (only === 'lighthouse') {
  await buildAll({ quiet: true });
  const reactFloor = await reactFloorBundle(root);
  const { FIRST_SCREEN_OVER_REACT_FLOOR: allowanceBytes } = await load('bench/first-screen-js.ts');
  rows = [(await load('bench/budgets.ts')).clientJs(root, reactFloor.gzipBytes), ...(await lighthouseRows(root, { reactFloor, allowanceBytes }))];
} else if (only === 'navigation') {
  await buildAll({ quiet: true });
  rows = await navigationRows(root);
} else if (only === 'live') {
  await buildAll({ quiet: true });
  rows = await (await load('bench/live-fanout.ts')).liveFanoutRows(root);
} else {
  await buildAll({ quiet: true });
  // The React-floor twin's script (React DOM hydrating an empty root), built in this run: the first-screen JS row's
  // reference and the Lighthouse rows' twin.
  const reactFloor = await reactFloorBundle(root);
  rows = await (await load('bench/budgets.ts')).runBudgets({ root, reactFloorBytes: reactFloor.gzipBytes });
  rows.push(...(await (await load('bench/hardening.ts')).hardeningRows({ root })));
  // The search catalogue's size at 5,000 games and search in Chromium at 4× CPU, against the site as npm start serves it.
  rows.push(...(await searchBrowserRows(root)));
  // Issue 25: a returning player's reload on a phone profile.
  rows.push(...(await returningRows(root)));
  // Issue 29: client navigations (tap → new page painted) on a phone profile, against their DOM-swap twins.
  rows.push(...(await navigationRows(root)));
  // Issue 54: the live casino's fan-out to 1,000 and 5,000 sockets on one object, against its fan-out twin.
  rows.push(...(await failedAsRow('live fan-out', async () => (await load('bench/live-fanout.ts')).liveFanoutRows(root))));
  const { FIRST_SCREEN_OVER_REACT_FLOOR: allowanceBytes } = await load('bench/first-screen-js.ts');
  if (!process.argv.includes('--no-lighthouse')) rows.push(...(await failedAsRow('Lighthouse mobile', () => lighthouseRows(root, { reactFloor, allowanceBytes }))));
}

/** A section that cannot run at all is a failed row of its own, not a crash that loses the rows measured before it. */
async function failedAsRow(section, measure) {
  try {
    return await measure();
  } catch (error) {
    console.error(error);
    return [{ measure: `${section}: could not run`, value: String(error?.message ?? error).split('\n')[0].slice(0, 60), budget: 'runs', pass: false }];
  }
}

// Each row prints QUALITY.md's columns: measure, value, reference, ratio (with the budget), verdict. A row with a
// same-run reference has a verdict of bench/stats.ts (within / over / undecided); a row without one is judged by its
// absolute budget (within / over), or says 'not judged' when it is over on a machine busier than the budget assumes
// (`judged: false`), or 'report' when it is only there for the record. Only 'over' fails the run.
const verdictOf = (r) => r.verdict ?? (!r.pass ? (r.judged === false ? 'not judged' : 'over') : r.budget === 'report' ? 'report' : 'within');
const table = rows.map((r) => [r.measure, r.value, r.reference ?? '—', r.ratio ? `${r.ratio} (${r.budget})` : r.budget, verdictOf(r)]);
const header = ['measure', 'value', 'reference', 'ratio (budget)', 'verdict'];
const widths = header.map((h, i) => Math.min(i === 0 ? 90 : 40, Math.max(h.length, ...table.map((cells) => String(cells[i]).length))));
const pad = (s, n) => String(s).padEnd(n);
console.log(header.map((h, i) => pad(h, widths[i])).join(' | '));
console.log(widths.map((w) => '-'.repeat(w)).join('-|-'));
for (const cells of table) console.log(cells.map((c, i) => pad(c, widths[i])).join(' | '));
process.exit(rows.some((r) => verdictOf(r) === 'over') ? 1 : 0);
