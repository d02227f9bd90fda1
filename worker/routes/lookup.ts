import { notFound, PageError, unavailable } from '../../client/contracts/errors';
import type { Lookup } from '../content/upstream';

/** A content lookup the page cannot do without: its value, or the page error SPEC §8 names (404, else 500). */
export function required<T>(lookup: Lookup<T>): T {
  if (lookup.ok) return lookup.value;
  throw lookup.code === 404 ? notFound() : new PageError(500, 'Content service error');
}

/**
 * A CMS lookup the page cannot do without (magazine, promotions): its value, a 404 when the CMS has no such item, or
 * 503 'temporarily unavailable' when the CMS failed with nothing cached (docs/decisions/028-cms-down.md).
 */
export function requiredFromCms<T>(lookup: Lookup<T>): T {
  if (lookup.ok) return lookup.value;
  throw lookup.code === 404 ? notFound() : unavailable();
}
