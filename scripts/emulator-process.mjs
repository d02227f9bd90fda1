// The emulator as the Node scripts run it (npm start, the smoke check, the rollout rehearsal): bundled from its
// TypeScript for Node (dev only, never shipped) and served on loopback; and the worker vars that point every upstream
// at it.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Bundles emulator/server.ts to `outfile` (relative to the project) and starts it on 127.0.0.1:`port`. */
export async function startEmulatorBundle(port, outfile, options = {}) {
  const file = path.join(root, outfile);
  await build({ absWorkingDir: root, entryPoints: ['emulator/server.ts'], bundle: true, platform: 'node', format: 'esm', packages: 'external', outfile: file, logLevel: 'warning' });
  const { startEmulator } = await import(file);
  return startEmulator(port, '127.0.0.1', options);
}

/** Every upstream URL var of wrangler.toml, pointed at the emulator at `origin` (e.g. http://127.0.0.1:8788). */
export function emulatorUpstreams(origin) {
  return {
    CMS_BASE_URL: origin,
    PLATFORM_API_BASE_URL: origin,
    CUSTOM_CATEGORIES_BASE_URL: origin,
    PROMOTIONS_API_BASE_URL: origin,
    PLATFORM_SCRIPT_URL: `${origin}/platform/framework.js`,
    CAPTCHA_SCRIPT_URL: `${origin}/captcha/api.js`,
    CAPTCHA_VERIFY_URL: `${origin}/captcha/siteverify`,
    TAG_MANAGER_URL: `${origin}/gtm/gtm.js`,
    LIVE_FEED_URL: `${origin}/live`,
    JACKPOT_FEED_URL: `${origin}/jackpots`,
  };
}
