import type { FeedWebSocket } from './feed-client';
import { backoffMs } from './state';

/** The largest upstream frame the object reads; a larger one is dropped (a table is a few KB, a jackpot list less). */
export const MAX_UPSTREAM_FRAME_CHARS = 1024 * 1024;

export interface FeedLinkHandlers {
  /** The socket is open: send the subscriptions (the feed forgets them with the connection). */
  onOpen(ws: FeedWebSocket): void;
  /** One JSON frame from the feed, parsed, not yet checked. */
  onMessage(data: unknown): void;
  /** The socket could not open or went down: serve from REST meanwhile. */
  onFailure(): void;
}

/**
 * One upstream feed socket kept open while it is wanted: reconnected after a failure with jittered backoff (state.ts),
 * closed when nobody watches. It owns no data; the hub's handlers do.
 */
export class FeedLink {
  private ws: FeedWebSocket | null = null;
  private connecting = false;
  private attempt = 0;
  private retry: ReturnType<typeof setTimeout> | null = null;
  private wanted = false;

  constructor(
    private readonly open: () => Promise<FeedWebSocket>,
    private readonly handlers: FeedLinkHandlers,
    private readonly random: () => number = Math.random,
  ) {}

  /** The open socket, or null while connecting, waiting to retry or closed. */
  get socket(): FeedWebSocket | null {
    return this.ws;
  }

  /** Wanted: connects unless open, connecting or waiting out its backoff. */
  ensure(): void {
    this.wanted = true;
    if (this.ws || this.connecting || this.retry) return;
    void this.connect();
  }

  /** Not wanted: closes the socket and forgets any retry. */
  close(): void {
    this.wanted = false;
    if (this.retry) clearTimeout(this.retry);
    this.retry = null;
    const ws = this.ws;
    this.ws = null;
    try {
      ws?.close(1000, 'no watchers');
    } catch {
      // Already closed by the other side.
    }
  }

  private async connect(): Promise<void> {
    this.connecting = true;
    let ws: FeedWebSocket;
    try {
      ws = await this.open();
    } catch {
      this.connecting = false;
      this.down();
      return;
    }
    this.connecting = false;
    if (!this.wanted) {
      ws.close(1000, 'no watchers');
      return;
    }
    this.ws = ws;
    this.attempt = 0;
    ws.addEventListener('message', (event) => {
      if (this.ws !== ws || typeof event.data !== 'string' || event.data.length > MAX_UPSTREAM_FRAME_CHARS) return;
      let data: unknown;
      try {
        data = JSON.parse(event.data);
      } catch {
        return;
      }
      this.handlers.onMessage(data);
    });
    const lost = () => {
      if (this.ws !== ws) return;
      this.ws = null;
      this.down();
    };
    ws.addEventListener('close', lost);
    ws.addEventListener('error', lost);
    this.handlers.onOpen(ws);
  }

  private down(): void {
    this.handlers.onFailure();
    if (!this.wanted || this.retry) return;
    const wait = backoffMs(this.attempt++, this.random());
    this.retry = setTimeout(() => {
      this.retry = null;
      if (this.wanted) void this.connect();
    }, wait);
  }
}
