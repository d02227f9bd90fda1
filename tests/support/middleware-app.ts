import { Hono, type MiddlewareHandler } from 'hono';
import type { AppEnv } from '../../worker/env';

/** A bare app running the given middleware, whose handler echoes what they decided. For middleware unit tests. */
export function appWith(...middleware: MiddlewareHandler<AppEnv>[]) {
  const app = new Hono<AppEnv>();
  for (const m of middleware) app.use(m);
  app.all('*', (c) =>
    c.json({ path: new URL(c.req.url).pathname, locale: c.var.locale?.id, rest: c.var.rest, geo: c.var.geo, device: c.var.device, nonce: c.var.nonce }),
  );
  return app;
}
