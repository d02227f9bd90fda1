import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LiveServerFrame } from '../../client/contracts/live';
import { testVars } from '../../tests/support/env';
import type { Bindings } from '../env';
import { CURRENCY_HEADER, HUB_ORIGIN, WATCH_HEADER } from './hub-address';
import type { HubSocket, HubState } from './hub-runtime';

// Node has no 101 responses and no WebSocketPair: the hub's runtime seam answers with a plain object here.
vi.mock('./hub-runtime', async (original) => ({
  ...(await original<typeof import('./hub-runtime')>()),
  newSocketPair: () => ({ client: 'client', server: browserSocket() }),
  upgraded: () => ({ status: 101 }) as Response,
}));
const { LiveHub } = await import('./hub');

interface FakeBrowser extends HubSocket {
  frames: LiveServerFrame[];
  closedWith: number | null;
}

let accepted: { ws: FakeBrowser; tags: string[] }[] = [];
function browserSocket(): FakeBrowser {
  let attachment: unknown = null;
  const ws: FakeBrowser = {
    frames: [],
    closedWith: null,
    send: (data) => ws.frames.push(JSON.parse(data) as LiveServerFrame),
    close: (code) => {
      ws.closedWith = code ?? 1000;
      accepted = accepted.filter((a) => a.ws !== ws);
    },
    serializeAttachment: (value) => (attachment = structuredClone(value)),
    deserializeAttachment: () => attachment,
  };
  return ws;
}

function fakeState(storage = new Map<string, unknown>()): HubState & { alarm: number | null; data: Map<string, unknown> } {
  const state = {
    alarm: null as number | null,
    data: storage,
    storage: {
      list: async <T>() => new Map([...storage].map(([k, v]) => [k, structuredClone(v) as T])),
      put: async (key: string, value: unknown) => void storage.set(key, structuredClone(value)),
      delete: async (key: string) => storage.delete(key),
      getAlarm: async () => state.alarm,
      setAlarm: async (at: number) => void (state.alarm = at),
    },
    acceptWebSocket: (ws: HubSocket, tags: string[] = []) => void accepted.push({ ws: ws as FakeBrowser, tags }),
    getWebSockets: (tag?: string) => accepted.filter((a) => !tag || a.tags.includes(tag)).map((a) => a.ws),
    setWebSocketAutoResponse: () => {},
    blockConcurrencyWhile: <T>(callback: () => Promise<T>) => callback(),
  };
  return state;
}

/** The feed's socket as the hub sees it after its Upgrade fetch. */
function feedSocket() {
  const listeners = new Map<string, ((e: { data?: unknown }) => void)[]>();
  const ws = {
    sent: [] as string[],
    accept() {},
    send: (data: string) => void ws.sent.push(data),
    close() {},
    addEventListener: (type: string, l: (e: { data?: unknown }) => void) => void listeners.set(type, [...(listeners.get(type) ?? []), l]),
    emit: (value: unknown) => listeners.get('message')?.forEach((l) => l({ data: JSON.stringify(value) })),
  };
  return ws;
}

const table = (overrides: Record<string, unknown> = {}) => ({
  tableId: '1',
  tableName: 'Roulette',
  tableOpen: true,
  tableType: 'ROULETTE',
  totalSeatedPlayers: 3,
  tableLimits: { minBet: 1, maxBet: 100, maxPlayers: 7 },
  dealer: { name: 'Aoife' },
  last20Results: [{ result: '5', color: 'RED', time: '2026-12-06T01:00:00Z' }],
  currency: 'GBP',
  ...overrides,
});

describe('LiveHub', () => {
  let clock: number;
  let live: ReturnType<typeof feedSocket>;
  let jackpots: ReturnType<typeof feedSocket>;
  const env = testVars({ LIVE_STALE_SECONDS: '10', REGION: 'local' }) as Bindings;

  beforeEach(() => {
    accepted = [];
    clock = Date.parse('2026-12-06T02:00:00Z');
    live = feedSocket();
    jackpots = feedSocket();
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        if (String(url).endsWith('/live/ws')) return { status: 101, webSocket: live };
        if (String(url).endsWith('/jackpots/ws')) return { status: 101, webSocket: jackpots };
        throw new Error(`unexpected ${url}`);
      }),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  async function hubWithBrowser(state = fakeState(), topics = ['tables']) {
    const hub = new LiveHub(state, env, () => clock);
    await hub.fetch(new Request(`${HUB_ORIGIN}/socket`, { headers: { Upgrade: 'websocket', [CURRENCY_HEADER]: 'GBP' } }));
    const browser = accepted.at(-1)!.ws;
    await vi.waitFor(() => expect(live.sent).toContain(JSON.stringify({ type: 'available', casinoId: '178' })));
    await hub.webSocketMessage(browser, JSON.stringify({ t: 'watch', topics }));
    return { hub, browser, state };
  }

  it('subscribes the tables the feed lists, in the currency its browsers have, and nothing a browser named', async () => {
    const { hub, browser } = await hubWithBrowser(undefined, ['table:1']);
    live.emit({ tableKey: ['1', '2'] });
    expect(live.sent.slice(1)).toEqual([
      JSON.stringify({ type: 'subscribe', key: '1', casinoId: '178', currency: 'GBP' }),
      JSON.stringify({ type: 'subscribe', key: '2', casinoId: '178', currency: 'GBP' }),
    ]);
    expect(jackpots.sent).toEqual([JSON.stringify({ type: 'subscribe', currency: 'GBP' })]);
    await hub.webSocketMessage(browser, JSON.stringify({ t: 'watch', topics: ['table:999'] }));
    expect(live.sent.join()).not.toContain('999');
  });

  it('sends a change once, drops a repeat and a state older than the kept one, and keeps the last in storage', async () => {
    const { browser, state } = await hubWithBrowser();
    live.emit(table());
    live.emit(table());
    live.emit(table({ totalSeatedPlayers: 9, last20Results: [{ result: '1', color: 'RED', time: '2026-12-06T00:00:00Z' }] }));
    live.emit(table({ tableOpen: false, last20Results: [{ result: '8', color: 'BLACK', time: '2026-12-06T01:01:00Z' }] }));
    const sent = browser.frames.filter((f) => f.t === 'table').map((f) => f.t === 'table' && [f.table.open, f.table.results[0]?.value]);
    expect(sent).toEqual([
      [true, '5'],
      [false, '8'],
    ]);
    expect((state.data.get('t:GBP:1') as { table: { open: boolean } }).table.open).toBe(false);

    // A restarted object answers from storage before the feed says anything.
    accepted = [];
    const again = new LiveHub(state, env, () => clock);
    const res = await again.fetch(new Request(`${HUB_ORIGIN}/snapshot?currency=GBP`));
    const snapshot = (await res.json()) as { tables: { id: string; open: boolean }[]; stale: boolean };
    expect(snapshot.tables).toEqual([expect.objectContaining({ id: '1', open: false })]);
    expect(snapshot.stale).toBe(false);
  });

  it('tells every socket when the feed falls silent past LIVE_STALE_SECONDS, and when it speaks again', async () => {
    const { hub, browser, state } = await hubWithBrowser();
    live.emit({ tableKey: [] });
    expect(browser.frames.filter((f) => f.t === 'feed')).toEqual([{ t: 'feed', stale: false, feedAt: '2026-12-06T02:00:00.000Z' }]);
    clock += 10_000;
    await hub.alarm();
    expect(browser.frames.filter((f) => f.t === 'feed')).toHaveLength(1);
    clock += 1;
    await hub.alarm();
    expect(browser.frames.at(-1)).toEqual({ t: 'feed', stale: true, feedAt: '2026-12-06T02:00:00.000Z' });
    expect(state.alarm).toBe(clock + 5000);
    live.emit({ tableKey: [] });
    expect(browser.frames.at(-1)).toEqual({ t: 'feed', stale: false, feedAt: new Date(clock).toISOString() });
  });

  it('sends a table-gone when the feed stops listing a table, to the sockets that watch it', async () => {
    const { browser } = await hubWithBrowser();
    live.emit(table({ tableId: '7' }));
    live.emit({ tableKey: ['1'] });
    expect(browser.frames.at(-1)).toEqual({ t: 'table-gone', id: '7' });
  });

  it('closes a flooding socket and only it', async () => {
    const { hub, browser } = await hubWithBrowser();
    const other = (await hubWithBrowser(undefined)).browser;
    for (let i = 0; i < 25; i++) await hub.webSocketMessage(browser, JSON.stringify({ t: 'unwatch', topics: [] }));
    expect(browser.closedWith).toBe(1008);
    expect(other.closedWith).toBeNull();
  });

  it('lets the feed go when nobody watches', async () => {
    const closed = vi.fn();
    live.close = closed;
    const { hub, browser } = await hubWithBrowser();
    browser.close(1000);
    await hub.alarm();
    expect(closed).toHaveBeenCalled();
  });
  it('asks the storage for its alarm once for a burst of sockets, and again after the alarm has run', async () => {
    const state = fakeState();
    const getAlarm = vi.spyOn(state.storage, 'getAlarm');
    const hub = new LiveHub(state, env, () => clock);
    const upgrade = () => hub.fetch(new Request(`${HUB_ORIGIN}/socket`, { headers: { Upgrade: 'websocket', [CURRENCY_HEADER]: 'GBP' } }));
    for (let i = 0; i < 50; i++) await upgrade();
    expect(accepted).toHaveLength(50);
    expect(getAlarm).toHaveBeenCalledTimes(1);
    expect(state.alarm).toBeGreaterThan(clock);
    clock = state.alarm!;
    await hub.alarm();
    expect(state.alarm).toBeGreaterThan(clock);
    clock += 1;
    await upgrade();
    expect(getAlarm).toHaveBeenCalledTimes(1);
    clock = state.alarm! + 1;
    state.alarm = null;
    await upgrade();
    expect(getAlarm).toHaveBeenCalledTimes(2);
    expect(state.alarm).toBeGreaterThan(clock);
  });
  it("answers a watch with the current snapshot: the same text for the same topics, a new one once a table changed", async () => {
    const { hub, browser } = await hubWithBrowser();
    live.emit(table());
    const watch = async () => {
      await hub.fetch(new Request(`${HUB_ORIGIN}/socket`, { headers: { Upgrade: 'websocket', [CURRENCY_HEADER]: 'GBP' } }));
      const ws = accepted.at(-1)!.ws;
      await hub.webSocketMessage(ws, JSON.stringify({ t: 'watch', topics: ['tables'] }));
      const snapshot = ws.frames.find((f) => f.t === 'snapshot');
      return snapshot?.t === 'snapshot' ? snapshot.snapshot : null;
    };
    const [a, b] = [await watch(), await watch()];
    expect(a?.tables.map((t) => t.results[0]?.value)).toEqual(['5']);
    expect(b).toEqual(a);
    live.emit(table({ last20Results: [{ result: '32', color: 'RED', time: '2026-12-06T01:02:00Z' }] }));
    expect((await watch())?.tables.map((t) => t.results[0]?.value)).toEqual(['32']);
    expect(browser.frames.filter((f) => f.t === 'table')).toHaveLength(2);
  });

  it('sends the snapshot with an upgrade that names its topics, and nothing for a later watch that adds none', async () => {
    const { hub } = await hubWithBrowser();
    live.emit(table());
    await hub.fetch(new Request(`${HUB_ORIGIN}/socket`, { headers: { Upgrade: 'websocket', [CURRENCY_HEADER]: 'GBP', [WATCH_HEADER]: 'tables' } }));
    const ws = accepted.at(-1)!.ws;
    expect(ws.frames).toEqual([expect.objectContaining({ t: 'snapshot', snapshot: expect.objectContaining({ tables: [expect.objectContaining({ id: '1' })], jackpots: [] }) })]);
    await hub.webSocketMessage(ws, JSON.stringify({ t: 'watch', topics: ['tables'] }));
    expect(ws.frames).toHaveLength(1);
    await hub.webSocketMessage(ws, JSON.stringify({ t: 'watch', topics: ['tables', 'jackpots'] }));
    expect(ws.frames).toHaveLength(2);
    expect(ws.frames[1]).toMatchObject({ t: 'snapshot' });
    // A table change reaches it as to any socket that watches the tables.
    live.emit(table({ totalSeatedPlayers: 6 }));
    expect(ws.frames.at(-1)).toMatchObject({ t: 'table', table: { id: '1' } });
  });

  it('refuses an upgrade whose topics the worker should not have passed', async () => {
    const hub = new LiveHub(fakeState(), env, () => clock);
    const res = await hub.fetch(new Request(`${HUB_ORIGIN}/socket`, { headers: { Upgrade: 'websocket', [CURRENCY_HEADER]: 'GBP', [WATCH_HEADER]: 'tables,players' } }));
    expect(res.status).toBe(400);
    expect(accepted).toHaveLength(0);
  });
});
