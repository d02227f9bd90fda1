import { reactRenderer } from '@hono/react-renderer';
import { Hono } from 'hono';
import '../i18n/all-messages';
import { ENDPOINTS } from '../client/contracts/api';
import { LIVE_SOCKET_PATH } from '../client/contracts/live';
import { notFound } from '../client/contracts/errors';
import { refuse } from './api-answer';
import type { AppEnv } from './env';
import { device } from './middleware/device';
import { fiRedirect } from './middleware/fi-redirect';
import { geo } from './middleware/geo';
import { liveSocket } from './live/socket-route';
import { locale } from './middleware/locale';
import { purgeSync } from './middleware/purge-sync';
import { requestBounds, unparseable } from './middleware/request-bounds';
import { securityHeaders } from './middleware/security-headers';
import { trailingSlash } from './middleware/trailing-slash';
import { Document } from './render/document';
import { purgeCache } from './routes/cache-purge';
import { copyrightApi } from './routes/copyright-api';
import { handleError } from './routes/error-page';
import { lastResort, releaseNames } from './routes/last-resort';
import { pageHandler } from './routes/pages';
import { offlinePage } from './routes/offline-page';
import { searchCatalogueApi } from './routes/search-catalogue-api';
import { robotsHandler, sitemapHandler } from './routes/sitemap';
import { supportTicket } from './routes/support-ticket';
import { tilesApi } from './routes/tiles-api';
import { releaseHeaders, versionInfo } from './version';
import { releaseAsset } from './routes/release-asset';
import { healthHandler } from './routes/health';
import { logLine } from './observability/log-line';
import { requestLog, writeLine } from './observability/request-log';
import { RequestTrace } from './observability/trace';

/** The edge worker: middleware in the order of ARCHITECTURE.md, then the site API, then every page. */
export function createApp() {
  const app = new Hono<AppEnv>();
  // Outermost: every request, its error page included, gets its trace, its Server-Timing and its one log line.
  app.use(requestLog);
  // First of the rest, so that even an error raised by a later middleware can render the error page.
  app.use(reactRenderer(({ children, document }) => <Document document={document}>{children}</Document>, { docType: true }));
  app.use(releaseHeaders);
  app.use(securityHeaders);
  // Before anything that reads KV or calls an upstream (purgeSync, the pages): answers while an upstream hangs.
  app.get('/__health', healthHandler);
  app.get('/api/health', healthHandler);
  // Before the page middleware: a file of another release needs no locale, geo or purge check (release-asset.ts).
  app.get('/assets/*', releaseAsset);
  app.use(requestBounds);
  // The service worker's offline pages (docs/decisions/030): static text per locale, before any redirect or upstream.
  app.get('/offline/', offlinePage);
  app.get('/:locale{en-ca|en-ie|fi|es}/offline/', offlinePage);
  app.use(fiRedirect);
  app.use(trailingSlash);
  app.use(locale);
  app.use(geo);
  // The live socket needs only the currency (geo); no device, and no purge check to wait on before the upgrade.
  app.get(LIVE_SOCKET_PATH, liveSocket);
  app.use(device);
  app.use(purgeSync);
  app.post('/api/cache/purge', purgeCache);
  // The browser's endpoints, at the paths of the table its api client calls (client/contracts/api.ts).
  app.get(ENDPOINTS.copyright.path, copyrightApi);
  app.get(ENDPOINTS.searchCatalogue.path, searchCatalogueApi);
  app.get(ENDPOINTS.tiles.path, tilesApi);
  app.post(ENDPOINTS.supportTicket.path, supportTicket);
  app.all('/api/*', (c) => refuse(c, 404, 'Not found'));
  app.get('/robots.txt', robotsHandler);
  app.get('/sitemap.xml', sitemapHandler);
  app.get('/:file{sitemap-[a-z-]+\\.xml}', sitemapHandler);
  app.get('*', pageHandler);
  app.notFound((c) => handleError(notFound(), c));
  app.onError(handleError);
  return app;
}

const app = createApp();

/** The region's live-casino Durable Object (wrangler.toml LIVE_HUB): the runtime finds the class on the main module. */
export { LiveHub } from './live/hub';

export default {
  fetch(request: Request, env: AppEnv['Bindings'], ctx: Parameters<typeof app.fetch>[2]): Response | Promise<Response> {
    const refused = unparseable(request);
    if (!refused) return lastResort(request, releaseNames(versionInfo(env)), () => app.fetch(request, env, ctx));
    // Never reached the app: its log line is written here (no route, no cache, nothing measured).
    writeLine(logLine({ url: request.url, method: request.method, status: refused.status, rest: undefined, cf: undefined, release: versionInfo(env), trace: new RequestTrace() }));
    return refused;
  },
};
