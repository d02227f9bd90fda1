import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../env';
import { isPagePath } from '../../client/contracts/paths';
import { pageRequest, redirectPage } from '../page-path';

export function withTrailingSlash(path: string): string {
  return path.endsWith('/') ? path : `${path}/`;
}

/** Page paths end in '/': '/slots?x=1' → 301 '/slots/?x=1' in one hop (the browser keeps the hash). */
export const trailingSlash: MiddlewareHandler<AppEnv> = async (c, next) => {
  const page = pageRequest(c);
  if (page.path.endsWith('/') || !isPagePath(page.path)) return next();
  return redirectPage(c, page, withTrailingSlash(page.path));
};
