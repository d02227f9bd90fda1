import { Hono } from 'hono';
import { WpRestServer } from './server';

/**
 * The WordPress 6.1 REST API stand-in: /wp-json/wp/v2/… (pretty permalinks) and /?rest_route=/wp/v2/… (a
 * WordPress without them, as the contract tests' real WordPress is served). Content is the CMS source data of
 * emulator/data/cms-*.ts.
 *
 * Query params a route does not register are ignored, as WordPress ignores them: notably `locale`, and `lang`
 * on every type but promotions, the one type translated with Polylang (emulator/wordpress/polylang.ts); other
 * types give every language the same (English) content. `acf_format` is read by the ACF layer, not WordPress.
 */
export function wordpressRoutes(_options: { catalogueSize: number }) {
  const server = new WpRestServer();
  const app = new Hono();

  app.all('/wp-json/*', (c) => {
    const url = new URL(c.req.url);
    const route = url.pathname.slice('/wp-json'.length) || '/';
    const answer = server.serve(c.req.method, safeDecode(route), url.searchParams, url.origin);
    return c.body(answer.body, answer.status as 200, answer.headers);
  });

  // The root path belongs to other routes unless the request names a REST route.
  app.use('/', async (c, next) => {
    const url = new URL(c.req.url);
    const route = url.searchParams.get('rest_route');
    if (route === null) return next();
    // rest_route stays among the query params, as in WordPress's $_GET (it shows up in prev/next links).
    const answer = server.serve(c.req.method, route || '/', url.searchParams, url.origin);
    return c.body(answer.body, answer.status as 200, answer.headers);
  });

  return app;
}

/** A malformed %-escape is simply a route that does not exist (rest_no_route), never a crash. */
function safeDecode(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}
