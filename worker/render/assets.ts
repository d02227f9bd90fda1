import manifest from '../../dist/manifest.json';
// The shape the build writes (declared once, beside its writer); a type only, nothing of scripts/ is bundled.
import type { ClientManifest } from '../../scripts/manifest.mjs';

/** The hashed client files for one page: the entry, its CSS and everything worth a modulepreload. */
export interface PageAssets {
  /** The build these files are of, named in the document (`<meta name="app-build">`) for ops and the smoke check. */
  build: string;
  entry: string;
  css: string[];
  preload: string[];
}

const m = manifest as unknown as ClientManifest;

/** The build this worker bundle and its client files came from. */
export const BUILD_ID: string = m.build ?? 'dev';

/** The page chunk and the language's messages are preloaded so hydration never waits on a second round trip. */
export function assetsFor(chunk: string | null, language = 'en'): PageAssets {
  const page = chunk ? (m.pages[chunk] ?? []) : [];
  const messages = m.messages?.[language] ?? [];
  return { build: BUILD_ID, entry: m.entry, css: m.css, preload: [...new Set([...m.imports, ...page, ...messages])] };
}
