// The worker's `Env` type, generated from wrangler.toml by `wrangler types` (STYLE.md §6): `npm run types` writes
// worker/worker-configuration.d.ts; `npm test` runs this with --check and fails when wrangler.toml changed without it.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ARGS = ['types', 'worker/worker-configuration.d.ts', '--include-runtime=false', '--strict-vars=false'];

/** Runs wrangler types (or its --check); true when the file is (now) current. */
export function envTypes({ check = false, quiet = false } = {}) {
  const result = spawnSync(process.execPath, [path.join(root, 'node_modules/wrangler/bin/wrangler.js'), ...ARGS, ...(check ? ['--check'] : [])], {
    cwd: root,
    env: { ...process.env, WRANGLER_SEND_METRICS: 'false', WRANGLER_HIDE_BANNER: 'true' },
    stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    encoding: 'utf8',
  });
  if (result.status !== 0 && quiet) process.stderr.write(`${result.stdout ?? ''}${result.stderr ?? ''}`);
  return result.status === 0;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const check = process.argv.includes('--check');
  if (!envTypes({ check })) {
    if (check) console.error('worker/worker-configuration.d.ts is out of date with wrangler.toml: run `npm run types`.');
    process.exit(1);
  }
}
