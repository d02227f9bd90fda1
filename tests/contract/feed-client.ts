/**
 * A WebSocket client for the feed contract suite (Node 20 has no global WebSocket): frames queue up until a test takes
 * them, so a test waits on the frame it expects, never on a timer.
 */
import { WebSocket } from 'ws';

export class FeedClient {
  private readonly frames: string[] = [];
  private readonly waiting: ((text: string) => void)[] = [];
  /** The close code once the socket is gone (1006: dropped without a close frame). */
  readonly closed: Promise<number>;

  private constructor(private readonly ws: WebSocket) {
    ws.on('message', (data) => {
      const text = data.toString();
      const waiter = this.waiting.shift();
      if (waiter) waiter(text);
      else this.frames.push(text);
    });
    this.closed = new Promise((resolve) => ws.on('close', (code) => resolve(code)));
  }

  /** Opens a socket to `url` (http:// or ws://); rejects with the status when the handshake is refused. */
  static open(url: string): Promise<FeedClient> {
    const ws = new WebSocket(url.replace(/^http/, 'ws'));
    return new Promise((resolve, reject) => {
      ws.once('open', () => resolve(new FeedClient(ws)));
      ws.once('unexpected-response', (_request, response) => reject(new Error(`handshake refused: ${response.statusCode}`)));
      ws.once('error', reject);
    });
  }

  send(message: unknown): void {
    this.ws.send(typeof message === 'string' ? message : JSON.stringify(message));
  }

  /** The next frame as text. */
  nextText(): Promise<string> {
    const queued = this.frames.shift();
    if (queued !== undefined) return Promise.resolve(queued);
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  async next<T = any>(): Promise<T> {
    return JSON.parse(await this.nextText()) as T;
  }

  /** Frames received and not yet taken. */
  pending(): number {
    return this.frames.length;
  }

  close(): void {
    this.ws.close();
  }
}
