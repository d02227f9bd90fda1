import { Hono } from 'hono';

/** Placeholder until the WordPress emulation lands (being written now). */
export function wordpressRoutes(_options: { catalogueSize: number }) {
  return new Hono();
}
