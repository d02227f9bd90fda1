import { createNonce } from '../nonce';
import { within } from '../within';

/**
 * Guest pages are the same for every visitor of one locale + country + device (ARCHITECTURE), except for the CSP
 * nonce. So a page is rendered once with a per-isolate placeholder in place of the nonce, kept here for the content
 * TTL, and each request gets a copy with its own nonce. The placeholder is random per isolate, so no content can
 * contain it; the sanitiser removes every script element anyway.
 */
let placeholder: string | undefined;

/** Created on first use: workerd forbids random values at global scope. */
export function noncePlaceholder(): string {
  placeholder ??= `n0nce${createNonce().replace(/[^A-Za-z0-9]/g, '')}`;
  return placeholder;
}

interface CachedPage {
  body: string;
  status: number;
  headers: [string, string][];
}

/**
 * The cache is bounded by what it holds, not by how many pages: one ?page=72 grid is ~1 MB of HTML where a game page
 * is ~40 KB, and 56 large grids once took an isolate (128 MB in all) from 9 to 203 MB. A page costs its text (up to two
 * bytes a character in V8) plus its encoded bytes (`pieces`, one copy): three bytes a character, counted high.
 */
export const PAGE_CACHE_MAX_BYTES = 24 * 1024 * 1024;
/** A page that alone would take a twelfth of the cache is rendered for its request and not kept. */
export const PAGE_CACHE_MAX_PAGE_BYTES = 2 * 1024 * 1024;
const costOf = (page: CachedPage) => page.body.length * 3;
// The rendered page itself, not a copy: its bytes (`pieces`, below) are made once, by whichever response comes first.
const pages = new Map<string, { page: CachedPage; expires: number; keptUntil: number; cost: number }>();
let held = 0;

/** What the cache holds now, in counted bytes and pages (tests, the bench). */
export function pageCacheSize(): { bytes: number; pages: number } {
  return { bytes: held, pages: pages.size };
}

function forget(key: string): void {
  const entry = pages.get(key);
  if (!entry) return;
  held -= entry.cost;
  pages.delete(key);
}
/** Bumped by every purge: a render that began before it must not store what it built. */
let epoch = 0;

/** The page kept for `key` while its time lasts; undefined once it is up (see `expiredPage`). */
export function cachedPage(key: string, now = Date.now()): CachedPage | undefined {
  const hit = pages.get(key);
  if (!hit) return undefined;
  if (now >= hit.expires) {
    if (now >= hit.keptUntil) forget(key);
    return undefined;
  }
  // Least recently used goes first: a hit moves the page to the end of the map's order.
  pages.delete(key);
  pages.set(key, hit);
  return hit.page;
}

/** The epoch a render starts in; pass it to storePage. */
export function pageEpoch(): number {
  return epoch;
}

/**
 * A page whose time is up but which may still be answered while another request renders it again (`graceMs` of
 * storePage): a degraded page's next render can wait a whole upstream timeout on the upstream that failed, and every
 * visitor of the page would wait with it (docs/decisions/019, 2026-12-07).
 */
export function expiredPage(key: string, now = Date.now()): CachedPage | undefined {
  const entry = pages.get(key);
  return entry && now >= entry.expires && now < entry.keptUntil ? entry.page : undefined;
}

/** Whether a render of `key` is under way in this isolate (renderOnce). */
export function rendering(key: string): boolean {
  return renders.has(key);
}

/**
 * Keeps `page` for `ttlMs`, and `graceMs` after that as an expired page (expiredPage). Not when a purge came since
 * its render began (`startedIn`), nor when it alone is too large.
 */
export function storePage(key: string, page: CachedPage, ttlMs: number, startedIn: number, now = Date.now(), graceMs = 0): void {
  const cost = costOf(page);
  if (startedIn !== epoch || ttlMs <= 0 || cost > PAGE_CACHE_MAX_PAGE_BYTES) return;
  forget(key);
  pages.set(key, { page, expires: now + ttlMs, keptUntil: now + ttlMs + graceMs, cost });
  held += cost;
  while (held > PAGE_CACHE_MAX_BYTES) forget(pages.keys().next().value!);
}

/** A purge reached this isolate: no rendered page may outlive it. */
export function dropPages(): void {
  pages.clear();
  held = 0;
  epoch++;
}

const renders = new Map<string, Promise<CachedPage>>();

/**
 * One render per page key at a time in this isolate: a request that finds a render of its page under way waits for
 * it instead of rendering again. The render runs in another request, which could go away and leave it unsettled, so
 * a waiter gives up after `waitMs` and takes the render over — the first to give up renders and the others wait for
 * it — rather than every waiter rendering at once on a machine already too slow. A failed shared render fails the
 * waiting requests too; each answers its own error page.
 */
export async function renderOnce(key: string, waitMs: number, render: () => Promise<CachedPage>): Promise<CachedPage> {
  for (let pending = renders.get(key); pending; pending = renders.get(key)) {
    const shared = await within(pending, waitMs);
    if (shared) return shared;
    // Still the render we waited for: take it over. Otherwise someone already did: wait for theirs.
    if (renders.get(key) === pending) break;
  }
  const mine = render();
  renders.set(key, mine);
  try {
    return await mine;
  } finally {
    if (renders.get(key) === mine) renders.delete(key);
  }
}

const encoder = new TextEncoder();
/**
 * A page's bytes around its nonce placeholders, made once per stored page: a hit then copies bytes, where replacing
 * the placeholder in the string and encoding the result again was ~0.7 ms of every hit's CPU on an 80 KB lobby.
 */
const pieces = new WeakMap<CachedPage, Uint8Array[]>();

function piecesOf(page: CachedPage): Uint8Array[] {
  let parts = pieces.get(page);
  if (!parts) {
    parts = page.body.split(noncePlaceholder()).map((part) => encoder.encode(part));
    pieces.set(page, parts);
  }
  return parts;
}

/** The cached page as this request's response, with its nonce. */
export function respondWith(page: CachedPage, nonce: string): Response {
  const parts = piecesOf(page);
  const between = encoder.encode(nonce);
  const body = new Uint8Array(parts.reduce((n, part) => n + part.length, between.length * (parts.length - 1)));
  let at = 0;
  parts.forEach((part, i) => {
    if (i > 0) {
      body.set(between, at);
      at += between.length;
    }
    body.set(part, at);
    at += part.length;
  });
  return new Response(body, { status: page.status, headers: page.headers });
}
