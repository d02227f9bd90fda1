import manifest from '../../dist/manifest.json';

/** The hashed client files for one page: the entry, its CSS and everything worth a modulepreload. */
export interface PageAssets {
  /** The build these files are of, named in the document (`<meta name="app-build">`) for ops and the smoke check. */
  build: string;
  entry: string;
  css: string[];
  preload: string[];
}

interface Manifest {
  /** The build id (scripts/build-client.mjs buildId): the client bundle carries the same one. */
  build: string;
  entry: string;
  css: string[];
  imports: string[];
  pages: Record<string, string[]>;
  /** Lazy message chunks by language (fi, es); English is in the entry. */
  messages: Record<string, string[]>;
}

const m = manifest as unknown as Manifest;

/** The build this worker bundle and its client files came from. */
export const BUILD_ID: string = m.build ?? 'dev';

/** The page chunk and the language's messages are preloaded so hydration never waits on a second round trip. */
export function assetsFor(chunk: string | null, language = 'en'): PageAssets {
  const page = chunk ? (m.pages[chunk] ?? []) : [];
  const messages = m.messages?.[language] ?? [];
  return { build: BUILD_ID, entry: m.entry, css: m.css, preload: [...new Set([...m.imports, ...page, ...messages])] };
}
