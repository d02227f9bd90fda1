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
  /**
   * Preloaded at the fetch's normal priority, apart from `preload`: the platform bridge's modules for a returning
   * player, whose header (and any deep link) waits on the bridge and the framework before anything else.
   */
  urgent: string[];
}

const m = manifest as unknown as ClientManifest;

/** The build this worker bundle and its client files came from. */
export const BUILD_ID: string = m.build ?? 'dev';

/**
 * The page chunk and the language's messages are preloaded so hydration never waits on a second round trip; for a
 * returning player (`platform`) the bridge's chunks too, which the client would otherwise discover one import level
 * per round trip after hydration had begun (~200 ms of a deep link's 1.5 s, measured).
 */
export function assetsFor(chunk: string | null, language = 'en', { platform = false } = {}): PageAssets {
  const page = chunk ? (m.pages[chunk] ?? []) : [];
  const messages = m.messages?.[language] ?? [];
  const preload = [...new Set([...m.imports, ...page, ...messages])];
  const urgent = platform ? (m.platform ?? []).filter((href) => !preload.includes(href)) : [];
  return { build: BUILD_ID, entry: m.entry, css: m.css, preload, urgent };
}
