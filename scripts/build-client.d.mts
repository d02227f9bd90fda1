import type { BuildOptions } from 'esbuild';

export declare function buildClient(options?: { quiet?: boolean; clean?: boolean }): Promise<import('./manifest.mjs').ClientManifest>;
export declare function clientBuildOptions(options?: { quiet?: boolean; build?: string; fold?: { inputs: string[]; reachers: string[] } | null }): Promise<BuildOptions & { metafile: true }>;
export declare function buildId(): Promise<string>;
/** V8's explicit compile hint, the first line of the chunk that holds React DOM's client. */
export declare const EAGER_COMPILE_HINT: string;
export declare function eagerCompileFiles(metafile: import('esbuild').Metafile): string[];
