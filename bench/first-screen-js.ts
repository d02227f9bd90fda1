import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { readManifest } from '../scripts/manifest.mjs';

/** Issue 53: the first screen may weigh the React-floor twin's bundle (React DOM hydrating an empty root) plus this. */
export const FIRST_SCREEN_OVER_REACT_FLOOR = 16 * 1024;

/** The page chunk of `/` (client/routes.ts ROUTES.home.chunk; tests/integration/first-screen-js.test.ts checks it). */
export const HOME_PAGE_CHUNK = 'home-page';

/** The entry, its static imports and home's page chunk: every script `/` loads before it is interactive, gzip bytes. */
export function firstScreenJsBytes(root: string): { bytes: number; files: number } {
  const manifest = readManifest(root);
  const files = new Set([manifest.entry, ...manifest.imports, ...(manifest.pages[HOME_PAGE_CHUNK] ?? [])]);
  let bytes = 0;
  for (const f of files) bytes += gzipSync(readFileSync(path.join(root, 'dist/client', f))).length;
  return { bytes, files: files.size };
}
