// Builds one production region and runs it on a local port for scripts/smoke.mjs: the region's own
// `wrangler deploy --dry-run --env <region>` bundle in workerd (Miniflare) with that region's vars, static assets and
// request.cf.country, every upstream pointed at a locally started emulator. Nothing here reaches the network.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Miniflare } from 'miniflare';
import { offlineEnv } from './build.mjs';
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

/**
 * The region's Miniflare options as wrangler itself derives them from wrangler.toml for `--env <region>`
 * (`unstable_getMiniflareWorkerOptions`, which reads the config with wrangler's own parser — the same one
 * `unstable_readConfig` uses — so vars are the [env.<region>.vars] table, not inherited top-level [vars]): vars, KV,
 * rate limiter, compatibility date and the static assets of dist/client (Miniflare reads their _headers itself).
 */
async function regionWorkerOptions(region) {
  return quietWrangler(
    async ({ unstable_getMiniflareWorkerOptions }) => unstable_getMiniflareWorkerOptions(path.join(root, 'wrangler.toml'), region).workerOptions,
  );
}

/**
 * A region's [env.<region>] as wrangler reads it (`unstable_readConfig`, wrangler's own TOML parser and environment
 * rules: vars are not inherited from the top level). Works offline; used for the expected origin and brand in both
 * local and --url runs.
 */
export async function regionConfig(region) {
  return quietWrangler(async ({ unstable_readConfig }) => unstable_readConfig({ config: path.join(root, 'wrangler.toml'), env: region }));
}

async function quietWrangler(use) {
  // wrangler warns that DEV_GEO_OVERRIDE is not in the region's vars: intended (it is local only); keep it quiet.
  const previous = process.env.WRANGLER_LOG;
  process.env.WRANGLER_LOG = 'error';
  Object.assign(process.env, offlineEnv);
  try {
    return await use(await import('wrangler'));
  } finally {
    if (previous === undefined) delete process.env.WRANGLER_LOG;
    else process.env.WRANGLER_LOG = previous;
  }
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
  const options = await regionWorkerOptions(region);
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
    const { kvNamespaces, ...rest } = options;
    mf = new Miniflare({
      ...rest,
      name: `shamrock-spins-${region}`,
      modules: true,
      scriptPath,
      bindings: vars,
      // In memory (no kvPersist): every run starts on a cold cache and leaves nothing behind.
      kvNamespaces: Object.keys(kvNamespaces ?? { CONTENT_CACHE: {} }),
      host: '127.0.0.1',
      port,
      upstream: siteOrigin,
      // What the edge sets for a visitor from the region; a fixed object, so Miniflare never fetches cf data.
      cf: { country },
    });
    await mf.ready;
    return { url: `http://127.0.0.1:${port}`, siteOrigin, vars, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
