import type { Context } from 'hono';
import { notFound } from '../../client/contracts/errors';
import { OFFLINE_PATH } from '../../client/service-worker/rules';
import { getLocale, localePath, splitLocale, type LocaleId } from '../../i18n/locales';
import { createTranslator } from '../../i18n/translate';
import { getConfig } from '../config';
import type { AppEnv } from '../env';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/**
 * The page the service worker shows a navigation that has neither network nor a copy (docs/decisions/030): one per
 * locale, precached at install. Self-contained (no bundle, no data, no image: nothing else can load offline), never
 * indexed and in no sitemap. Its script reloads once the connection is back: the browser's URL is still the page
 * the visitor asked for, so the reload brings it.
 */
export function offlineHtml(locale: LocaleId, brand: string, nonce: string): string {
  const t = createTranslator(locale);
  const { tag } = getLocale(locale);
  const e = escapeHtml;
  return `<!DOCTYPE html><html lang="${e(tag)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${e(t('offline.title'))} | ${e(brand)}</title><style>
body{margin:0;font:16px/1.5 system-ui,sans-serif;background:#06231a;color:#f3f7f4;display:grid;min-height:100vh;place-items:center}
main{max-width:32rem;padding:1.5rem;text-align:center}h1{font-size:1.5rem;margin:0 0 .5rem}
a{display:inline-block;margin:.75rem .5rem 0;padding:.75rem 1.25rem;border-radius:999px;color:#1d1600;background:#f5c542;font-weight:700;text-decoration:none}
a:focus-visible{outline:3px solid #ffe28a;outline-offset:2px}a.secondary{background:transparent;color:#f3f7f4;border:2px solid #f3f7f4}
</style></head><body><main><h1>${e(t('offline.title'))}</h1><p role="status">${e(t('offline.text', { brand }))}</p><p><a href="">${e(t('offline.retry'))}</a><a class="secondary" href="${e(localePath(locale, '/'))}">${e(t('offline.lobby'))}</a></p></main><script nonce="${e(nonce)}">addEventListener('online',function(){location.reload()})</script></body></html>`;
}

/** GET /offline/, /fi/offline/, … : the locale's offline page (worker/index.tsx mounts it before the page routes). */
export function offlinePage(c: Context<AppEnv>): Response {
  const { locale, rest } = splitLocale(new URL(c.req.url).pathname);
  if (rest !== OFFLINE_PATH) throw notFound();
  return c.html(offlineHtml(locale.id, getConfig(c.env).brandName, c.get('nonce')), 200, {
    'Cache-Control': 'no-cache',
    'X-Robots-Tag': 'noindex',
  });
}
