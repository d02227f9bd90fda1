import { hostile, type Faults } from '../faults';
import { CASINO_ID } from '../platform/http';
import type { JackpotFeed } from './jackpot-feed';
import type { LiveFeed } from './live-feed';
import { FEED_CURRENCIES, type DgaAvailable, type DgaTable, type FeedCurrency, type JackpotsBody } from './wire-shapes';

/** The feeds' socket paths (what `{LIVE_FEED_URL}/ws` and `{JACKPOT_FEED_URL}/ws` are on the emulator). */
export const LIVE_SOCKET_PATH = '/live/ws';
export const JACKPOT_SOCKET_PATH = '/jackpots/ws';

/** What the hub needs of a WebSocket: the `ws` package's server sockets have these. */
export interface FeedSocket {
  send(text: string): void;
  close(code?: number, reason?: string): void;
  /** Gone without a close frame, as when the network drops. */
  terminate(): void;
}

/** One frame a client sent, as the inspection endpoints list it. */
export interface ReceivedFrame {
  seq: number;
  /** Feed time, ISO 8601. */
  at: string;
  socket: number;
  /** At most MAX_LOGGED_CHARS of it. */
  text: string;
}

const MAX_LOGGED_CHARS = 4096;
const MAX_LOG = 1000;

/** What a 'malformed' socket sends before each real frame: text that is not JSON, then JSON of the wrong shape. */
export const NOT_JSON = '{"tableId": "';
const wrongTable = (tableId: string) =>
  JSON.stringify({
    tableId,
    tableName: 42,
    tableOpen: 'yes',
    tableType: 'ROULETTE',
    totalSeatedPlayers: '-1',
    tableLimits: null,
    dealer: 'Anna',
    last20Results: [{ result: 17 }],
    currency: 'GBP',
  });
const WRONG_JACKPOTS = JSON.stringify({ jackpots: [{ jackpotId: 7, name: null, currency: 'GBP', amount: 'lots', lastWin: 'yesterday' }] });

interface Connection<Sub> {
  id: number;
  socket: FeedSocket;
  subscriptions: Set<Sub>;
}

/** What one socket path shares: its open connections, the log of what they sent, and fault-aware sending. */
class SocketPath<Sub> {
  readonly connections = new Map<FeedSocket, Connection<Sub>>();
  private readonly log: ReceivedFrame[] = [];
  private seq = 0;
  private nextId = 1;

  constructor(
    private readonly path: string,
    private readonly faults: Faults,
    private readonly now: () => number,
  ) {}

  add(socket: FeedSocket): Connection<Sub> {
    const connection = { id: this.nextId++, socket, subscriptions: new Set<Sub>() };
    this.connections.set(socket, connection);
    return connection;
  }

  remove(socket: FeedSocket): void {
    this.connections.delete(socket);
  }

  record(connection: Connection<Sub>, text: string): void {
    this.log.push({ seq: ++this.seq, at: new Date(this.now()).toISOString(), socket: connection.id, text: text.slice(0, MAX_LOGGED_CHARS) });
    if (this.log.length > MAX_LOG) this.log.shift();
  }

  received(): ReceivedFrame[] {
    return [...this.log];
  }

  clearReceived(): void {
    this.log.length = 0;
  }

  mode() {
    return this.faults.ruleFor(this.path)?.mode;
  }

  /** Closes every socket when the path is dropping. */
  enforceDrop(): void {
    if (this.mode() !== 'drop') return;
    for (const socket of [...this.connections.keys()]) {
      this.connections.delete(socket);
      socket.terminate();
    }
  }

  /**
   * Sends a frame as the path's fault has it: nothing when stalled, garbage first when malformed, the strings
   * poisoned when hostile, twice when duplicated. `older` is an earlier state an 'out-of-order' path sends after it.
   */
  send(connection: Connection<Sub>, value: unknown, options: { wrongShape?: string; older?: unknown } = {}): void {
    const rule = this.faults.ruleFor(this.path);
    const mode = rule?.mode;
    if (mode === 'stall' || mode === 'drop') return;
    const { socket } = connection;
    const text = (v: unknown) => JSON.stringify(mode === 'hostile' ? hostile(v, '', rule?.options.html) : v);
    if (mode === 'malformed') {
      socket.send(NOT_JSON);
      if (options.wrongShape) socket.send(options.wrongShape);
    }
    socket.send(text(value));
    if (mode === 'duplicate') socket.send(text(value));
    if (mode === 'out-of-order' && options.older !== undefined) socket.send(text(options.older));
  }
}

type ClientMessage = Record<string, unknown> & { type: string };

/** Parses a client's frame: an object with a string `type`, or undefined for anything else (ignored, but logged). */
function message(text: string): ClientMessage | undefined {
  try {
    const value: unknown = JSON.parse(text);
    const isObject = value !== null && typeof value === 'object' && !Array.isArray(value);
    if (isObject && typeof (value as { type?: unknown }).type === 'string') return value as ClientMessage;
  } catch {
    // Not JSON: the real feed ignores it too.
  }
  return undefined;
}

const isCurrency = (value: unknown): value is FeedCurrency => FEED_CURRENCIES.includes(value as FeedCurrency);

/** A subscription's key: table id and currency. */
type TableSub = `${string}|${FeedCurrency}`;

/**
 * The emulated feeds' socket side: the DGA protocol on LIVE_SOCKET_PATH (available / subscribe / unsubscribe per table
 * and currency) and the jackpot protocol on JACKPOT_SOCKET_PATH (subscribe per currency), with the path faults of
 * `faults` applied to what they send, and the inspection the tests read (open subscriptions, frames received).
 * Transport-free: emulator/feeds/upgrade.ts hands it the `ws` sockets; unit tests hand it fakes.
 */
export class FeedSockets {
  readonly live: SocketPath<TableSub>;
  readonly jackpot: SocketPath<FeedCurrency>;
  /** The last table object sent per table and currency: what an 'out-of-order' path sends after a newer one. */
  private readonly lastSent = new Map<TableSub, DgaTable>();

  constructor(
    private readonly tables: LiveFeed,
    private readonly jackpots: JackpotFeed,
    faults: Faults,
  ) {
    this.live = new SocketPath(LIVE_SOCKET_PATH, faults, () => tables.now());
    this.jackpot = new SocketPath(JACKPOT_SOCKET_PATH, faults, () => jackpots.now());
    faults.onChange(() => {
      this.live.enforceDrop();
      this.jackpot.enforceDrop();
    });
    tables.onChange((tableId) => this.tableChanged(tableId));
    jackpots.onChange((currency) => this.jackpotsChanged(currency));
  }

  /** Takes a socket opened on `path`; returns its message and close handlers, or undefined for a path with no feed. */
  accept(path: string, socket: FeedSocket): { message(text: string): void; closed(): void } | undefined {
    const side = path === LIVE_SOCKET_PATH ? this.live : path === JACKPOT_SOCKET_PATH ? this.jackpot : undefined;
    if (!side) return undefined;
    const connection = (side as SocketPath<unknown>).add(socket);
    if (side.mode() === 'drop') {
      side.remove(socket);
      socket.terminate();
      return { message: () => undefined, closed: () => undefined };
    }
    const onMessage =
      side === this.live
        ? (text: string) => this.liveMessage(connection as Connection<TableSub>, text)
        : (text: string) => this.jackpotMessage(connection as Connection<FeedCurrency>, text);
    return {
      message: (text) => {
        side.record(connection as Connection<never>, text);
        onMessage(text);
      },
      closed: () => side.remove(socket),
    };
  }

  /** Open upstream subscriptions: sockets per table and currency (only those with one or more). */
  liveSubscriptions(): { sockets: number; subscriptions: { tableId: string; currency: FeedCurrency; sockets: number }[] } {
    const counts = new Map<TableSub, number>();
    for (const c of this.live.connections.values()) for (const sub of c.subscriptions) counts.set(sub, (counts.get(sub) ?? 0) + 1);
    const subscriptions = [...counts].map(([sub, sockets]) => {
      const [tableId, currency] = sub.split('|') as [string, FeedCurrency];
      return { tableId, currency, sockets };
    });
    return { sockets: this.live.connections.size, subscriptions };
  }

  jackpotSubscriptions(): { sockets: number; subscriptions: { currency: FeedCurrency; sockets: number }[] } {
    const counts = new Map<FeedCurrency, number>();
    for (const c of this.jackpot.connections.values()) for (const sub of c.subscriptions) counts.set(sub, (counts.get(sub) ?? 0) + 1);
    return { sockets: this.jackpot.connections.size, subscriptions: [...counts].map(([currency, sockets]) => ({ currency, sockets })) };
  }

  private liveMessage(connection: Connection<TableSub>, text: string): void {
    const m = message(text);
    if (!m || m.casinoId !== CASINO_ID) return;
    if (m.type === 'available') {
      this.live.send(connection, { tableKey: this.tables.tableIds() } satisfies DgaAvailable);
      return;
    }
    if ((m.type !== 'subscribe' && m.type !== 'unsubscribe') || typeof m.key !== 'string' || !isCurrency(m.currency)) return;
    const sub: TableSub = `${m.key}|${m.currency}`;
    if (m.type === 'unsubscribe') {
      connection.subscriptions.delete(sub);
      return;
    }
    const table = this.tables.table(m.key, m.currency);
    if (!table) return;
    connection.subscriptions.add(sub);
    this.lastSent.set(sub, table);
    this.live.send(connection, table, { wrongShape: wrongTable(table.tableId) });
  }

  private jackpotMessage(connection: Connection<FeedCurrency>, text: string): void {
    const m = message(text);
    if (!m || !isCurrency(m.currency)) return;
    if (m.type === 'unsubscribe') connection.subscriptions.delete(m.currency);
    if (m.type !== 'subscribe') return;
    connection.subscriptions.add(m.currency);
    this.jackpot.send(connection, { jackpots: this.jackpots.jackpots(m.currency) } satisfies JackpotsBody, { wrongShape: WRONG_JACKPOTS });
  }

  private tableChanged(tableId: string): void {
    for (const currency of FEED_CURRENCIES) {
      const sub: TableSub = `${tableId}|${currency}`;
      const listeners = [...this.live.connections.values()].filter((c) => c.subscriptions.has(sub));
      if (listeners.length === 0) continue;
      const table = this.tables.table(tableId, currency);
      if (!table) continue;
      const before = this.lastSent.get(sub);
      this.lastSent.set(sub, table);
      // Only a state the receiver can tell is older: its newest result is earlier than the new one's.
      const older = before && before.last20Results[0] && table.last20Results[0] && before.last20Results[0].time < table.last20Results[0].time ? before : undefined;
      for (const connection of listeners) this.live.send(connection, table, { wrongShape: wrongTable(tableId), older });
    }
  }

  private jackpotsChanged(currency: FeedCurrency): void {
    const body: JackpotsBody = { jackpots: this.jackpots.jackpots(currency) };
    for (const connection of this.jackpot.connections.values()) {
      if (connection.subscriptions.has(currency)) this.jackpot.send(connection, body, { wrongShape: WRONG_JACKPOTS });
    }
  }
}
