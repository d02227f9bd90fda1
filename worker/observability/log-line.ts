import { ENDPOINTS } from '../../client/contracts/api';
import { DATA_PREFIX } from '../../client/contracts/payload';
import { LIVE_SOCKET_PATH } from '../../client/contracts/live';
import { matchRoute } from '../../client/routes';
import type { BreakerChange } from '../content/upstream-guard';
import type { VersionInfo } from '../env';
import type { CacheOutcome, OfferFlag } from './trace';

/**
 * The one line a request logs (docs/operations.md "Observability"). Built from a closed list of fields, each of them
 * about the site, never about the visitor: no address, header, cookie, query string, body or player. A field added
 * here is a field every log keeps: say in docs/operations.md why it names no one.
 */
export interface LogLine {
  /** The page's route name (client/routes.ts), `api:<endpoint>`, `health`, `asset`, `robots`, `sitemap`, `redirect` or `error`. */
  route: string;
  method: string;
  /** The path only: never the query string; e-mail-like segments redacted; at most PATH_CHARS characters. */
  path: string;
  status: number;
  cache: CacheOutcome;
  /** The page's render (loaders with their upstream waits, then SSR); 0 on a page-cache hit; absent when no page. */
  renderMs?: number;
  /** Milliseconds this request waited on each upstream it called (key prefixes: wp, platform, categories, ltp). */
  upstreamMs: Record<string, number>;
  /** Breaker state changes that happened during this request. */
  breakers: BreakerChange[];
  /** Live offers this request's page showed without their bonus call to action (docs/decisions/034); absent when none. */
  offers?: OfferFlag[];
  version: string;
  build: string;
  tag: string;
  region: string;
  /** The Cloudflare data centre (request.cf.colo), when there is one. */
  colo?: string;
  /** Total, from the first middleware to the response. */
  ms: number;
}

export const PATH_CHARS = 200;
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/** The URL's path for a log: no query string or fragment, e-mail-like segments redacted, bounded. */
export function logPath(url: string): string {
  let path: string;
  try {
    path = new URL(url).pathname;
  } catch {
    return '';
  }
  // A path is the site's, but a visitor can type anything into it: an address, a phone or card number, a player or
  // account id in it is not kept. Each segment is read as a person would see it — percent-decoded again and again
  // (`%2540`), full-width forms folded (`＠`, NFKC) — and goes whole when it holds an '@' or a run of six digits.
  const redacted = path
    .split('/')
    .map((segment) => (/@|\d{6}/.test(readable(segment)) ? ':redacted' : segment))
    .join('/');
  return redacted.length > PATH_CHARS ? `${redacted.slice(0, PATH_CHARS)}…` : redacted;
}

/** A path segment as it would read once every layer of percent-encoding is gone, in NFKC (full-width digits and '@'). */
function readable(segment: string): string {
  let text = segment;
  for (let i = 0; i < 4 && text.includes('%'); i++) {
    try {
      const next = decodeURIComponent(text);
      if (next === text) break;
      text = next;
    } catch {
      // A stray '%': decode what can be, as bytes never form a character across it.
      text = text.replace(/%[0-9a-f]{2}/gi, (hex) => String.fromCharCode(parseInt(hex.slice(1), 16)));
      break;
    }
  }
  return text.normalize('NFKC').replace(/[\s-]/g, '');
}

const API_ROUTES = new Map<string, string>([
  ...Object.entries(ENDPOINTS)
    .filter(([name]) => name !== 'page')
    .map(([name, e]) => [e.path, `api:${name}`] as [string, string]),
  ['/api/cache/purge', 'api:cachePurge'],
  [LIVE_SOCKET_PATH, 'api:liveSocket'],
]);

/**
 * The route a request was about. `rest` is the locale-free page path (c.get('rest')) when the request got as far as
 * the locale middleware; pages and their /_data/ twins share their route's name (the path tells them apart).
 */
export function routeFor(path: string, rest: string | undefined, status: number): string {
  if (path === '/__health' || path === '/api/health') return 'health';
  if (path.startsWith('/assets/')) return 'asset';
  const api = API_ROUTES.get(path);
  if (api) return api;
  if (path.startsWith('/api/')) return 'api:unknown';
  if (path === '/robots.txt') return 'robots';
  if (/^\/sitemap(?:-[a-z-]+)?\.xml$/.test(path)) return 'sitemap';
  if (status >= 300 && status < 400) return 'redirect';
  const page = rest ?? (path.startsWith(`${DATA_PREFIX}/`) ? path.slice(DATA_PREFIX.length) : path);
  return matchRoute(page)?.route.name ?? 'error';
}

export interface LogInput {
  url: string;
  method: string;
  status: number;
  rest: string | undefined;
  cf: unknown;
  release: VersionInfo;
  trace: {
    cacheOutcome(): CacheOutcome;
    renderMs: number | undefined;
    upstreamMs(): Record<string, number>;
    breakers: BreakerChange[];
    offerFlags: OfferFlag[];
    elapsedMs(): number;
  };
}

/** The request's log line: only the fields of LogLine, each taken from where it is safe to take it. */
export function logLine(input: LogInput): LogLine {
  const { trace, release } = input;
  const path = logPath(input.url);
  const colo = (input.cf as { colo?: unknown } | undefined)?.colo;
  return {
    route: routeFor(path, input.rest, input.status),
    method: METHODS.has(input.method) ? input.method : 'OTHER',
    path,
    status: input.status,
    cache: trace.cacheOutcome(),
    ...(trace.renderMs !== undefined ? { renderMs: trace.renderMs } : {}),
    upstreamMs: trace.upstreamMs(),
    breakers: [...trace.breakers],
    ...(trace.offerFlags.length > 0 ? { offers: trace.offerFlags.map((f) => ({ ...f })) } : {}),
    version: release.version,
    build: release.build,
    tag: release.tag,
    region: release.region,
    ...(typeof colo === 'string' && /^[A-Z]{3,4}$/.test(colo) ? { colo } : {}),
    ms: trace.elapsedMs(),
  };
}

/**
 * The Server-Timing header of a response (Chromium devtools, Network → Timing): the cache outcome, the render and
 * one `upstream-<name>` entry per upstream waited on. The same figures as the log line; nothing about the visitor.
 */
export function serverTiming(line: Pick<LogLine, 'cache' | 'renderMs' | 'upstreamMs'>): string {
  const token = (s: string) => s.replace(/[^A-Za-z0-9_-]/g, '-');
  const entries = [`cache;desc=${token(line.cache)}`];
  if (line.renderMs !== undefined) entries.push(`render;dur=${line.renderMs}`);
  for (const [name, ms] of Object.entries(line.upstreamMs)) entries.push(`upstream-${token(name)};dur=${ms}`);
  return entries.join(', ');
}
