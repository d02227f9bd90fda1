import type { Miniflare, WorkerOptions } from 'miniflare';

export interface StartSiteOptions {
  config?: string;
  env?: string;
  options?: WorkerOptions;
  scriptPath: string;
  port: number;
  vars?: Record<string, string>;
  upstream?: string;
  cf?: Record<string, unknown>;
  name?: string;
  handleStructuredLogs?: (log: { level: string; message: string }) => void;
}

export function startSite(options: StartSiteOptions): Promise<Miniflare>;
export function workerOptionsOf(config: string, env?: string): Promise<WorkerOptions>;
export function quietWrangler<T>(use: (wrangler: typeof import('wrangler')) => Promise<T>): Promise<T>;
