// `npm test`: typecheck, build once, then every vitest tier (unit, integration, e2e, contract). Ends with one line
// 'N passed, N failed' over all tiers (the typecheck counts as one check) and exits non-zero on any failure.
import { spawnSync } from 'node:child_process';
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

function finish() {
  const line = `${passed} passed, ${failed} failed`;
  writeFileSync(path.join(results, 'summary.txt'), line + '\n');
  writeFileSync(path.join(results, 'failures.txt'), failures.map((f) => f + '\n').join(''));
  if (failures.length) console.log(`\nFailed:\n${failures.map((f) => `  ✗ ${f}`).join('\n')}`);
  console.log(`\n${line}`);
  process.exit(failed > 0 ? 1 : 0);
}

try {
  ensureChromium();
} catch (error) {
  console.error(error.message);
  failed += 1;
  failures.push(`chromium: ${error.message}`);
  finish();
}

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

console.log('▶ build');
try {
  await buildAll({ quiet: true });
} catch (error) {
  console.error(error.message);
  failed += 1;
  failures.push(`build: ${error.message.split('\n')[0]}`);
  finish();
}

console.log('▶ vitest (unit, integration, e2e, contract against the emulator)');
const report = path.join(results, 'vitest.json');
const extra = process.argv.slice(2);
const vitest = spawnSync(
  process.execPath,
  [path.join(root, 'node_modules/vitest/vitest.mjs'), 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...extra],
  { cwd: root, stdio: 'inherit' },
);
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
    failures.push(`vitest exited ${vitest.status} with every test passed: unhandled errors (see 'Unhandled Errors' above)`);
  }
} catch {
  failed += 1;
  failures.push(`vitest wrote no readable report (${report}); exit ${vitest.status}`);
}
finish();
