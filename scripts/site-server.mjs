// One way to serve a built site in workerd (Miniflare), for the e2e tier (tests/support/e2e-server.ts), the rollout
// rehearsal (tests/support/rollout.ts) and the region smoke check (scripts/smoke-server.mjs): the worker options
// wrangler itself derives from wrangler.toml — vars, KV, the rate limiter, version metadata and the static assets of
// dist/client with their _headers — then the caller's bundle, vars and request.cf. Nothing here reaches the network.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Miniflare } from 'miniflare';
import { offlineEnv } from './build.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Starts a built worker on 127.0.0.1:`port` and resolves once it serves. `config`: the wrangler.toml to read
 * (default the project's); `env`: a region of it (uk, ca, ie) or none for the top level (local development);
 * `scriptPath`: the bundle (`dist/worker/index.js` of `wrangler deploy --dry-run`); `vars` override the config's;
 * `upstream`: the origin the worker sees requests on (Miniflare rewrites the URL and Host); `cf`: request.cf, a fixed
 * object, so Miniflare never fetches one; `options`: the config's worker options when the caller has read them already
 * (workerOptionsOf); `handleStructuredLogs`: Miniflare's handler for the worker's console lines. KV is in memory: every start is a cold cache. Returns the Miniflare.
 */
export async function startSite({ config = path.join(root, 'wrangler.toml'), env, options, scriptPath, port, vars = {}, upstream, cf = {}, name, handleStructuredLogs }) {
  const { kvNamespaces, ...rest } = options ?? (await workerOptionsOf(config, env));
  const mf = new Miniflare({
    ...rest,
    ...(name ? { name } : {}),
    modules: true,
    scriptPath,
    bindings: { ...(rest.bindings ?? {}), ...vars },
    kvNamespaces: Object.keys(kvNamespaces ?? { CONTENT_CACHE: {} }),
    host: '127.0.0.1',
    port,
    ...(upstream ? { upstream } : {}),
    cf,
    ...(handleStructuredLogs ? { handleStructuredLogs } : {}),
  });
  try {
    await mf.ready;
  } catch (error) {
    await mf.dispose().catch(() => undefined);
    throw error;
  }
  return mf;
}

/** The worker options of a wrangler.toml (and env) as wrangler derives them, without its warnings. */
export async function workerOptionsOf(config, env) {
  return quietWrangler(async ({ unstable_getMiniflareWorkerOptions }) => unstable_getMiniflareWorkerOptions(config, env).workerOptions);
}

/** Runs `use` with wrangler's module, offline and quiet (it warns that DEV_GEO_OVERRIDE is not in a region's vars: intended). */
export async function quietWrangler(use) {
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
