import type { Context } from 'hono';
import type { AppEnv } from '../env';

/** Where a release's hashed files are kept in the region's KV (scripts/release-assets.mjs writes them). */
export const ASSET_KEY_PREFIX = 'asset:';
const HASHED_FILE = /^\/assets\/[\w-]+\.[a-z0-9]+$/;

/**
 * A hashed file this version's own assets do not hold: during a gradual rollout a page of the other version asks
 * for its files here (docs/decisions/025-release-versions.md). Every release uploads its files to the region's KV
 * before it serves traffic, so any version can serve any recent release's files; immutable, as the originals are.
 * Reached only when the assets layer had no such file.
 */
export async function releaseAsset(c: Context<AppEnv>): Promise<Response> {
  const path = new URL(c.req.url).pathname;
  const missing = () => c.text('Not found', 404, { 'Cache-Control': 'no-store' });
  if (!HASHED_FILE.test(path)) return missing();
  const { value, metadata } = await c.env.CONTENT_CACHE.getWithMetadata<{ type?: string }>(ASSET_KEY_PREFIX + path, 'arrayBuffer');
  if (!value) return missing();
  return c.body(value, 200, { 'Content-Type': metadata?.type ?? 'application/octet-stream', 'Cache-Control': 'public, max-age=31536000, immutable' });
}
