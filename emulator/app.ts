import { Hono } from 'hono';
import { cors } from 'hono/cors';

/**
 * The local stand-in for WordPress, the platform REST API and the widget framework script.
 * Used by `npm start` and the tests; never imported by worker/ or client/. The content issue fills it out.
 */
export function createEmulator() {
  const app = new Hono();
  app.use(cors());
  app.get('/health', (c) => c.json({ ok: true, emulator: true }));
  app.get('/platform/framework.js', (c) =>
    c.body(FRAMEWORK_SCRIPT, 200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-cache' }),
  );
  return app;
}

// Filled out with the platform issue; for now the global announces itself so the loader can be tested.
const FRAMEWORK_SCRIPT = `window.CasinoPlatformEmulator = { version: 'emulator' };`;
