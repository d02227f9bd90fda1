import { LIVE_PING, LIVE_PONG, LIVE_SOCKET_PATH, LIVE_WATCH_PARAM, type LiveClientFrame, type LiveServerFrame, type LiveTopic } from '../contracts/live';
import { backoffDelay } from './backoff';
import { parseServerFrame } from './frames';
import type { LiveConnection } from './store';

/** The part of a WebSocket this client uses: the browser's, or a test's fake. */
export interface SocketLike {
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: unknown) => void) | null;
  onerror: ((event: unknown) => void) | null;
}

interface Listeners {
  addEventListener(type: string, listener: () => void): void;
  removeEventListener(type: string, listener: () => void): void;
}

export interface LiveSocketOptions {
  topics: LiveTopic[];
  onFrame: (frame: LiveServerFrame) => void;
  onConnection: (connection: LiveConnection) => void;
  /** The socket's URL; default the page's origin's LIVE_SOCKET_PATH. */
  url?: string;
  createSocket?: (url: string) => SocketLike;
  doc?: Listeners & { visibilityState: string };
  win?: Listeners;
  random?: () => number;
}

/**
 * A keep-alive that also finds a dead connection: a socket that heard nothing (not even the object's LIVE_PONG)
 * since the last ping is closed and tried again, as a half-open connection never reports its own end.
 */
export const PING_INTERVAL_MS = 30_000;

/** The socket's URL, naming the topics so the snapshot comes with the upgrade (LIVE_WATCH_PARAM). */
const socketUrl = (topics: readonly string[]) =>
  `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}${LIVE_SOCKET_PATH}?${LIVE_WATCH_PARAM}=${topics.map(encodeURIComponent).join(',')}`;

/**
 * The page's one live socket (docs/decisions/049): watches `topics`, hands every well-formed frame to `onFrame`,
 * pings while open, and after a drop tries again with jittered exponential backoff. A hidden tab closes it (no
 * frames drawn for nobody, and the object holds one socket fewer) and a visible one opens it again, whose upgrade
 * brings a fresh snapshot; the 'online' event tries again at once. Returns the function that ends it.
 */
export function connectLive(options: LiveSocketOptions): () => void {
  const doc = options.doc ?? document;
  const win = options.win ?? window;
  const random = options.random ?? Math.random;
  const createSocket = options.createSocket ?? ((url: string) => new WebSocket(url) as unknown as SocketLike);
  const url = options.url ?? socketUrl(options.topics);
  let socket: SocketLike | null = null;
  let retry: ReturnType<typeof setTimeout> | null = null;
  let ping: ReturnType<typeof setInterval> | null = null;
  let attempt = 0;
  let heard = false;
  let ended = false;

  const stopTimers = () => {
    if (retry !== null) clearTimeout(retry);
    if (ping !== null) clearInterval(ping);
    retry = ping = null;
  };
  /** Our own close: its onclose must not schedule a retry. */
  const drop = () => {
    const s = socket;
    socket = null;
    stopTimers();
    if (s) {
      s.onopen = s.onmessage = s.onclose = s.onerror = null;
      s.close(1000);
    }
  };
  const open = () => {
    drop();
    if (ended) return;
    if (doc.visibilityState === 'hidden') return options.onConnection('paused');
    options.onConnection('connecting');
    let s: SocketLike;
    try {
      s = createSocket(url);
    } catch {
      return scheduleRetry();
    }
    socket = s;
    s.onopen = () => {
      const watch: LiveClientFrame = { t: 'watch', topics: options.topics };
      s.send(JSON.stringify(watch));
      options.onConnection('open');
      heard = true;
      ping = setInterval(() => {
        if (!heard) return lost();
        heard = false;
        s.send(LIVE_PING);
      }, PING_INTERVAL_MS);
    };
    s.onmessage = (event) => {
      heard = true;
      if (event.data === LIVE_PONG) return;
      const frame = parseServerFrame(event.data);
      if (!frame) return;
      // A connection that delivered its snapshot was a good one: the next drop starts the backoff again.
      if (frame.t === 'snapshot') attempt = 0;
      options.onFrame(frame);
    };
    s.onclose = () => lost();
    s.onerror = () => undefined;
  };
  const scheduleRetry = () => {
    options.onConnection('retrying');
    retry = setTimeout(open, backoffDelay(attempt++, random));
  };
  const lost = () => {
    drop();
    if (!ended) scheduleRetry();
  };
  const onVisibility = () => {
    if (doc.visibilityState === 'hidden') {
      drop();
      options.onConnection('paused');
    } else if (!socket) {
      attempt = 0;
      open();
    }
  };
  // Offline, the 'online' event brings the socket back at once; the backoff's tries go on meanwhile, as a browser
  // that comes back online does not always say so (Chromium's emulation after a reload, a dead Wi-Fi that recovers).
  const onOffline = () => {
    drop();
    options.onConnection('offline');
    retry = setTimeout(open, backoffDelay(attempt++, random));
  };
  const onOnline = () => {
    attempt = 0;
    open();
  };
  doc.addEventListener('visibilitychange', onVisibility);
  win.addEventListener('offline', onOffline);
  win.addEventListener('online', onOnline);
  open();
  return () => {
    ended = true;
    drop();
    doc.removeEventListener('visibilitychange', onVisibility);
    win.removeEventListener('offline', onOffline);
    win.removeEventListener('online', onOnline);
  };
}
