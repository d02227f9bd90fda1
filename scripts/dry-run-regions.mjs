// Per-region rollout check (CI): `wrangler deploy --dry-run --env <region>` for every production region, offline.
// A region fails when its bundle does not build or when it lacks a var the local [vars] define (DEV_GEO_OVERRIDE is
// local only). Prints one line per region and writes 'N passed, N failed' to test-results/regions-summary.txt.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { offlineEnv } from './build.mjs';
import { buildClient } from './build-client.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const REGIONS = ['uk', 'ca', 'ie'];
const LOCAL_ONLY = new Set(['DEV_GEO_OVERRIDE']);

function dryRun(env) {
  const args = [path.join(root, 'node_modules/wrangler/bin/wrangler.js'), 'deploy', '--dry-run', '--outdir', path.join('.tmp/dry-run', env ?? 'local')];
  if (env) args.push('--env', env);
  const result = spawnSync(process.execPath, args, { cwd: root, env: { ...process.env, ...offlineEnv }, encoding: 'utf8' });
  const output = result.stdout + result.stderr;
  // wrangler lists the bindings it would deploy: `env.NAME ("value")   Environment Variable`.
  const vars = new Set([...output.matchAll(/^\s*env\.([A-Z0-9_]+)\b.*Environment Variable/gm)].map((m) => m[1]));
  return { ok: result.status === 0, output, vars };
}

if (!existsSync(path.join(root, 'dist/manifest.json'))) await buildClient({ quiet: true });
const local = dryRun(undefined);
if (!local.ok || local.vars.size === 0) {
  process.stderr.write(local.output);
  throw new Error('the local dry run failed or listed no vars');
}
const expected = [...local.vars].filter((v) => !LOCAL_ONLY.has(v));
let passed = 0;
let failed = 0;
for (const region of REGIONS) {
  const run = dryRun(region);
  const missing = expected.filter((v) => !run.vars.has(v));
  const extra = [...run.vars].filter((v) => LOCAL_ONLY.has(v));
  if (run.ok && missing.length === 0 && extra.length === 0) {
    passed++;
    console.log(`PASS  wrangler deploy --dry-run --env ${region} (${run.vars.size} vars)`);
  } else {
    failed++;
    console.log(`FAIL  wrangler deploy --dry-run --env ${region}` + (run.ok ? '' : ': the bundle did not build') + (missing.length ? `; missing vars: ${missing.join(', ')}` : '') + (extra.length ? `; local-only vars set: ${extra.join(', ')}` : ''));
    if (!run.ok) process.stdout.write(run.output.split('\n').slice(-20).join('\n') + '\n');
  }
}
mkdirSync(path.join(root, 'test-results'), { recursive: true });
writeFileSync(path.join(root, 'test-results/regions-summary.txt'), `${passed} passed, ${failed} failed\n`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
