import { Hono } from 'hono';

const FRAMEWORK_SCRIPT = `window.CasinoPlatformEmulator = { version: 'emulator' };`;

/** Placeholder until the platform emulation lands (being written now). */
export function platformRoutes(_options: { catalogueSize: number }) {
  const app = new Hono();
  app.get('/platform/framework.js', (c) =>
    c.body(FRAMEWORK_SCRIPT, 200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-cache' }),
  );
  return app;
}
