/**
 * What the service worker may keep (docs/decisions/030-service-worker.md), as pure rules the worker glue (sw.ts),
 * the page (client/offline/) and the tests share. The site keeps nothing of a player: only the same-origin GETs named
 * here are handled at all, everything else (the platform's widgets and game frames, the API — the rails' tiles
 * included —, anything with a session) passes through untouched and is never stored.
 */
import { localePath, splitLocale } from '../../i18n/locales';
import { GUEST_COPY_HEADER } from '../contracts/guest-copy';
import { DATA_PREFIX } from '../contracts/payload';
import { BUILD_HEADER } from '../contracts/release';

/** How a request is handled: hashed file (cache-first), page document or page payload (network-first), or not at all. */
export type Rule = 'asset' | 'page' | 'data';

/** The parts of a request the rules read (a Request is one; so is a plain object in tests). */
export interface RequestFacts {
  url: string;
  method: string;
  mode?: string;
  headers: Headers;
}

/** The parts of a response the rules read. `type` is 'basic' for a same-origin answer the worker gave. */
export interface ResponseFacts {
  status: number;
  type?: string;
  headers: Headers;
}

/** Every cache the site makes starts with this, and ends with the build that made it. */
export const CACHE_PREFIX = 'shamrock';

/** The copy's time (ms since the epoch), written on the copy when it is stored: the banner's 'last updated'. */
export const STORED_AT_HEADER = 'X-Stored-At';

/** The document of a copy served offline names its time here (`<meta name=…>`), for the offline banner. */
export const COPY_META = 'offline-copy';

/** The message the worker posts to a page that was answered a payload from its copy. */
export interface CopyMessage {
  type: 'offline-copy';
  /** The page path (with its query) the payload is of, as the router navigated to it. */
  path: string;
  at: number;
}

/** The path of the offline page of a locale (rendered by the site worker: worker/routes/offline-page.tsx). */
export const OFFLINE_PATH = '/offline/';

/** The build's runtime caches; the precache is Workbox's `<prefix>-precache-<build>`. */
export function cacheNames(build: string): { pages: string; data: string; assets: string; precache: string } {
  return {
    pages: `${CACHE_PREFIX}-pages-${build}`,
    data: `${CACHE_PREFIX}-data-${build}`,
    assets: `${CACHE_PREFIX}-assets-${build}`,
    precache: `${CACHE_PREFIX}-precache-${build}`,
  };
}

/** The site's caches of other builds: deleted when this build's worker activates, so no build reads another's copy. */
export function staleCaches(names: readonly string[], build: string): string[] {
  return names.filter((name) => name.startsWith(`${CACHE_PREFIX}-`) && !name.endsWith(`-${build}`));
}

/**
 * The player view of a page's payload (`?view=player`, docs/decisions/010): the catalogue processed the logged-in way,
 * the same answer for every logged-in visitor — the site's worker never knows who the player is — so it is kept like
 * the guest's, under its own URL: a guest's request never reads it, nor a player's the guest's (decision 030).
 */
export function isPlayerView(url: URL): boolean {
  return url.searchParams.get('view') === 'player';
}

/**
 * How the worker handles a request, or null: pass through, never stored. Only same-origin GETs without credentials
 * of their own: hashed files under /assets/, a page's payload under /_data/ (the guest's or the player view, each
 * under its own URL), and a page navigation (not one asking for the player view). /api/* (support, tiles,
 * copyright, search, purge) is never handled.
 */
export function ruleFor(request: RequestFacts, origin: string): Rule | null {
  if (request.method !== 'GET' || request.headers.has('Authorization')) return null;
  const url = new URL(request.url);
  if (url.origin !== origin) return null;
  const path = url.pathname;
  if (path.startsWith('/assets/')) return 'asset';
  if (path.startsWith('/api/') || path === '/sw.js') return null;
  if (path === DATA_PREFIX || path.startsWith(`${DATA_PREFIX}/`)) return 'data';
  if (request.mode === 'navigate' && !path.slice(path.lastIndexOf('/') + 1).includes('.')) return isPlayerView(url) ? null : 'page';
  return null;
}

/** Cache-Control that keeps an answer to one browser's session: private, no-store. */
function isPrivate(headers: Headers): boolean {
  const cc = (headers.get('Cache-Control') ?? '').toLowerCase();
  return /(^|[\s,])(private|no-store)\b/.test(cc);
}

/**
 * May this answer be kept? A whole same-origin 200 of this very build (a copy from another build would pair one
 * version's shell with another's data), that sets no cookie and says nothing private; an asset needs only to be a
 * whole 200 (its name is its content). The browser hides Set-Cookie from a service worker, so the check of it is
 * for any other caller; what the worker sends with a cookie that matters is private anyway (render-page.tsx).
 */
export function mayStore(rule: Rule, request: RequestFacts, response: ResponseFacts, build: string): boolean {
  if (ruleFor(request, new URL(request.url).origin) !== rule) return false;
  if (response.status !== 200 || (response.type !== undefined && response.type !== 'basic' && response.type !== 'default')) return false;
  if (response.headers.has('Set-Cookie') || isPrivate(response.headers)) return false;
  if (rule === 'asset') return true;
  return response.headers.get(BUILD_HEADER) === build;
}

/**
 * Does this page answer stand for a guest's render of the same page, to be kept in its place (docs/decisions/045)? A
 * whole 200 of this build made for this browser alone — a returning visitor's welcome-back render, `private` (decision
 * 023) — that no one may keep: without a copy, a player who reloads offline gets the offline page rather than the page
 * they were on. The worker fetches the guest's render (guestCopyHeaders) and keeps it if mayStore allows. Never for a
 * `no-store` page (the contact page: no copy for anyone), an error, or another build's answer.
 */
export function wantsGuestCopy(request: RequestFacts, response: ResponseFacts, build: string): boolean {
  if (ruleFor(request, new URL(request.url).origin) !== 'page' || request.headers.has(GUEST_COPY_HEADER)) return false;
  if (response.status !== 200 || response.headers.get(BUILD_HEADER) !== build) return false;
  const cc = (response.headers.get('Cache-Control') ?? '').toLowerCase();
  return /(^|[\s,])private\b/.test(cc) && !/(^|[\s,])no-store\b/.test(cc);
}

/** The headers of the worker's own request for a page's copy: a guest's render, whatever the visitor's cookie says. */
export function guestCopyHeaders(): Headers {
  return new Headers({ Accept: 'text/html', [GUEST_COPY_HEADER]: '1' });
}

/**
 * May a kept payload answer this request? Only the build that asked for it may read it: the page sends its build
 * (X-App-Build) with every call, and a page of another build must get no answer rather than data of a shape it may
 * not know (it then fails as offline does). Documents carry their own bundle, so any kept copy of this build serves.
 */
export function mayServeCopy(rule: Rule, request: RequestFacts, copy: ResponseFacts, build: string): boolean {
  const copyBuild = copy.headers.get(BUILD_HEADER);
  if (copyBuild !== build) return false;
  if (rule !== 'data') return true;
  return request.headers.get(BUILD_HEADER) === copyBuild;
}

/** When a copy was stored (its STORED_AT_HEADER), or null when it does not say. */
export function storedAt(headers: Headers): number | null {
  const at = Number(headers.get(STORED_AT_HEADER));
  return Number.isFinite(at) && at > 0 ? at : null;
}

/** The offline page for a page path: the one of its locale, so its links and language stay the visitor's. */
export function offlinePageFor(pathname: string): string {
  return localePath(splitLocale(pathname).locale.id, OFFLINE_PATH);
}

/**
 * The URL of a page's payload as the router asks for it (client/api/get-page.ts): the page's path and query under
 * /_data, then the player view's `view=player` for a logged-in player. A guest's and a player's copies are two URLs.
 */
export function payloadUrlOf(page: URL, player: boolean): URL {
  const url = new URL(`${DATA_PREFIX}${page.pathname}${page.search}`, page.origin);
  if (player) url.search = url.search ? `${url.search}&view=player` : '?view=player';
  return url;
}

/** The page path a payload URL is of: '/_data/fi/slots/?x=1' → '/fi/slots/?x=1' (the view query left out). */
export function pagePathOfData(dataUrl: string): string {
  const url = new URL(dataUrl);
  // Cut as text: URLSearchParams would write the rest of the query anew (%20 as +), unlike the page's address.
  const search = url.search.replace(/([?&])view=player(&|$)/, (_, before: string, after: string) => (after ? before : ''));
  const path = url.pathname.slice(DATA_PREFIX.length) || '/';
  return path + search;
}

/** The document of a copy, marked with the time it was stored (before anything else in its head). */
export function markCopy(html: string, at: number): string {
  const meta = `<meta name="${COPY_META}" content="${Math.floor(at)}">`;
  return html.includes('<head>') ? html.replace('<head>', `<head>${meta}`) : html;
}
