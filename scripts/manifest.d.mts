/** dist/manifest.json, as scripts/build-client.mjs writes it. URLs are site paths (`/assets/…`). */
export interface ClientManifest {
  /** The build id (buildId()): the client bundle, the service worker and the worker carry the same one. */
  build: string;
  /** The entry script. */
  entry: string;
  css: string[];
  /** The entry's static imports: with the entry, the first screen's scripts. */
  imports: string[];
  /** Each page chunk by name (`lobby-page`, …): its file first, then its static imports. */
  pages: Record<string, string[]>;
  /** Lazy message chunks by language (fi, es); English is in the entry. */
  messages: Record<string, string[]>;
  /** What a page needs to show itself offline (OFFLINE_SHELL: the router, the deferred chrome…): precached. */
  shell: string[];
  /**
   * The platform bridge's chunk and its static imports: preloaded in a returning player's document, whose header and
   * deep links wait on the bridge (a chain of three round trips otherwise).
   */
  platform: string[];
}

export declare const MANIFEST_FILE: string;
export declare function readManifest(root?: string): ClientManifest;
