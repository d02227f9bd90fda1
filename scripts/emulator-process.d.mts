export declare function startEmulatorBundle(port: number, outfile: string, options?: Record<string, unknown>): Promise<{ close(): Promise<void> }>;
export declare function emulatorUpstreams(origin: string): Record<string, string>;
