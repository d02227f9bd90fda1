import { PageError } from '../../client/contracts/errors';

/** What named route middleware may change about a page response. */
export interface PageOptions {
  cacheControl: string;
  robots?: string;
}

type RouteMiddleware = (page: PageOptions) => void;

/** Named middleware a route may list in client/routes.ts. */
const REGISTRY: Record<string, RouteMiddleware> = {
  // Pages holding a form or per-visitor state must never be served from a shared cache.
  'no-store': (page) => {
    page.cacheControl = 'no-store';
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
