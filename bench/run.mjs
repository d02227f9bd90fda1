// `npm run bench`: the budgets of QUALITY.md as a table. Builds first; the measurements are in bench/budgets.ts
// (TypeScript, bundled here for Node because it drives the emulator and Miniflare).
import { build } from 'esbuild';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildAll } from '../scripts/build.mjs';
import { lighthouseRows } from './lighthouse.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
await buildAll({ quiet: true });
const outfile = path.join(root, 'dist/bench/budgets.mjs');
await build({ absWorkingDir: root, entryPoints: ['bench/budgets.ts'], bundle: true, platform: 'node', format: 'esm', packages: 'external', outfile, logLevel: 'warning' });
const { runBudgets } = await import(outfile);
const rows = await runBudgets({ root });
if (!process.argv.includes('--no-lighthouse')) rows.push(...(await lighthouseRows(root)));

const pad = (s, n) => String(s).padEnd(n);
const widths = [52, 18, 18, 6];
console.log(['measure', 'value', 'budget', 'pass'].map((h, i) => pad(h, widths[i])).join(' | '));
console.log(widths.map((w) => '-'.repeat(w)).join('-|-'));
for (const r of rows) console.log([r.measure, r.value, r.budget, r.pass ? 'pass' : 'FAIL'].map((c, i) => pad(c, widths[i])).join(' | '));
process.exit(rows.every((r) => r.pass) ? 0 : 1);
