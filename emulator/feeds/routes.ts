import { upgradeWebSocket } from '@hono/node-server';
import { Hono, type Context } from 'hono';
import type { WSContext } from 'hono/ws';
import { CASINO_ID } from '../platform/http';
import type { FeedClock } from './clock';
import type { JackpotFeed } from './jackpot-feed';
import type { LiveFeed, TableOverride } from './live-feed';
import { JACKPOT_SOCKET_PATH, LIVE_SOCKET_PATH, type FeedSocket, type FeedSockets } from './sockets';
import { FEED_CURRENCIES, type DgaTablesBody, type FeedCurrency, type JackpotsBody } from './wire-shapes';

export interface FeedParts {
  clock: FeedClock;
  tables: LiveFeed;
  jackpots: JackpotFeed;
  sockets: FeedSockets;
}

const isCurrency = (value: unknown): value is FeedCurrency => FEED_CURRENCIES.includes(value as FeedCurrency);

/** Errors of the feeds' REST calls: `{error}` with a 400 or 404. */
const refuse = (c: Context, status: 400 | 404, error: string) => c.json({ error }, status);

const body = async (c: Context): Promise<Record<string, unknown>> => {
  const value: unknown = await c.req.json().catch(() => ({}));
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
};

/** The hub's view of a socket @hono/node-server opened (its `raw` is the `ws` package's socket). */
function feedSocket(ws: WSContext): FeedSocket {
  return {
    send: (text) => ws.send(text),
    close: (code, reason) => ws.close(code, reason),
    terminate: () => (ws.raw as { terminate(): void }).terminate(),
  };
}

/**
 * A feed's socket. Only a started emulator (server.ts, with a WebSocket server) upgrades; in process the upgrade is a
 * 500, and a GET without `Upgrade: websocket` is a 426. The path's faults have run before this (a 503 refuses the
 * handshake, a hang holds it).
 */
function socketRoute(app: Hono, path: string, sockets: FeedSockets): void {
  app.get(
    path,
    upgradeWebSocket(() => {
      let handlers: ReturnType<FeedSockets['accept']>;
      return {
        onOpen: (_event, ws) => {
          handlers = sockets.accept(path, feedSocket(ws));
        },
        onMessage: (event) => handlers?.message(typeof event.data === 'string' ? event.data : '(binary frame)'),
        onClose: () => handlers?.closed(),
        onError: () => handlers?.closed(),
      };
    }),
  );
  app.get(path, (c) => c.json({ error: 'this is a WebSocket: send Upgrade: websocket' }, 426));
}

/**
 * The feeds: their sockets (GET /live/ws, /jackpots/ws), REST snapshots (GET /live/tables, /jackpots/jackpots), and
 * their switches and inspection (/__live/…, /__jackpots/…; docs/emulator.md).
 */
export function feedRoutes({ clock, tables, jackpots, sockets }: FeedParts): Hono {
  const app = new Hono();
  socketRoute(app, LIVE_SOCKET_PATH, sockets);
  socketRoute(app, JACKPOT_SOCKET_PATH, sockets);

  app.get('/live/tables', (c) => {
    const currency = c.req.query('currency');
    if (c.req.query('casinoId') !== CASINO_ID) return refuse(c, 404, `Unknown casinoId '${c.req.query('casinoId') ?? ''}'`);
    if (!isCurrency(currency)) return refuse(c, 400, `Query 'currency' must be one of ${FEED_CURRENCIES.join(', ')}`);
    const list = tables.tableIds().map((id) => tables.table(id, currency)!);
    return c.json({ tables: list } satisfies DgaTablesBody);
  });

  app.get('/jackpots/jackpots', (c) => {
    const currency = c.req.query('currency');
    if (!isCurrency(currency)) return refuse(c, 400, `Query 'currency' must be one of ${FEED_CURRENCIES.join(', ')}`);
    return c.json({ jackpots: jackpots.jackpots(currency) } satisfies JackpotsBody);
  });

  // The feeds' clock, shared by both: {ms} moves it on, running every spin, deal, shift, opening and jackpot step due.
  app.get('/__live/clock', (c) => c.json({ now: new Date(clock.now()).toISOString() }));
  app.post('/__live/tick', async (c) => {
    const { ms } = await body(c);
    if (!(typeof ms === 'number' && Number.isFinite(ms) && ms >= 0 && ms <= 7 * 24 * 3_600_000)) return refuse(c, 400, 'ms must be a number of milliseconds, 0 to 604800000');
    clock.advance(ms);
    return c.json({ now: new Date(clock.now()).toISOString() });
  });

  // The next round now: of one table ({tableId}) or of every open one ({}).
  app.post('/__live/spin', async (c) => {
    const { tableId } = await body(c);
    if (tableId !== undefined && typeof tableId !== 'string') return refuse(c, 400, 'tableId must be a string');
    const ids = tableId === undefined ? tables.tableIds() : [tableId];
    const played = ids.filter((id) => tables.playRound(id));
    if (tableId !== undefined && played.length === 0) return refuse(c, 404, `No open table '${tableId}'`);
    return c.json({ played });
  });

  // Forces a table {"state": "open" | "closed" | "vanished"}, or back to its schedule ("scheduled").
  app.get('/__live/tables', (c) => c.json(tables.overrides()));
  app.put('/__live/tables/:tableId', async (c) => {
    const { state } = await body(c);
    if (!['open', 'closed', 'vanished', 'scheduled'].includes(state as string)) return refuse(c, 400, 'state must be open, closed, vanished or scheduled');
    const known = tables.override(c.req.param('tableId'), state === 'scheduled' ? undefined : (state as TableOverride));
    if (!known) return refuse(c, 404, `No table '${c.req.param('tableId')}'`);
    return c.json(tables.overrides());
  });
  app.delete('/__live/tables', (c) => {
    for (const id of Object.keys(tables.overrides())) tables.override(id, undefined);
    return c.json(tables.overrides());
  });

  app.get('/__live/subscriptions', (c) => c.json(sockets.liveSubscriptions()));
  app.get('/__live/received', (c) => c.json(sockets.live.received()));
  app.delete('/__live/received', (c) => {
    sockets.live.clearReceived();
    return c.json([]);
  });

  // A jackpot is won now: {jackpotId, currency?} (every currency's pool when none is named).
  app.post('/__jackpots/win', async (c) => {
    const { jackpotId, currency } = await body(c);
    if (typeof jackpotId !== 'string' || (currency !== undefined && !isCurrency(currency))) return refuse(c, 400, 'expected {jackpotId, currency?}');
    if (!jackpots.win(jackpotId, currency)) return refuse(c, 404, `No jackpot '${jackpotId}'`);
    return c.json({ jackpots: FEED_CURRENCIES.flatMap((code) => jackpots.jackpots(code)) });
  });
  app.get('/__jackpots/subscriptions', (c) => c.json(sockets.jackpotSubscriptions()));
  app.get('/__jackpots/received', (c) => c.json(sockets.jackpot.received()));
  app.delete('/__jackpots/received', (c) => {
    sockets.jackpot.clearReceived();
    return c.json([]);
  });
  return app;
}
