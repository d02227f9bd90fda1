import type { MiddlewareHandler } from 'hono';
import { splitLocale } from '../../i18n/locales';
import type { AppEnv } from '../env';
import { pageRequest } from '../page-path';

/** Locale from the path prefix: none → en (GB), en-ca, en-ie, fi, es. Sets the locale and the locale-free path. */
export const locale: MiddlewareHandler<AppEnv> = async (c, next) => {
  const { locale, rest } = splitLocale(pageRequest(c).path);
  c.set('locale', locale);
  c.set('rest', rest);
  await next();
  c.res.headers.set('Content-Language', locale.tag);
};
