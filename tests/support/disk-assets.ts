import { readFile } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext } from 'playwright-core';

const CLIENT = path.resolve(import.meta.dirname, '../../dist/client');
const TYPES: Record<string, string> = { '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8', '.map': 'application/json' };

let parsed: Record<string, string> | undefined;
/** Each build file read once per test file (null: the build has none), not again for each of the pages that ask. */
const bodies = new Map<string, Promise<Buffer | null>>();
const body = (file: string): Promise<Buffer | null> => {
  let read = bodies.get(file);
  if (!read) bodies.set(file, (read = readFile(file).catch(() => null)));
  return read;
};

/**
 * The headers dist/client/_headers gives a path under /assets/ (its `/*` and `/assets/*` rules; `! Name` removes one),
 * so an asset answered from the disk carries what wrangler's asset server would send. Read once per test file: the
 * build is made before the files run (tests/support/build-once.ts), not between their pages.
 */
function assetHeaders(): Record<string, string> {
  if (parsed) return parsed;
  const headers: Record<string, string> = {};
  let applies = false;
  for (const line of readFileSync(path.join(CLIENT, '_headers'), 'utf8').split('\n')) {
    if (!line.trim() || line.trimStart().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      applies = line.trim() === '/*' || line.trim() === '/assets/*';
      continue;
    }
    if (!applies) continue;
    const text = line.trim();
    if (text.startsWith('!')) delete headers[text.slice(1).trim().toLowerCase()];
    else {
      const colon = text.indexOf(':');
      headers[text.slice(0, colon).trim().toLowerCase()] = text.slice(colon + 1).trim();
    }
  }
  return (parsed = headers);
}

/**
 * Answers the site's hashed build files (`/assets/*` on `base`) from dist/client, the files the e2e server itself
 * serves, instead of through the server. Why: Playwright turns the HTTP cache off in any context with a route (the
 * off-machine guard is one), so every page load asks for all ~70 chunks again; under load `wrangler dev`'s asset
 * server (the e2e server until issue 50) once left a chunk's answer pending for good (cloudflare/workers-sdk#3942's
 * class of hang). What is tested is the page, not the local asset server (its headers are the integration tier's).
 * A file the build does not have falls through to the server (its 404), and an offline context fails the request as
 * the network would. In a context that runs the service worker, the worker's own fetches (its precache) are answered
 * here too — Playwright routes them in Chromium — and what it serves from its caches never reaches these routes.
 */
export async function serveAssetsFromDisk(context: BrowserContext, base: string): Promise<void> {
  const headers = assetHeaders();
  let offline = false;
  const setOffline = context.setOffline.bind(context);
  context.setOffline = async (value: boolean) => {
    offline = value;
    await setOffline(value);
  };
  await context.route(`${base}/assets/**`, async (route) => {
    if (offline) return route.abort('internetdisconnected');
    const pathname = new URL(route.request().url()).pathname;
    const file = path.join(CLIENT, pathname);
    if (!file.startsWith(path.join(CLIENT, 'assets') + path.sep)) return route.fallback();
    const content = await body(file);
    if (!content) return route.fallback();
    // The page may have gone (or a test's own abort answered the request) while the file was read: nothing to answer.
    return route.fulfill({ status: 200, body: content, headers: { ...headers, 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' } }).catch((error: Error) => {
      if (!/already handled|closed/i.test(error.message)) throw error;
    });
  });
}
