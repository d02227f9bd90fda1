import { existsSync } from 'node:fs';
import path from 'node:path';

/**
 * Integration and e2e tests run the production bundles. `npm test` builds them first (scripts/test.mjs);
 * a lone `vitest --project integration` builds them here when they are missing.
 */
export default async function buildOnce(): Promise<void> {
  const root = path.resolve(import.meta.dirname, '../..');
  if (existsSync(path.join(root, 'dist/worker/index.js')) && existsSync(path.join(root, 'dist/manifest.json'))) return;
  // @ts-expect-error -- a plain .mjs build script without types
  const { buildAll } = await import('../../scripts/build.mjs');
  await buildAll({ quiet: true });
}
