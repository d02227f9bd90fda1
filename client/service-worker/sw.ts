/// <reference lib="webworker" />
/**
 * The service worker (/sw.js, docs/decisions/030-service-worker.md): thin glue over Workbox; what may be kept and
 * served is decided by ./rules.ts. Built by scripts/build-client.mjs with this build's id and precache list.
 */
import { clientsClaim, setCacheNameDetails, type WorkboxPlugin } from 'workbox-core';
import { CacheExpiration, ExpirationPlugin } from 'workbox-expiration';
import { matchPrecache, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import {
  CACHE_PREFIX,
  STORED_AT_HEADER,
  cacheNames,
  markCopy,
  mayServeCopy,
  mayStore,
  offlinePageFor,
  pagePathOfData,
  payloadUrlOf,
  ruleFor,
  staleCaches,
  storedAt,
  type CopyMessage,
  type Rule,
} from './rules';

declare const self: ServiceWorkerGlobalScope;
declare const __SW_BUILD__: string;
declare const __SW_PRECACHE__: PrecacheEntry[];

/** How long a page or its payload waits for the network before the copy answers (when there is one). */
const NETWORK_TIMEOUT_S = 3;
const BUILD = __SW_BUILD__;
const names = cacheNames(BUILD);

setCacheNameDetails({ prefix: CACHE_PREFIX, precache: 'precache', runtime: 'runtime', suffix: BUILD });
// A new build takes over at once: its caches hold only its own build's copies, and an open page of the older build
// is answered by the network (or not at all offline), never with another build's data (rules.ts mayServeCopy).
void self.skipWaiting();
clientsClaim();
precacheAndRoute(__SW_PRECACHE__);

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches.keys().then((all) =>
      Promise.all(staleCaches(all, BUILD).map(async (name) => {
        await new CacheExpiration(name, { maxEntries: 1 }).delete().catch(() => undefined);
        await caches.delete(name);
      })),
    ),
  );
});

/** Keeps only what rules.ts allows, stamped with the time it was stored; serves a copy only to its own build. */
function guard(rule: Rule): WorkboxPlugin {
  return {
    cacheWillUpdate: async ({ request, response }) => {
      if (!mayStore(rule, request, response, BUILD)) return null;
      if (rule === 'asset') return response;
      const headers = new Headers(response.headers);
      headers.set(STORED_AT_HEADER, String(Date.now()));
      return new Response(await response.blob(), { status: response.status, statusText: response.statusText, headers });
    },
    cachedResponseWillBeUsed: async ({ request, cachedResponse, event }) => {
      if (!cachedResponse) return null;
      if (rule === 'asset') return cachedResponse;
      if (!mayServeCopy(rule, request, cachedResponse, BUILD)) return null;
      const at = storedAt(cachedResponse.headers) ?? Date.now();
      if (rule === 'data') {
        const clientId = (event as FetchEvent | undefined)?.clientId;
        const client = clientId ? await self.clients.get(clientId) : undefined;
        const message: CopyMessage = { type: 'offline-copy', path: pagePathOfData(request.url), at };
        client?.postMessage(message);
        return cachedResponse;
      }
      const headers = new Headers(cachedResponse.headers);
      headers.delete('Content-Length');
      headers.delete('Content-Encoding');
      return new Response(markCopy(await cachedResponse.text(), at), { status: cachedResponse.status, headers });
    },
  };
}

const matches = (rule: Rule) => ({ request }: { request: Request }) => ruleFor(request, self.location.origin) === rule;
// A copy of a page is kept under its URL whatever cookie the request sent: the only variant a cookie makes
// (the returning visitor's) is private, and is never kept.
const matchOptions = { ignoreVary: true };

registerRoute(
  matches('asset'),
  new CacheFirst({ cacheName: names.assets, plugins: [guard('asset'), new ExpirationPlugin({ maxEntries: 150, purgeOnQuotaError: true })] }),
);
registerRoute(
  matches('page'),
  new NetworkFirst({
    cacheName: names.pages,
    networkTimeoutSeconds: NETWORK_TIMEOUT_S,
    matchOptions,
    plugins: [guard('page'), new ExpirationPlugin({ maxEntries: 40, purgeOnQuotaError: true })],
  }),
);
registerRoute(
  matches('data'),
  new NetworkFirst({
    cacheName: names.data,
    networkTimeoutSeconds: NETWORK_TIMEOUT_S,
    matchOptions,
    plugins: [guard('data'), new ExpirationPlugin({ maxEntries: 120, purgeOnQuotaError: true })],
  }),
);

// A navigation with neither network nor copy gets the offline page of its locale; anything else fails as it would.
setCatchHandler(async ({ request }) => {
  if (request.mode !== 'navigate') return Response.error();
  return (await matchPrecache(offlinePageFor(new URL(request.url).pathname))) ?? Response.error();
});

/** Fetches `url` as the page would and keeps the answer when the rules allow (stamped as the routes stamp theirs). */
async function keep(rule: 'page' | 'data', url: URL): Promise<void> {
  const headers = new Headers(rule === 'page' ? { Accept: 'text/html' } : { Accept: 'application/json', 'X-App-Build': BUILD });
  const response = await fetch(new Request(url.href, { headers, credentials: 'same-origin' })).catch(() => null);
  const facts = { url: url.href, method: 'GET', mode: rule === 'page' ? 'navigate' : 'cors', headers };
  if (!response || !mayStore(rule, facts, response, BUILD)) return;
  const stamped = new Headers(response.headers);
  stamped.set(STORED_AT_HEADER, String(Date.now()));
  const cache = await caches.open(rule === 'page' ? names.pages : names.data);
  await cache.put(url.href, new Response(await response.blob(), { status: 200, headers: stamped }));
}

/**
 * The page a visitor landed on loaded before this worker ran, and so did the payloads its router prefetched: the
 * page asks for them to be kept (its document, and the payloads of its tab and 'See all' links, at most KEEP_LINKS,
 * in the view its router asks for: the player view for a logged-in player), so the lobby and its lists survive a
 * reload or a click offline after one visit. Same-origin pages only.
 */
const KEEP_LINKS = 16;
self.addEventListener('message', (event) => {
  const data = event.data as { type?: string; page?: unknown; links?: unknown; player?: unknown } | null;
  if (data?.type !== 'keep' || typeof data.page !== 'string') return;
  const own = (href: string) => {
    const url = new URL(href, self.location.origin);
    return url.origin === self.location.origin ? url : null;
  };
  const page = own(data.page);
  const links = (Array.isArray(data.links) ? data.links : []).filter((l): l is string => typeof l === 'string').slice(0, KEEP_LINKS);
  const payloads = links.map(own).filter((u): u is URL => u !== null).map((u) => payloadUrlOf(u, data.player === true));
  event.waitUntil(Promise.all([...(page ? [keep('page', page)] : []), ...payloads.map((u) => keep('data', u))]).then(() => undefined));
});
