// `npm test`: typecheck, build once, then every vitest tier in turn (unit, integration, contract, e2e). Prints each
// step's wall time, then one line 'N passed, N failed' over all tiers (the typecheck counts as one check) and exits
// non-zero on any failure.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildAll } from './build.mjs';
import { buildClient } from './build-client.mjs';
import { ensureChromium } from './ensure-chromium.mjs';
import { envTypes } from './env-types.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const results = path.join(root, 'test-results');
mkdirSync(results, { recursive: true });
let passed = 0;
let failed = 0;
// What failed, by name: CI shows only the tail of the log, so the names are repeated last (and .ci/run repeats them).
const failures = [];

/** [step, ms] of each step run, printed above the summary line. */
const times = [];
const suiteStarted = performance.now();

function finish() {
  const line = `${passed} passed, ${failed} failed`;
  const seconds = (ms) => `${(ms / 1000).toFixed(0)} s`;
  const wall = `${times.map(([step, ms]) => `${step} ${seconds(ms)}`).join(', ')}; in all ${seconds(performance.now() - suiteStarted)}`;
  // .ci/run repeats it above its own summary line.
  writeFileSync(path.join(results, 'wall-time.txt'), wall + '\n');
  console.log(`\nWall time: ${wall}`);
  writeFileSync(path.join(results, 'summary.txt'), line + '\n');
  writeFileSync(path.join(results, 'failures.txt'), failures.map((f) => f + '\n').join(''));
  if (failures.length) console.log(`\nFailed:\n${failures.map((f) => `  ✗ ${f}`).join('\n')}`);
  console.log(`\n${line}`);
  process.exit(failed > 0 ? 1 : 0);
}

// --quick: the edit-test loop — typecheck, build, unit, integration and contract; no browser, no e2e tier.
const quick = process.argv.includes('--quick');
if (!quick) {
  try {
    ensureChromium();
  } catch (error) {
    console.error(error.message);
    failed += 1;
    failures.push(`chromium: ${error.message}`);
    finish();
  }
}

let stepStarted = performance.now();
console.log('▶ typecheck');
await buildClient({ quiet: true });
// --force: an incremental build once missed an error in a file whose dependency changed (TypeScript 7); a full check is ~4 s.
const tsc = spawnSync(process.execPath, [path.join(root, 'node_modules/typescript/bin/tsc'), '-b', '--force'], { cwd: root, stdio: 'inherit' });
if (tsc.status === 0) passed += 1;
else {
  failed += 1;
  failures.push('typecheck (tsc -b)');
}
// The generated Env type must match wrangler.toml (a var added there without `npm run types` fails here).
if (envTypes({ check: true, quiet: true })) passed += 1;
else {
  console.error('worker/worker-configuration.d.ts is out of date with wrangler.toml: run `npm run types`.');
  failed += 1;
  failures.push('env types out of date with wrangler.toml');
}

times.push(['typecheck', performance.now() - stepStarted]);
stepStarted = performance.now();
console.log('▶ build');
try {
  await buildAll({ quiet: true });
} catch (error) {
  console.error(error.message);
  failed += 1;
  failures.push(`build: ${error.message.split('\n')[0]}`);
  finish();
}
times.push(['build', performance.now() - stepStarted]);

// Each tier its own vitest run, in this order: a tier's global setup (the e2e tier's server and browser) starts when
// that tier begins, not beside the others on the two cores, and each tier's wall time is printed.
// `npm test -- <filters>` passes them to every tier (a tier with no matching file passes with none).
const extra = process.argv.slice(2).filter((a) => a !== '--quick');
const TIERS = quick ? ['unit', 'integration', 'contract'] : ['unit', 'integration', 'contract', 'e2e'];
// E2E_SHARDS=N splits the e2e files into N vitest runs at once, each with its own server, emulator and browser on
// ports of its own (vitest.config.ts has the measurements that decide the default).
const E2E_SHARDS = Math.max(1, Number(process.env.E2E_SHARDS ?? 1));
for (const tier of TIERS) {
  const started = performance.now();
  console.log(`▶ ${tier}${tier === 'e2e' && E2E_SHARDS > 1 ? ` (${E2E_SHARDS} shards at once)` : ''}`);
  if (tier === 'e2e' && E2E_SHARDS > 1) {
    const runs = Array.from({ length: E2E_SHARDS }, (_, i) => runVitestAsync(tier, i + 1, E2E_SHARDS));
    for (const [i, status] of (await Promise.all(runs)).entries()) count(tier, path.join(results, `vitest-${tier}-${i + 1}.json`), status);
  } else runVitest(tier);
  times.push([tier, performance.now() - started]);
}
finish();

function vitestArgs(tier, report) {
  return [path.join(root, 'node_modules/vitest/vitest.mjs'), 'run', '--project', tier, '--passWithNoTests', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...extra];
}

/** One shard of a tier, its output prefixed with the shard; resolves to its exit status. */
function runVitestAsync(tier, shard, shards) {
  const report = path.join(results, `vitest-${tier}-${shard}.json`);
  // Each shard's servers on ports of their own: 100 apart from the defaults (E2E_PORT 8797, E2E_DEV_PORT 8807).
  const offset = 100 * (shard - 1);
  const env = { ...process.env, E2E_PORT: String(8797 + offset), E2E_DEV_PORT: String(8807 + offset) };
  const child = spawn(process.execPath, [...vitestArgs(tier, report), `--shard=${shard}/${shards}`], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  for (const stream of [child.stdout, child.stderr]) {
    let rest = '';
    stream.on('data', (d) => {
      const lines = (rest + d).split('\n');
      rest = lines.pop();
      for (const line of lines) process.stdout.write(`[e2e ${shard}/${shards}] ${line}\n`);
    });
  }
  return new Promise((resolve) => child.on('close', (code) => resolve(code ?? 1)));
}

/** One tier's vitest run; its counts and failures join the totals. */
function runVitest(tier) {
  const report = path.join(results, `vitest-${tier}.json`);
  const vitest = spawnSync(process.execPath, vitestArgs(tier, report), { cwd: root, stdio: 'inherit' });
  count(tier, report, vitest.status);
}

/** A vitest JSON report's counts and failures, joined to the totals. */
function count(tier, report, status) {
  const vitest = { status };
  try {
    const json = JSON.parse(readFileSync(report, 'utf8'));
    passed += json.numPassedTests;
    failed += json.numFailedTests;
    // A file that fails to load has no tests to count; count the file itself.
    for (const file of json.testResults) {
      const name = path.relative(root, file.name);
      for (const test of file.assertionResults) {
        if (test.status !== 'failed') continue;
        const why = String(test.failureMessages?.[0] ?? '').split('\n')[0].slice(0, 300);
        failures.push(`${name} > ${test.fullName}${why ? ` — ${why}` : ''}`);
      }
      if (file.status === 'failed' && file.assertionResults.length === 0) {
        failed += 1;
        failures.push(`${name} (did not load: ${String(file.message ?? '').split('\n')[0]})`);
      }
    }
    if (vitest.status !== 0 && json.numFailedTests === 0 && json.numFailedTestSuites === 0) {
      failed += 1;
      failures.push(`${tier}: vitest exited ${vitest.status} with every test passed: unhandled errors (see 'Unhandled Errors' above)`);
    }
  } catch {
    failed += 1;
    failures.push(`${tier}: vitest wrote no readable report (${report}); exit ${vitest.status}`);
  }
}
