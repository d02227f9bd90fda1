/**
 * Test helper: calls the WordPress emulation through HTTP (Hono's app.request) and returns what a client sees.
 * Used by the *.test.ts files beside it; the same requests can be replayed against a real WordPress.
 */
import { wordpressRoutes } from './routes';

export const ORIGIN = 'http://cms.test';

const app = wordpressRoutes({ catalogueSize: 0 });

export interface WpAnswer<T = any> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

/** GET a path such as '/wp-json/wp/v2/games?per_page=2' (or '/?rest_route=…'). */
export async function wp<T = any>(path: string, init?: RequestInit): Promise<WpAnswer<T>> {
  const res = await app.request(`${ORIGIN}${path}`, init);
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: (text ? JSON.parse(text) : null) as T, text };
}

export const totals = (a: WpAnswer) => [a.headers.get('X-WP-Total'), a.headers.get('X-WP-TotalPages')];
