// Builds one production region and runs it on a local port for scripts/smoke.mjs: the region's own
// `wrangler deploy --dry-run --env <region>` bundle in workerd (Miniflare) with that region's vars, static assets and
// request.cf.country, every upstream pointed at a locally started emulator. Nothing here reaches the network.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { offlineEnv } from './build.mjs';
import { quietWrangler, startSite, workerOptionsOf } from './site-server.mjs';
import { emulatorUpstreams, startEmulatorBundle } from './emulator-process.mjs';
import { buildClient } from './build-client.mjs';
import { REGION_COUNTRY, UPSTREAM_VARS } from './smoke-checks.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const wranglerBin = path.join(root, 'node_modules/wrangler/bin/wrangler.js');

/** Secrets a region gets with `wrangler secret put`; dummy values here (the emulator accepts any token). */
const DUMMY_SECRETS = {
  PLATFORM_API_TOKEN: 'smoke-platform-token',
  CAPTCHA_SECRET: 'smoke-captcha-secret',
  PURGE_SECRET: 'smoke-purge-secret',
};

/** The client bundle (dist/client, dist/manifest.json) every region's worker imports and serves: built once per run. */
export async function buildClientOnce() {
  await buildClient({ quiet: true });
}

/**
 * The region's worker exactly as `wrangler deploy --env <region>` would upload it, written to .tmp/smoke/<region>
 * (not dist/worker, which a running `npm start` or test may be using). Returns the bundle's path.
 */
export function buildRegionWorker(region) {
  const outdir = path.join(root, '.tmp/smoke', region);
  const result = spawnSync(process.execPath, [wranglerBin, 'deploy', '--dry-run', '--env', region, '--outdir', outdir], {
    cwd: root,
    env: { ...process.env, ...offlineEnv },
    encoding: 'utf8',
  });
  if (result.status !== 0) {
    process.stderr.write(result.stdout + result.stderr);
    throw new Error(`wrangler deploy --dry-run --env ${region} failed`);
  }
  return path.join(outdir, 'index.js');
}

/** A region's [env.<region>] as wrangler reads it (vars are not inherited from the top level): the expected origin and brand. */
export async function regionConfig(region) {
  return quietWrangler(async ({ unstable_readConfig }) => unstable_readConfig({ config: path.join(root, 'wrangler.toml'), env: region }));
}

/**
 * Starts the emulator on `emulatorPort` and the region's worker on `port`. The worker sees requests as the edge
 * would hand them over: URL on the region's production origin (Miniflare's `upstream` rewrites the local URL and
 * Host header to SITE_ORIGIN) and request.cf.country of the region (Miniflare's `cf`). DEV_GEO_OVERRIDE is never set.
 * Returns { url, siteOrigin, vars, stop() }; stop() is safe to call more than once and after a failed start.
 */
export async function startRegion(region, { port, emulatorPort, scriptPath }) {
  const country = REGION_COUNTRY[region];
  if (!country) throw new Error(`unknown region '${region}'`);
  const options = await workerOptionsOf(path.join(root, 'wrangler.toml'), region);
  const regionVars = options.bindings ?? {};
  if ('DEV_GEO_OVERRIDE' in regionVars) throw new Error(`[env.${region}.vars] sets DEV_GEO_OVERRIDE: it must stay local only`);
  const siteOrigin = new URL(String(regionVars.SITE_ORIGIN)).origin;
  const emu = `http://127.0.0.1:${emulatorPort}`;
  const upstreams = emulatorUpstreams(emu);
  for (const name of UPSTREAM_VARS) if (!(name in upstreams)) throw new Error(`no emulator URL for ${name}`);
  const vars = { ...regionVars, ...upstreams, ...DUMMY_SECRETS };

  let emulator;
  let mf;
  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    // Always both, whatever failed: a Miniflare left undisposed leaves workerd running.
    await Promise.allSettled([
      mf?.dispose(),
      emulator && Promise.race([emulator.close(), new Promise((r) => setTimeout(r, 3000))]),
    ]);
  };
  try {
    emulator = await startEmulatorBundle(emulatorPort, '.tmp/smoke/emulator/server.mjs');
    // The URL on the region's production origin and request.cf.country of the region, as the edge hands them over.
    mf = await startSite({ options, name: `shamrock-spins-${region}`, scriptPath, port, vars, upstream: siteOrigin, cf: { country } });
    return { url: `http://127.0.0.1:${port}`, siteOrigin, vars, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
