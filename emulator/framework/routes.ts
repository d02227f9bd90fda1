import { Hono, type Context } from 'hono';
import { findGame } from '../data/catalogue';
import { apiRoutes } from './api-routes';
import { gamePageHtml } from './game-page';
import { playerSummary } from './players';
import { frameworkScript } from './script-bundle';
import { FrameworkState, type Clock } from './state';
import { SCRIPT_MODES, type ScriptMode } from './types';

export interface FrameworkOptions {
  catalogueSize: number;
  /** How long mode 'hang' holds the script response (the emulator's hangMs). */
  hangMs: number;
  now?: Clock;
}

const SCRIPT_HEADERS = { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-cache' };

/**
 * The widget framework stand-in: its script (/platform/framework.js), the JSON API it calls (/platform/api/…),
 * the demo game page (/platform/game/:id) and the inspection endpoints for tests (/__emulator/framework/…).
 */
export function frameworkRoutes(options: FrameworkOptions): Hono & { state: FrameworkState } {
  const state = new FrameworkState(options.now);
  const app = new Hono();

  app.get('/platform/framework.js', async (c) => {
    switch (state.mode) {
      case '404':
        return c.text('Not found', 404);
      case 'hang':
        await hang(c, options.hangMs);
        return c.text('too late', 504);
      default:
        return c.body(await frameworkScript(state.mode === 'never-ready'), 200, SCRIPT_HEADERS);
    }
  });

  app.get('/platform/game/:id', (c) => {
    const game = findGame(options.catalogueSize, Number(c.req.param('id')));
    if (!game) return c.text('Unknown game', 404);
    return c.html(gamePageHtml({ id: game.id, name: game.name, provider: game.subProvider || game.provider }));
  });

  app.route('/', apiRoutes(state, options.catalogueSize));

  // Inspection for tests and manual checks, beside /__emulator/faults.
  app.get('/__emulator/framework/players', (c) => c.json(state.players.map(playerSummary)));
  app.get('/__emulator/framework/calls', (c) => c.json(state.calls));
  app.post('/__emulator/framework/calls', async (c) => {
    const b = (await c.req.json().catch(() => null)) as { method?: unknown; args?: unknown } | null;
    if (!b || typeof b.method !== 'string') return c.json({ error: 'expected {method, args}' }, 400);
    return c.json(state.logCall(b.method, Array.isArray(b.args) ? b.args : []));
  });
  app.delete('/__emulator/framework/calls', (c) => {
    state.calls = [];
    return c.json([]);
  });
  app.get('/__emulator/framework/mode', (c) => c.json({ mode: state.mode }));
  app.put('/__emulator/framework/mode', async (c) => {
    const mode = ((await c.req.json().catch(() => null)) as { mode?: unknown } | null)?.mode;
    if (!SCRIPT_MODES.includes(mode as ScriptMode)) return c.json({ error: `expected {mode} with mode one of ${SCRIPT_MODES.join(', ')}` }, 400);
    state.mode = mode as ScriptMode;
    return c.json({ mode: state.mode });
  });
  // Ends every session, as 20 idle minutes would: lets a test see the site react to an expiry without waiting.
  app.delete('/__emulator/framework/sessions', (c) => {
    state.sessions.clear();
    return c.json({ ok: true });
  });
  // Everything back to the start: demo players and balances, no sessions, an empty log, mode 'ok'.
  app.delete('/__emulator/framework', (c) => {
    state.reset();
    return c.json({ ok: true });
  });

  return Object.assign(app, { state });
}

/** Holds a response like the 'hang' fault: until hangMs passes or the caller gives up. */
function hang(c: Context, ms: number): Promise<void> {
  return new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    c.req.raw.signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}
