// `npm run bench`: the budgets of QUALITY.md as a table. Builds first; the measurements are in bench/budgets.ts
// (TypeScript, bundled here for Node because it drives the emulator and Miniflare).
import { build } from 'esbuild';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildAll } from '../scripts/build.mjs';
import { lighthouseRows } from './lighthouse.mjs';
import { navigationRows } from './navigation.mjs';
import { returningRows } from './returning.mjs';
import { searchBrowserRows } from './search-browser.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// `--only=search`: just the search rows, no site build, lobby or Lighthouse, to iterate on the engine quickly.
// `--only=hardening`: just issue 16's and 27's load, fault, heap and SSR-anchor rows (builds the site; ~5 min).
// `--only=returning`: just issue 25's returning-player rows on a phone profile (builds the site; ~2 min).
// `--only=lighthouse`: just the build's first-screen JS row and the Lighthouse rows with their floor (~7 min).
// BENCH_PORT (default 8740): the bench's servers listen from there (bench/lighthouse.mjs benchPort).
// `--only=navigation`: just issue 29's tap → page painted rows on a phone profile (builds the site; ~5 min; its server's
// port is NAV_BENCH_PORT, default 8777, and the two after it).
const only = process.argv.find((a) => a.startsWith('--only='))?.slice('--only='.length);
const ALONE = ['search', 'hardening', 'returning', 'lighthouse', 'navigation'];
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
  rows = [(await load('bench/budgets.ts')).clientJs(root), ...(await lighthouseRows(root))];
} else if (only === 'navigation') {
  await buildAll({ quiet: true });
  rows = await navigationRows(root);
} else {
  await buildAll({ quiet: true });
  rows = await (await load('bench/budgets.ts')).runBudgets({ root });
  rows.push(...(await (await load('bench/hardening.ts')).hardeningRows({ root })));
  // The search catalogue's size at 5,000 games and search in Chromium at 4× CPU, against the site as npm start serves it.
  rows.push(...(await searchBrowserRows(root)));
  // Issue 25: a returning player's reload on a phone profile.
  rows.push(...(await returningRows(root)));
  // Issue 29: client navigations (tap → new page painted) on a phone profile, against a bare-navigation floor.
  rows.push(...(await navigationRows(root)));
  if (!process.argv.includes('--no-lighthouse')) rows.push(...(await failedAsRow('Lighthouse mobile', () => lighthouseRows(root))));
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

const pad = (s, n) => String(s).padEnd(n);
const widths = [56, 22, 18, 10];
// A row over its budget on a machine busier than the budget assumes (`judged: false`: the floor row over its limit)
// says so instead of FAIL, and does not fail the run; within budget it passes on any machine.
const status = (r) => (r.pass ? 'pass' : r.judged === false ? 'not judged' : 'FAIL');
console.log(['measure', 'value', 'budget', 'status'].map((h, i) => pad(h, widths[i])).join(' | '));
console.log(widths.map((w) => '-'.repeat(w)).join('-|-'));
for (const r of rows) console.log([r.measure, r.value, r.budget, status(r)].map((c, i) => pad(c, widths[i])).join(' | '));
process.exit(rows.every((r) => r.pass || r.judged === false) ? 0 : 1);
