import { Hono } from 'hono';
import { artworkRoutes } from './artwork-routes';
import { contentRoutes } from './content-routes';
import { gamesRoutes } from './games-routes';
import { casinoGuard } from './http';
import { promotionsRoutes } from './promotions-routes';
import { ticketsRoutes } from './tickets-routes';

/**
 * The casino platform's REST API (/api/v1, /api/v2), the custom categories service (/api/aspire-categories), the
 * limited-time promotions API, and game/icon/payment/CMS artwork (/artwork).
 * The widget framework script and its API are emulator/framework/ (mounted by emulator/app.ts).
 * Errors are JSON `{status: 0, message}`; a casino id other than 178 is a 404.
 */
export function platformRoutes(options: { catalogueSize: number; sessionPlayer?: (token: string) => string | undefined }): Hono {
  const app = new Hono();
  app.use('/api/v1/brands/:casinoId/*', casinoGuard);
  app.use('/api/v2/brands/:casinoId/*', casinoGuard);

  app.route('/', gamesRoutes(options.catalogueSize));
  app.route('/', contentRoutes());
  app.route('/', promotionsRoutes());
  app.route('/', ticketsRoutes({ sessionPlayer: options.sessionPlayer }));
  app.route('/', artworkRoutes(options.catalogueSize));
  return app;
}
