import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { WebSocketServer, type WebSocket } from 'ws';

/**
 * A stand-in for the live feeds of decision 049, on loopback (port 0), for the worker's integration tests: the DGA-style
 * table socket (`/live/ws`: available / subscribe / unsubscribe) and REST snapshot (`/live/tables`), the jackpot socket
 * (`/jackpots/ws`) and list (`/jackpots/jackpots`). It speaks the decision's wire shapes and records every frame and
 * request it got, so a test can say what reached the upstream. Not the emulator's feed: the lead may point the tests at
 * that once both are merged.
 */
export interface FeedTableWire {
  tableId: string;
  tableName: string;
  tableOpen: boolean;
  tableType: string;
  totalSeatedPlayers: number;
  tableLimits: { minBet: number; maxBet: number; maxPlayers: number };
  dealer: { name: string } | null;
  last20Results: { result: string; color: string; time: string }[];
  currency: string;
}

export interface FeedJackpotWire {
  jackpotId: string;
  name: string;
  currency: string;
  amount: number;
  lastWin: { amount: number; time: string } | null;
}

export interface LiveUpstream {
  /** http://127.0.0.1:<port>: the origin to pass through to (startWorker's `passThrough`). */
  origin: string;
  /** LIVE_FEED_URL and JACKPOT_FEED_URL for this stand-in. */
  vars: { LIVE_FEED_URL: string; JACKPOT_FEED_URL: string };
  /** Every text frame the sockets got, as sent. */
  frames: string[];
  /** Every REST request (path and query). */
  requests: string[];
  /** Tables by currency, then id: what `available`, subscribe and the REST snapshot answer from. */
  tables: Map<string, Map<string, FeedTableWire>>;
  jackpots: Map<string, FeedJackpotWire[]>;
  /** When true, the sockets answer nothing (a feed gone quiet with its connection up). */
  silent: boolean;
  /**
   * When true, each socket is closed (1013, try again later) as soon as it opens; REST still answers. (A refused
   * upgrade would be the truer outage, but Miniflare's loopback then leaves workerd's connection to the host hanging,
   * and the REST calls after it with it; FeedLink's unit test covers a socket that never opens.)
   */
  dropSockets: boolean;
  /** Sets a table and sends it to the sockets subscribed to it in its currency. */
  putTable(table: FeedTableWire): void;
  /** Sends raw text to every live socket subscribed to `key` in `currency` (hostile or malformed frames). */
  sendRaw(key: string, currency: string, text: string): void;
  /** Drops a table from the listing (the next `available` answer leaves it out). */
  removeTable(currency: string, id: string): void;
  setJackpots(currency: string, list: FeedJackpotWire[]): void;
  /** Resolves once some frame the sockets got satisfies `test`. */
  received(test: (frame: string) => boolean): Promise<string>;
  close(): Promise<void>;
}

export function feedTable(overrides: Partial<FeedTableWire> & { tableId: string }): FeedTableWire {
  return {
    tableName: `Table ${overrides.tableId}`,
    tableOpen: true,
    tableType: 'ROULETTE',
    totalSeatedPlayers: 12,
    tableLimits: { minBet: 0.2, maxBet: 500, maxPlayers: 7 },
    dealer: { name: 'Aoife' },
    last20Results: [{ result: '17', color: 'BLACK', time: '2026-12-06T01:00:00Z' }],
    currency: 'GBP',
    ...overrides,
  };
}

export async function startLiveUpstream(): Promise<LiveUpstream> {
  const frames: string[] = [];
  const requests: string[] = [];
  const tables = new Map<string, Map<string, FeedTableWire>>();
  const jackpots = new Map<string, FeedJackpotWire[]>();
  const waiters: { test: (f: string) => boolean; resolve: (f: string) => void }[] = [];
  /** Per live socket: `${currency}:${key}` it subscribed. */
  const liveSubs = new Map<WebSocket, Set<string>>();
  const jackpotSubs = new Map<WebSocket, Set<string>>();

  const tablesOf = (currency: string) => {
    let m = tables.get(currency);
    if (!m) tables.set(currency, (m = new Map()));
    return m;
  };
  const allKeys = () => [...new Set([...tables.values()].flatMap((m) => [...m.keys()]))];

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    requests.push(url.pathname + url.search);
    const currency = url.searchParams.get('currency') ?? '';
    let body: unknown;
    if (url.pathname === '/live/tables') body = { tables: [...tablesOf(currency).values()] };
    else if (url.pathname === '/jackpots/jackpots') body = { jackpots: jackpots.get(currency) ?? [] };
    res.writeHead(body === undefined ? 404 : 200, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify(body ?? { error: 'not found' }));
  });
  const wss = new WebSocketServer({ noServer: true });
  server.on('upgrade', (req, socket, head) => {
    const path = new URL(req.url ?? '/', 'http://stand-in').pathname;
    if (path !== '/live/ws' && path !== '/jackpots/ws') {
      socket.end('HTTP/1.1 404 Not Found\r\nContent-Length: 0\r\nConnection: close\r\n\r\n');
      return;
    }
    wss.handleUpgrade(req, socket, head, (ws) => {
      if (upstream.dropSockets) ws.close(1013, 'try again later');
      else if (path === '/live/ws') onLive(ws);
      else onJackpots(ws);
    });
  });

  const record = (text: string) => {
    frames.push(text);
    for (const w of [...waiters]) {
      if (w.test(text)) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve(text);
      }
    }
  };

  function onLive(ws: WebSocket) {
    const subs = new Set<string>();
    liveSubs.set(ws, subs);
    ws.on('close', () => liveSubs.delete(ws));
    ws.on('message', (data) => {
      const text = data.toString();
      record(text);
      if (upstream.silent) return;
      const frame = JSON.parse(text) as { type: string; key?: string; currency?: string };
      if (frame.type === 'available') ws.send(JSON.stringify({ tableKey: allKeys() }));
      if (frame.type === 'subscribe' && frame.key && frame.currency) {
        subs.add(`${frame.currency}:${frame.key}`);
        const table = tablesOf(frame.currency).get(frame.key);
        if (table) ws.send(JSON.stringify(table));
      }
      if (frame.type === 'unsubscribe') subs.delete(`${frame.currency}:${frame.key}`);
    });
  }

  function onJackpots(ws: WebSocket) {
    const subs = new Set<string>();
    jackpotSubs.set(ws, subs);
    ws.on('close', () => jackpotSubs.delete(ws));
    ws.on('message', (data) => {
      const text = data.toString();
      record(text);
      if (upstream.silent) return;
      const frame = JSON.parse(text) as { type: string; currency?: string };
      if (frame.type === 'subscribe' && frame.currency) {
        subs.add(frame.currency);
        ws.send(JSON.stringify({ jackpots: jackpots.get(frame.currency) ?? [] }));
      }
      if (frame.type === 'unsubscribe' && frame.currency) subs.delete(frame.currency);
    });
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const upstream: LiveUpstream = {
    origin,
    vars: { LIVE_FEED_URL: `${origin}/live`, JACKPOT_FEED_URL: `${origin}/jackpots` },
    frames,
    requests,
    tables,
    jackpots,
    silent: false,
    dropSockets: false,
    putTable(table) {
      tablesOf(table.currency).set(table.tableId, table);
      upstream.sendRaw(table.tableId, table.currency, JSON.stringify(table));
    },
    sendRaw(key, currency, text) {
      for (const [ws, subs] of liveSubs) if (subs.has(`${currency}:${key}`)) ws.send(text);
    },
    removeTable(currency, id) {
      tablesOf(currency).delete(id);
    },
    setJackpots(currency, list) {
      jackpots.set(currency, list);
      for (const [ws, subs] of jackpotSubs) if (subs.has(currency)) ws.send(JSON.stringify({ jackpots: list }));
    },
    received(test) {
      const seen = frames.find(test);
      if (seen) return Promise.resolve(seen);
      return new Promise((resolve) => waiters.push({ test, resolve }));
    },
    async close() {
      for (const ws of wss.clients) ws.terminate();
      wss.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  return upstream;
}
