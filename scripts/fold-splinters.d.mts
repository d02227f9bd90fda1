/** A shared chunk under this many bytes (minified, before gzip) is a splinter. */
export declare const SPLINTER_BYTES: number;
/** The lobby's pages, never folded: their first screen is the one the first-screen JS budget counts. */
export declare const UNFOLDED_PAGES: string[];
/** The splinters' modules and the entry points that reach them, from a build's metafile; null: nothing to fold. */
export declare function splintersOf(metafile: {
  outputs: Record<string, { bytes: number; entryPoint?: string; inputs: Record<string, unknown>; imports: { path: string; kind: string }[] }>;
}): { inputs: string[]; reachers: string[] } | null;
/** The output files a file loads through static imports, directly or not. */
export declare function staticImports(outputs: Record<string, { imports: { path: string; kind: string }[] }>, file: string): Set<string>;
