// A release's hashed client files into the region's KV, before the release serves any traffic
// (docs/decisions/025-release-versions.md): during a gradual rollout a page of one version may ask the other version
// for its files, and each version serves the files its own assets lack from KV (worker/routes/release-asset.ts).
//   node scripts/release-assets.mjs --env uk            uploads dist/client/assets (after `npm run build`)
//   node scripts/release-assets.mjs --env uk --dry-run  writes the bulk file only
import { spawnSync } from 'node:child_process';
import { mkdir, readFile, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { offlineEnv } from './build.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The key prefix worker/routes/release-asset.ts reads (ASSET_KEY_PREFIX). */
export const ASSET_KEY_PREFIX = 'asset:';
/** Files of a release stay this long: far longer than any rollout, short enough that old releases fall away. */
export const ASSET_TTL_SECONDS = 90 * 24 * 3600;

const TYPES = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.json': 'application/json',
};

/** `wrangler kv bulk put` entries for every hashed file of a client build (`<clientDir>/assets`). */
export async function assetEntries(clientDir) {
  const dir = path.join(clientDir, 'assets');
  const entries = [];
  for (const name of (await readdir(dir)).sort()) {
    const type = TYPES[path.extname(name)] ?? 'application/octet-stream';
    const value = (await readFile(path.join(dir, name))).toString('base64');
    entries.push({ key: `${ASSET_KEY_PREFIX}/assets/${name}`, value, base64: true, metadata: { type }, expiration_ttl: ASSET_TTL_SECONDS });
  }
  return entries;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const env = args[args.indexOf('--env') + 1];
  if (!args.includes('--env') || !['uk', 'ca', 'ie'].includes(env ?? '')) {
    console.error('usage: node scripts/release-assets.mjs --env uk|ca|ie [--dry-run]');
    process.exit(2);
  }
  const entries = await assetEntries(path.join(root, 'dist/client'));
  const file = path.join(root, '.tmp', `release-assets-${env}.json`);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, JSON.stringify(entries));
  console.log(`${entries.length} files of this build → ${path.relative(root, file)}`);
  if (args.includes('--dry-run')) process.exit(0);
  const result = spawnSync(process.execPath, [path.join(root, 'node_modules/wrangler/bin/wrangler.js'), 'kv', 'bulk', 'put', file, '--binding', 'CONTENT_CACHE', '--env', env, '--remote'], {
    cwd: root,
    env: { ...process.env, ...offlineEnv },
    stdio: 'inherit',
  });
  process.exit(result.status ?? 1);
}
