import { PageError } from '../../client/contracts/errors';

/** What named route middleware may change about a page response. */
export interface PageOptions {
  cacheControl: string;
  robots?: string;
  /** Kept in the page cache only as long as a degraded page (DEGRADED_PAGE_SECONDS): it carries live figures. */
  brief?: boolean;
}

type RouteMiddleware = (page: PageOptions) => void;

/** Named middleware a route may list in client/routes.ts. */
const REGISTRY: Record<string, RouteMiddleware> = {
  // Pages holding a form or per-visitor state must never be served from a shared cache.
  'no-store': (page) => {
    page.cacheControl = 'no-store';
  },
  // Live tables and jackpots in the server's HTML (docs/decisions/049): a page reused for PAGE_CACHE_SECONDS would
  // greet a player with figures that old, or with 'No live data' long after the hub has them.
  live: (page) => {
    page.brief = true;
  },
  noindex: (page) => {
    page.robots = 'noindex, follow';
  },
};

/** Resolves and applies a route's middleware names; an unknown name is a 500 'Unknown middleware {name}' (SPEC §8). */
export function applyRouteMiddleware(names: readonly string[] | undefined, page: PageOptions, registry = REGISTRY): void {
  for (const name of names ?? []) {
    const middleware = registry[name];
    if (!middleware) throw new PageError(500, `Unknown middleware ${name}`);
    middleware(page);
  }
}
