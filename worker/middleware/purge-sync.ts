import type { MiddlewareHandler } from 'hono';
import { getConfig } from '../config';
import { dropIsolateContent } from '../content/content';
import { syncGeneration } from '../content/purge-generation';
import type { AppEnv } from '../env';
import { dropPages } from '../render/page-cache';

/** A purge made through any isolate drops this isolate's content and page caches within PURGE_CHECK_SECONDS. */
export function dropIsolateCaches(): void {
  dropIsolateContent();
  dropPages();
}

export const purgeSync: MiddlewareHandler<AppEnv> = async (c, next) => {
  const kv = c.env.CONTENT_CACHE;
  if (kv) await syncGeneration(kv, getConfig(c.env).purgeCheckSeconds * 1000, Date.now(), dropIsolateCaches);
  await next();
};
