import type { BuildOptions } from 'esbuild';

export declare function buildClient(options?: { quiet?: boolean; clean?: boolean }): Promise<unknown>;
export declare function clientBuildOptions(options?: { quiet?: boolean; build?: string }): Promise<BuildOptions & { metafile: true }>;
export declare function buildId(): Promise<string>;
