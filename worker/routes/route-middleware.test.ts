import { describe, expect, it } from 'vitest';
import { normaliseError } from '../../client/contracts/errors';
import { ROUTE_LIST } from '../../client/routes';
import { applyRouteMiddleware, type PageOptions } from './route-middleware';

describe('applyRouteMiddleware', () => {
  it('applies known middleware in order', () => {
    const page: PageOptions = { cacheControl: 'no-cache' };
    applyRouteMiddleware(['no-store', 'noindex'], page);
    expect(page).toEqual({ cacheControl: 'no-store', robots: 'noindex, follow' });
  });

  it("'live' keeps a page in the page cache only briefly (it carries live figures)", () => {
    const page: PageOptions = { cacheControl: 'no-cache' };
    applyRouteMiddleware(['live'], page);
    expect(page).toEqual({ cacheControl: 'no-cache', brief: true });
  });

  it("fails with 'Unknown middleware {name}' and status 500 for an unknown name", () => {
    let error: unknown;
    try {
      applyRouteMiddleware(['no-store', 'auth-guard'], { cacheControl: 'no-cache' });
    } catch (e) {
      error = e;
    }
    expect(normaliseError(error)).toEqual({ message: 'Unknown middleware auth-guard', statusCode: 500 });
  });

  it('every middleware named in the route table exists', () => {
    for (const route of ROUTE_LIST) expect(() => applyRouteMiddleware(route.middleware, { cacheControl: '' })).not.toThrow();
  });
});
