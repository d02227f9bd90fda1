import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LiveServerFrame } from '../contracts/live';
import { snapshotOf, table } from '../../tests/support/live-fixtures';
import { BACKOFF_BASE_MS } from './backoff';
import { connectLive, PING_INTERVAL_MS, type SocketLike } from './socket';
import type { LiveConnection } from './store';

/** A socket the test drives: what the client sent, and the server's side (open, frames, drop). */
class FakeSocket implements SocketLike {
  sent: string[] = [];
  closedWith: number | null = null;
  onopen: SocketLike['onopen'] = null;
  onmessage: SocketLike['onmessage'] = null;
  onclose: SocketLike['onclose'] = null;
  onerror: SocketLike['onerror'] = null;
  constructor(readonly url: string) {}
  send(data: string) {
    this.sent.push(data);
  }
  close(code?: number) {
    this.closedWith = code ?? 1005;
  }
  open() {
    this.onopen?.({});
  }
  receive(data: unknown) {
    this.onmessage?.({ data: typeof data === 'string' ? data : JSON.stringify(data) });
  }
  drop() {
    this.onclose?.({});
  }
}

class Target {
  listeners = new Map<string, Set<() => void>>();
  addEventListener(type: string, l: () => void) {
    (this.listeners.get(type) ?? this.listeners.set(type, new Set()).get(type)!).add(l);
  }
  removeEventListener(type: string, l: () => void) {
    this.listeners.get(type)?.delete(l);
  }
  fire(type: string) {
    for (const l of this.listeners.get(type) ?? []) l();
  }
  count() {
    return [...this.listeners.values()].reduce((n, s) => n + s.size, 0);
  }
}

let sockets: FakeSocket[];
let frames: LiveServerFrame[];
let connections: LiveConnection[];
let doc: Target & { visibilityState: string };
let win: Target;

function start(random = () => 0) {
  return connectLive({
    topics: ['tables'],
    url: 'ws://site.test/api/live/socket',
    onFrame: (f) => frames.push(f),
    onConnection: (c) => connections.push(c),
    createSocket: (url) => {
      const s = new FakeSocket(url);
      sockets.push(s);
      return s;
    },
    doc,
    win,
    random,
  });
}
const last = () => sockets.at(-1)!;

beforeEach(() => {
  vi.useFakeTimers();
  sockets = [];
  frames = [];
  connections = [];
  doc = Object.assign(new Target(), { visibilityState: 'visible' });
  win = new Target();
});
afterEach(() => vi.useRealTimers());

describe('the live socket', () => {
  it('watches the page’s topics once open and hands on well-formed frames only', () => {
    start();
    expect(last().url).toBe('ws://site.test/api/live/socket');
    expect(connections).toEqual(['connecting']);
    last().open();
    expect(last().sent).toEqual([JSON.stringify({ t: 'watch', topics: ['tables'] })]);
    expect(connections).toEqual(['connecting', 'open']);
    last().receive({ t: 'snapshot', snapshot: snapshotOf([table('1')]) });
    last().receive('{"t":"table","table":{"id":1}}');
    last().receive('not json');
    last().receive({ t: 'table-gone', id: '1' });
    expect(frames.map((f) => f.t)).toEqual(['snapshot', 'table-gone']);
  });

  it('pings while open, and closes and tries again when a whole interval passed without a word', () => {
    start();
    last().open();
    vi.advanceTimersByTime(PING_INTERVAL_MS);
    expect(last().sent.at(-1)).toBe('ping');
    last().receive('pong');
    vi.advanceTimersByTime(PING_INTERVAL_MS);
    expect(last().sent.filter((s) => s === 'ping')).toHaveLength(2);
    expect(frames).toEqual([]);
    // No pong to the second ping: the connection is dead though it never said so.
    const dead = last();
    vi.advanceTimersByTime(PING_INTERVAL_MS);
    expect(dead.closedWith).toBe(1000);
    expect(connections.at(-1)).toBe('retrying');
  });

  it('reconnects after a drop with a growing, jittered wait, and starts again once a connection brings its snapshot', () => {
    start(() => 0.5);
    const waits: number[] = [];
    for (let i = 0; i < 4; i++) {
      const before = sockets.length;
      last().drop();
      expect(connections.at(-1)).toBe('retrying');
      let waited = 0;
      while (sockets.length === before) {
        vi.advanceTimersByTime(50);
        waited += 50;
      }
      waits.push(waited);
    }
    // 0.75 of 1 s, 2 s, 4 s, 8 s (random() = 0.5: half fixed, a quarter of the jitter).
    expect(waits).toEqual([750, 1500, 3000, 6000]);
    last().open();
    last().receive({ t: 'snapshot', snapshot: snapshotOf([]) });
    const before = sockets.length;
    last().drop();
    vi.advanceTimersByTime((BACKOFF_BASE_MS * 3) / 4);
    expect(sockets).toHaveLength(before + 1);
  });

  it('closes while the tab is hidden, and on its return opens again and watches, which brings a fresh snapshot', () => {
    start();
    last().open();
    const first = last();
    doc.visibilityState = 'hidden';
    doc.fire('visibilitychange');
    expect(first.closedWith).toBe(1000);
    expect(connections.at(-1)).toBe('paused');
    // A frame the closed socket still delivers is not drawn for nobody.
    first.receive({ t: 'table-gone', id: '1' });
    vi.advanceTimersByTime(10 * PING_INTERVAL_MS);
    expect(sockets).toHaveLength(1);
    expect(frames).toEqual([]);
    doc.visibilityState = 'visible';
    doc.fire('visibilitychange');
    expect(sockets).toHaveLength(2);
    last().open();
    expect(last().sent).toEqual([JSON.stringify({ t: 'watch', topics: ['tables'] })]);
  });

  it('does not open in a hidden tab, and not retry while one is hidden', () => {
    doc.visibilityState = 'hidden';
    start();
    expect(sockets).toHaveLength(0);
    expect(connections).toEqual(['paused']);
    doc.visibilityState = 'visible';
    doc.fire('visibilitychange');
    last().drop();
    doc.visibilityState = 'hidden';
    doc.fire('visibilitychange');
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);
  });

  it('offline closes and backs off; the connection back connects at once', () => {
    start(() => 0);
    last().open();
    win.fire('offline');
    expect(last().closedWith).toBe(1000);
    expect(connections.at(-1)).toBe('offline');
    // Tries go on at the backoff's pace (a browser back online does not always say so): none at once.
    vi.advanceTimersByTime(BACKOFF_BASE_MS / 2 - 1);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);
    last().drop();
    win.fire('online');
    expect(sockets).toHaveLength(3);
    expect(connections.at(-1)).toBe('connecting');
  });

  it('ends: closes its socket, cancels its timers, removes its listeners', () => {
    const stop = start();
    last().open();
    stop();
    expect(last().closedWith).toBe(1000);
    expect(doc.count() + win.count()).toBe(0);
    vi.advanceTimersByTime(10 * PING_INTERVAL_MS);
    expect(last().sent).toHaveLength(1);
    expect(sockets).toHaveLength(1);
  });
});
