import { performance } from 'node:perf_hooks';
import { WebSocket, type RawData } from 'ws';
import { eventLatencies, type EventLatencies } from './live-latency.mjs';

/** The stand-in feed's table every socket watches; each event changes its players to the event's number. */
export const TABLE = '2001';
/** Sockets opened at once while the fleet grows (a browser's handshakes are not all at one instant either). */
const OPEN_AT_ONCE = 100;

/**
 * The lobby's reconnect wait (client/live/backoff.ts on branch i54-lobby): exponential from 1 s, capped at 30 s, half
 * of each step fixed and half random ("equal jitter"). Here until that branch is merged; then import it.
 */
export function backoffDelay(attempt: number, random: () => number = Math.random): number {
  const step = Math.min(30_000, 1000 * 2 ** Math.max(0, Math.min(attempt, 30)));
  return Math.round(step / 2 + random() * (step / 2));
}

interface TableFrame {
  t: 'table';
  table: { id: string; players: number | null };
}

/**
 * N browser sockets in this process (`ws`), each watching 'tables' (the product) or only open (the twin, which reads
 * nothing). It times each socket's receipt of an event's table frame, and after a drop reconnects each socket with the
 * lobby's backoff until it has state again (a snapshot with the table).
 */
export class SocketFleet {
  private readonly sockets: (WebSocket | null)[] = [];
  /** When each socket last came to have state (performance.now()); 0: none since its last drop. */
  private readonly stateAt: number[] = [];
  private readonly attempts: number[] = [];
  private received = new Float64Array(0);
  private current = -1;
  private count = 0;
  private done: (() => void) | null = null;
  private lastTable: string | null = null;
  private reconnect = false;
  private closing = false;
  dropped = 0;
  tries = 0;
  /** After `reconnecting()`: when sockets opened, and when snapshots came without the table (diagnostics). */
  readonly opened: number[] = [];
  readonly emptySnapshots: number[] = [];

  constructor(
    private readonly url: string,
    private readonly watches: boolean,
  ) {}

  get size(): number {
    return this.sockets.length;
  }

  /** Opens sockets until there are `size`, each with state before it counts. */
  async grow(size: number): Promise<void> {
    while (this.sockets.length < size) {
      const batch: Promise<void>[] = [];
      for (let k = 0; k < OPEN_AT_ONCE && this.sockets.length < size; k++) {
        const i = this.sockets.length;
        this.sockets.push(null);
        this.stateAt.push(0);
        this.attempts.push(0);
        batch.push(this.connect(i));
      }
      await Promise.all(batch);
    }
  }

  /** One event: `trigger` sends it; resolves once every socket has it, or after `timeoutMs` with the rest missing. */
  async event(id: number, timeoutMs: number, trigger: () => void): Promise<EventLatencies> {
    this.received = new Float64Array(this.sockets.length);
    this.count = 0;
    this.current = id;
    let timer: NodeJS.Timeout | undefined;
    const all = new Promise<void>((resolve) => {
      this.done = resolve;
      timer = setTimeout(resolve, timeoutMs);
    });
    const sentAt = performance.now();
    trigger();
    await all;
    clearTimeout(timer);
    this.done = null;
    this.current = -1;
    return eventLatencies(sentAt, this.received);
  }

  /** The last table frame the product's sockets got, with `players` set to `id`: what the twin sends, byte for byte alike. */
  tableFrame(id: number): string {
    if (!this.lastTable) throw new Error('no table frame seen yet');
    const frame = JSON.parse(this.lastTable) as TableFrame;
    frame.table.players = id;
    return JSON.stringify(frame);
  }

  /** From now on a dropped socket comes back with the backoff; its state counts afresh. */
  reconnecting(): void {
    this.reconnect = true;
  }

  /** Resolves with each socket's time of state once all have it, or at `timeoutMs` (0 for those without). */
  async allHaveState(timeoutMs: number): Promise<number[]> {
    const end = performance.now() + timeoutMs;
    while (this.stateAt.some((t) => t === 0) && performance.now() < end) await new Promise((r) => setTimeout(r, 50));
    return [...this.stateAt];
  }

  async closeAll(): Promise<void> {
    this.closing = true;
    for (const ws of this.sockets) ws?.terminate();
  }

  /** Opens socket `i`; resolves once it has state, rejects when it closes first (unless reconnecting). */
  private connect(i: number): Promise<void> {
    return new Promise((resolve, reject) => {
      const ws = new WebSocket(this.url);
      this.sockets[i] = ws;
      ws.on('error', () => undefined);
      ws.on('open', () => {
        if (this.reconnect) this.opened.push(performance.now());
        if (this.watches) ws.send(JSON.stringify({ t: 'watch', topics: ['tables'] }));
        else this.hasState(i);
        if (this.stateAt[i]) resolve();
      });
      ws.on('message', (data) => {
        this.onMessage(i, data);
        if (this.stateAt[i]) resolve();
      });
      ws.on('close', (code) => {
        if (this.sockets[i] !== ws || this.closing) return;
        const hadState = this.stateAt[i] !== 0;
        this.stateAt[i] = 0;
        if (!this.reconnect) return reject(new Error(`socket ${i} closed (${code}) before it had state`));
        if (hadState) this.dropped++;
        const wait = backoffDelay(hadState ? 0 : this.attempts[i]!);
        this.attempts[i] = hadState ? 1 : this.attempts[i]! + 1;
        setTimeout(() => {
          this.tries++;
          this.connect(i).catch(() => undefined);
        }, wait);
      });
    });
  }

  private onMessage(i: number, data: RawData): void {
    const at = performance.now();
    const text = String(data);
    const frame = JSON.parse(text) as { t: string; snapshot?: { tables: { id: string }[] } } | TableFrame;
    if (frame.t === 'snapshot') {
      if ((frame as { snapshot: { tables: { id: string }[] } }).snapshot.tables.some((t) => t.id === TABLE)) this.hasState(i);
      else if (this.reconnect) this.emptySnapshots.push(at);
      return;
    }
    if (frame.t !== 'table' || (frame as TableFrame).table.id !== TABLE) return;
    this.hasState(i);
    this.lastTable = text;
    if ((frame as TableFrame).table.players === this.current && !this.received[i]) {
      this.received[i] = at;
      if (++this.count === this.received.length) this.done?.();
    }
  }

  private hasState(i: number): void {
    if (!this.stateAt[i]) this.stateAt[i] = performance.now();
  }
}
