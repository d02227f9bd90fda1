import { Hono } from 'hono';
import { cors } from 'hono/cors';
import { captchaRoutes } from './captcha/routes';
import { FAULT_MODES, Faults, MAX_HOSTILE_HTML, type FaultMode } from './faults';
import { createFeeds } from './feeds/feeds';
import { feedRoutes } from './feeds/routes';
import { frameworkRoutes } from './framework/routes';
import type { Clock } from './framework/state';
import { platformRoutes } from './platform/routes';
import { tagManagerRoutes } from './tag-manager/routes';
import { wordpressRoutes } from './wordpress/routes';

export interface EmulatorOptions {
  /** Size of the generated catalogue on top of the Irish sample (default 3,000; benchmarks raise it). */
  catalogueSize?: number;
  /** How long a 'hang' fault holds a response (default 60 s). */
  hangMs?: number;
  /** The widget framework's session clock (unit tests move it to prove the 20-minute expiry). */
  now?: Clock;
  /** The live-tables and jackpot feeds' seed (default FEED_SEED) and their time at start (default now). */
  feedSeed?: number;
  feedStart?: number;
  /**
   * Whether a started emulator's feeds move with the real clock (default true). Off, they move only by
   * `POST /__live/tick` or `emulator.feeds.clock.advance(ms)`; in process (createEmulator alone) they never follow it.
   */
  feedsRealTime?: boolean;
}

/**
 * The local stand-in for WordPress (/wp-json/wp/v2/…), the platform REST API (/api/v1, /api/v2), the custom
 * categories service (/api/aspire-categories), game artwork, the widget framework script, the captcha service and the
 * tag manager (/gtm/gtm.js), and the live casino's feeds (/live, /jackpots: REST here, their sockets in server.ts).
 * Used by `npm start` and the tests; never imported by worker/ or client/.
 */
export function createEmulator(options: EmulatorOptions = {}) {
  const faults = new Faults(options.hangMs);
  const app = new Hono();
  app.use(cors({ origin: '*', exposeHeaders: ['X-WP-Total', 'X-WP-TotalPages'] }));
  app.get('/health', (c) => c.json({ ok: true, emulator: true }));

  // Fault control for tests and manual checks: PUT {prefix, mode, ms?} (ms: the 'slow' delay); DELETE clears (all, or
  // ?prefix=).
  app.get('/__emulator/faults', (c) => c.json(faults.list()));
  app.put('/__emulator/faults', async (c) => {
    const body = (await c.req.json().catch(() => null)) as { prefix?: unknown; mode?: unknown; ms?: unknown; html?: unknown } | null;
    if (!body || typeof body.prefix !== 'string' || !FAULT_MODES.includes(body.mode as FaultMode)) {
      return c.json({ error: `expected {prefix, mode, ms?} with mode one of ${FAULT_MODES.join(', ')}` }, 400);
    }
    if (body.ms !== undefined && !(typeof body.ms === 'number' && Number.isFinite(body.ms) && body.ms >= 0 && body.ms <= 600_000)) {
      return c.json({ error: 'ms must be a number of milliseconds, 0 to 600000' }, 400);
    }
    if (body.html !== undefined && !(typeof body.html === 'string' && body.html.length <= MAX_HOSTILE_HTML)) {
      return c.json({ error: `html must be a string of at most ${MAX_HOSTILE_HTML} characters` }, 400);
    }
    faults.set(body.prefix, body.mode as FaultMode, { ...(body.ms === undefined ? {} : { ms: body.ms }), ...(typeof body.html === 'string' ? { html: body.html } : {}) });
    return c.json(faults.list());
  });
  app.delete('/__emulator/faults', (c) => {
    faults.clear(c.req.query('prefix'));
    return c.json(faults.list());
  });

  app.use(faults.middleware());
  const catalogueSize = options.catalogueSize ?? 3000;
  app.route('/', wordpressRoutes({ catalogueSize }));
  const framework = frameworkRoutes({ catalogueSize, hangMs: options.hangMs ?? 60_000, now: options.now });
  app.route('/', platformRoutes({ catalogueSize, sessionPlayer: (token) => framework.state.playerFor(token, false)?.playerId }));
  app.route('/', captchaRoutes());
  app.route('/', framework);
  app.route('/', tagManagerRoutes());
  const feeds = createFeeds({ catalogueSize, faults, seed: options.feedSeed, start: options.feedStart });
  app.route('/', feedRoutes(feeds));
  return Object.assign(app, { faults, framework: framework.state, feeds });
}

export type Emulator = ReturnType<typeof createEmulator>;
