import type { Context } from 'hono';
import { normaliseError, PageError, UNAVAILABLE_STATUS } from '../../client/contracts/errors';
import { ERROR_PAGE } from '../../client/loading/page-chunks';
import { LOCALES, localePath } from '../../i18n/locales';
import { createTranslator } from '../../i18n/translate';
import { getConfig } from '../config';
import type { AppEnv } from '../env';
import { pageRequest } from '../page-path';
import { renderPage } from '../render/render-page';
import { answer } from '../api-answer';
import { buildErrorPayload, siteFor } from './page-payload';

/**
 * How long a visitor (or crawler) is asked to wait before retrying a page whose upstream is down: the breaker's
 * cooldown and the failure memory are over by then (docs/decisions/019, 028).
 */
export const RETRY_AFTER_SECONDS = 30;

/**
 * The app's onError: normalise, then render the error page (HTML, or JSON for the client router) with the
 * error's status. If that fails too, a minimal static page says so (SPEC §2 'error page itself fails').
 */
export async function handleError(err: unknown, c: Context<AppEnv>): Promise<Response> {
  const normalised = normaliseError(err);
  if (normalised.statusCode >= 500) console.error('page error', normalised.statusCode, err);
  // Our own PageErrors carry messages meant for people; anything else may hold internals and stays in the logs.
  const locale = c.get('locale') ?? LOCALES[0]!;
  const t = createTranslator(locale.id);
  const down = normalised.statusCode === UNAVAILABLE_STATUS;
  // A 503 (an upstream down, nothing cached: decision 028) says so in the visitor's language, and when to retry.
  const error = down ? { ...normalised, message: t('general.temporarilyUnavailable') } : err instanceof PageError ? normalised : { ...normalised, message: 'Unknown error' };
  if (down) c.header('Retry-After', String(RETRY_AFTER_SECONDS));
  try {
    const config = getConfig(c.env);
    const payload = buildErrorPayload(c, error, {
      title: String(error.statusCode),
      description: error.statusCode === 404 ? t('general.notFound') : down ? error.message : t('general.unknownError'),
      robots: 'noindex',
    });
    c.header('Cache-Control', 'no-store');
    if (pageRequest(c).json) return answer(c, 'page', payload, error.statusCode as 500);
    const { default: ErrorPage } = await ERROR_PAGE.load();
    return await renderPage(c, await siteFor(c, payload), { payload, Page: null, ErrorPage }, ERROR_PAGE.chunk);
  } catch (failure) {
    console.error('error page failed', failure);
    return c.html(errorPageFailedHtml(error.statusCode, locale.id), error.statusCode as 500);
  }
}

function errorPageFailedHtml(status: number, locale: (typeof LOCALES)[number]['id']): string {
  const t = createTranslator(locale);
  return `<!DOCTYPE html><html lang="${locale}"><head><meta charset="utf-8"><title>${status}</title></head><body><h1>${t('general.errorPageFailed')}</h1><p><a href="${localePath(locale, '/')}">${t('general.goHome')}</a></p></body></html>`;
}
