import type { MiddlewareHandler } from 'hono';
import { getConfig } from '../config';
import type { AppEnv } from '../env';
import { isPagePath } from '../../client/contracts/paths';
import { pageRequest, redirectPage } from '../page-path';
import { withTrailingSlash } from './trailing-slash';

/**
 * The /fi/ rule (SPEC §2): when FI_REDIRECT is on, any page path containing /fi/ goes to /en-ie/ with the same rest.
 * It runs before the trailing-slash rule and adds the slash itself, so '/fi/slots' is one hop, not two.
 */
export const fiRedirect: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!getConfig(c.env).fiRedirect) return next();
  const page = pageRequest(c);
  if (!isPagePath(page.path)) return next();
  const path = withTrailingSlash(page.path);
  if (!path.includes('/fi/')) return next();
  return redirectPage(c, page, path.replace('/fi/', '/en-ie/'));
};
