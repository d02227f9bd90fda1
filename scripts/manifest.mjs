// dist/manifest.json: what scripts/build-client.mjs writes for the worker (worker/render/assets.ts) and what the
// tests and the bench read back. One reader, so its shape is declared once (manifest.d.mts).
import { readFileSync } from 'node:fs';
import path from 'node:path';

export const MANIFEST_FILE = 'dist/manifest.json';

/** The manifest of the build in `root` (a clone's folder for the rollout tests), read fresh: a test may rebuild. */
export function readManifest(root = path.resolve(import.meta.dirname, '..')) {
  return JSON.parse(readFileSync(path.join(root, MANIFEST_FILE), 'utf8'));
}
