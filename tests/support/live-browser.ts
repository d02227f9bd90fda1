import { LIVE_SOCKET_PATH, LIVE_WATCH_PARAM, type LiveServerFrame } from '../../client/contracts/live';
import type { TestWorker } from './worker';

/** A browser's live socket to the worker under test: every frame it got, its close, and waits on both. */
export interface LiveBrowser {
  frames: LiveServerFrame[];
  /** Text the socket got that was not JSON (the auto-response's 'pong'). */
  texts: string[];
  send(data: string | ArrayBuffer): void;
  /** Resolves with the first frame (from the start) that satisfies `test`. */
  frame<T extends LiveServerFrame['t']>(t: T, test?: (f: Extract<LiveServerFrame, { t: T }>) => boolean): Promise<Extract<LiveServerFrame, { t: T }>>;
  text(value: string): Promise<string>;
  /** Resolves with the close code once the worker closed the socket. */
  closed: Promise<number>;
  isOpen(): boolean;
  close(): void;
}

interface MfSocket {
  accept(): void;
  send(data: string | ArrayBuffer): void;
  close(code?: number, reason?: string): void;
  addEventListener(type: 'message', listener: (e: { data: unknown }) => void): void;
  addEventListener(type: 'close', listener: (e: { code: number }) => void): void;
}

/**
 * Opens GET /api/live/socket as a browser in `country` would (the edge's cf.country decides the currency); `watch`:
 * the topics its URL names (LIVE_WATCH_PARAM), as the lobby's does.
 */
export async function openLiveSocket(w: TestWorker, country?: string, watch?: string[]): Promise<LiveBrowser> {
  const path = watch ? `${LIVE_SOCKET_PATH}?${LIVE_WATCH_PARAM}=${watch.map(encodeURIComponent).join(',')}` : LIVE_SOCKET_PATH;
  const res = await w.fetch(path, { headers: { Upgrade: 'websocket', Cookie: 'player=someone' }, ...(country ? { country } : {}) });
  if (res.status !== 101) throw new Error(`socket not upgraded: HTTP ${res.status} ${await res.text()}`);
  const ws = (res as unknown as { webSocket: MfSocket }).webSocket;
  ws.accept();
  const frames: LiveServerFrame[] = [];
  const texts: string[] = [];
  const listeners = new Set<() => void>();
  let open = true;
  let onClose: (code: number) => void = () => {};
  const closed = new Promise<number>((resolve) => (onClose = resolve));
  ws.addEventListener('message', (e) => {
    const data = String(e.data);
    try {
      frames.push(JSON.parse(data) as LiveServerFrame);
    } catch {
      texts.push(data);
    }
    for (const l of [...listeners]) l();
  });
  ws.addEventListener('close', (e) => {
    open = false;
    onClose(e.code);
    for (const l of [...listeners]) l();
  });
  /** Resolves once `find` finds something; rejects if the socket closes first. */
  const until = <T>(find: () => T | undefined, what: string) =>
    new Promise<T>((resolve, reject) => {
      const check = () => {
        const found = find();
        if (found !== undefined) {
          listeners.delete(check);
          resolve(found);
        } else if (!open) {
          listeners.delete(check);
          reject(new Error(`socket closed before ${what}`));
        }
      };
      listeners.add(check);
      check();
    });
  return {
    frames,
    texts,
    send: (data) => ws.send(data),
    frame: (t, test = () => true) =>
      until(() => frames.find((f) => f.t === t && test(f as never)) as never, `a ${t} frame`),
    text: (value) => until(() => texts.find((x) => x === value), `'${value}'`),
    closed,
    isOpen: () => open,
    close: () => ws.close(1000, 'done'),
  };
}
