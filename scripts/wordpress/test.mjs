// `npm run test:wordpress`: the contract suite (vitest project 'contract') against a real WordPress 6.1 — up, run,
// down (always, even on failure or Ctrl-C; a WordPress that was already running before is left running).
// Writes test-results/wordpress-vitest.json and test-results/wordpress-summary.txt ('N passed, N failed'), which
// .ci/run adds to the other tiers. Skipped, loudly, only where apt-get does not exist and the packages are missing.
// Extra args go to vitest (e.g. `npm run test:wordpress -- tests/contract/client.test.ts`).
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { aptAvailable, down, packagesPresent, PACKAGES, status, up } from './wordpress.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const results = path.join(root, 'test-results');
const report = path.join(results, 'wordpress-vitest.json');
const summaryFile = path.join(results, 'wordpress-summary.txt');
mkdirSync(results, { recursive: true });
rmSync(report, { force: true });

let passed = 0;
let failed = 0;
const started = Date.now();

function finish(extra = '') {
  const line = `${passed} passed, ${failed} failed`;
  writeFileSync(summaryFile, `${line}${extra}\n`);
  console.log(`\nWordPress contract tier: ${line} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  process.exit(failed > 0 ? 1 : 0);
}

if (!packagesPresent() && !aptAvailable()) {
  console.log(`\n!!!!!!!! SKIPPED: the WordPress contract tier needs Debian packages (${PACKAGES.join(' ')}) and apt-get is not available here !!!!!!!!\n`);
  finish(' (SKIPPED: no apt-get)');
}

const before = await status();
const leaveRunning = before.mariadb && before.php;
let interrupted = false;
let child = null;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    interrupted = true;
    // vitest is in our process group and gets the terminal's Ctrl-C itself; a SIGTERM is passed on.
    if (child && signal === 'SIGTERM') child.kill('SIGTERM');
  });
}

try {
  const { url } = await up();
  if (interrupted) throw new Error('interrupted');
  console.log(`▶ vitest --project contract against ${url}`);
  const code = await new Promise((resolve) => {
    child = spawn(
      process.execPath,
      [path.join(root, 'node_modules/vitest/vitest.mjs'), 'run', '--project', 'contract', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...process.argv.slice(2)],
      { cwd: root, stdio: 'inherit', env: { ...process.env, CONTRACT_WORDPRESS_URL: url } },
    );
    child.on('exit', (c) => resolve(c ?? 1));
  });
  try {
    const json = JSON.parse(readFileSync(report, 'utf8'));
    passed += json.numPassedTests;
    failed += json.numFailedTests;
    failed += json.testResults.filter((f) => f.status === 'failed' && f.assertionResults.length === 0).length;
    if (code !== 0 && json.numFailedTests === 0 && json.numFailedTestSuites === 0) failed += 1;
  } catch {
    failed += 1;
  }
} catch (error) {
  console.error(`[wordpress] ${error.message}`);
  failed += 1;
} finally {
  if (leaveRunning) console.log('[wordpress] was already running before the tests: left running');
  else await down().catch((error) => console.error(`[wordpress] down: ${error.message}`));
}
finish();
