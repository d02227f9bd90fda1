// Full production build: client bundle (dist/client + dist/manifest.json), then the worker bundle via wrangler.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildClient } from './build-client.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export async function buildAll({ quiet = false, clean = false } = {}) {
  await buildClient({ quiet, clean });
  const result = spawnSync(
    process.execPath,
    [path.join(root, 'node_modules/wrangler/bin/wrangler.js'), 'deploy', '--dry-run', '--outdir', 'dist/worker', '--minify', ...variantDefine()],
    { cwd: root, env: { ...process.env, ...offlineEnv, NODE_ENV: workerMode() }, encoding: 'utf8' },
  );
  if (result.status !== 0) {
    process.stderr.write(result.stdout + result.stderr);
    throw new Error('worker build failed (wrangler deploy --dry-run)');
  }
  if (!quiet) process.stdout.write(result.stdout.split('\n').filter((l) => l.includes('Total Upload')).join('\n') + '\n');
}

/** The rollout rehearsal's second build (tests/support/rollout.ts): one payload field more (worker/routes/page-payload.ts). */
function variantDefine() {
  const variant = process.env.REHEARSAL_VARIANT;
  return variant ? ['--define', `REHEARSAL_VARIANT:${JSON.stringify(variant)}`] : [];
}

/** Keeps wrangler off the network: no telemetry, no error reports, no request.cf download, no update check. */
export const offlineEnv = {
  WRANGLER_SEND_METRICS: 'false',
  WRANGLER_SEND_ERROR_REPORTS: 'false',
  CLOUDFLARE_CF_FETCH_ENABLED: 'false',
  // The banner is what triggers wrangler's npm update check.
  WRANGLER_HIDE_BANNER: 'true',
};

/**
 * The React build the worker renders with, as `wrangler deploy` bundles it: production. `wrangler dev` would otherwise
 * bundle development React (its NODE_ENV default), whose element checks made every server render 5–15× slower than
 * in production (the lobby 370–500 ms instead of 30, measured) — the tests and the bench timed a server no player
 * meets. CLIENT_DEV=1 gives the worker development React too, as it does the client (docs/testing.md "Troubleshooting
 * a local run"). An inherited NODE_ENV is not used: vitest sets it to "test", which React reads as development.
 */
export function workerMode(env = process.env) {
  return env.CLIENT_DEV ? 'development' : 'production';
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  // Only release builds (`npm run build`) clean; test and bench builds must not pull files from under a running server.
  await buildAll({ clean: process.argv.includes('--clean') });
}
