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
  guestCopyHeaders,
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
  wantsGuestCopy,
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
/**
 * A returning visitor's page is their own render (private, never kept): the guest's render of the same page is kept in
 * its place, fetched after the answer went to the page (docs/decisions/045), so a player who reloads offline gets the
 * page they were on — which shows 'Welcome back / Reconnecting' for them (client/offline) — not the offline page.
 */
const keepGuestCopy: WorkboxPlugin = {
  fetchDidSucceed: async ({ request, response, event }) => {
    if (wantsGuestCopy(request, response, BUILD)) event.waitUntil(keep('page', new URL(request.url)));
    return response;
  },
};

registerRoute(
  matches('page'),
  new NetworkFirst({
    cacheName: names.pages,
    networkTimeoutSeconds: NETWORK_TIMEOUT_S,
    matchOptions,
    plugins: [guard('page'), keepGuestCopy, new ExpirationPlugin({ maxEntries: 40, purgeOnQuotaError: true })],
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

/**
 * Fetches `url` as the page would and keeps the answer when the rules allow (stamped as the routes stamp theirs). A page
 * is asked for as a guest's render (guestCopyHeaders): a returning visitor's own is private and would not be kept.
 */
async function keep(rule: 'page' | 'data', url: URL): Promise<void> {
  const headers = rule === 'page' ? guestCopyHeaders() : new Headers({ Accept: 'application/json', 'X-App-Build': BUILD });
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
 * page asks for them to be kept (its document and its own payload, and the payloads of its tab and 'See all' links, at
 * most KEEP_LINKS, in the view its router asks for: the player view for a logged-in player), so the lobby and its lists
 * survive a reload, a click or Back offline after one visit. Same-origin pages only.
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
  // The page's own payload too: a client navigation back to it (Back, or its link from a tab) asks for the payload, not
  // the document, and would otherwise find no copy offline (issue 51: a player's reload, a tab, then Back).
  const pages = [page, ...links.map(own)].filter((u): u is URL => u !== null);
  const payloads = [...new Map(pages.map((u) => payloadUrlOf(u, data.player === true)).map((u) => [u.href, u])).values()];
  event.waitUntil(Promise.all([...(page ? [keep('page', page)] : []), ...payloads.map((u) => keep('data', u))]).then(() => undefined));
});
