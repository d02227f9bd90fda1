import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_MAX_FRAME_BYTES, LIVE_MAX_TOPICS, LIVE_PING, LIVE_PONG, LIVE_SOCKET_PATH, type LiveTable } from '../../client/contracts/live';
import { openLiveSocket, type LiveBrowser } from '../support/live-browser';
import { feedTable, startLiveUpstream, type LiveUpstream } from '../support/live-upstream';
import { startWorker, type TestWorker } from '../support/worker';
import { SITE_ORIGIN } from '../support/env';

/**
 * The live casino's fan-out through the built worker in Miniflare (decision 049): browser sockets on
 * GET /api/live/socket, the region's LiveHub object, and a stand-in upstream feed on loopback.
 */
/**
 * A table as the socket first has it: in its snapshot when the object heard of it before the watch, else in the
 * `table` frame that follows.
 */
async function tableSeen(b: LiveBrowser, test: (t: LiveTable) => boolean): Promise<LiveTable> {
  const snapshot = (await b.frame('snapshot')).snapshot;
  return snapshot.tables.find(test) ?? (await b.frame('table', (f) => test(f.table))).table;
}

const JACKPOT = { jackpotId: 'jp1', name: 'Mega Shamrock', currency: 'GBP', amount: 12345.5, lastWin: { amount: 900, time: '2026-12-05T20:00:00Z' } };

describe('the live socket', () => {
  let upstream: LiveUpstream;
  let w: TestWorker;
  beforeAll(async () => {
    upstream = await startLiveUpstream();
    upstream.putTable(feedTable({ tableId: '2001', tableName: 'Lucky <img src=x onerror=alert(1)>Roulette' }));
    upstream.putTable(feedTable({ tableId: '2002', tableName: 'Blackjack A', tableType: 'BLACKJACK', totalSeatedPlayers: 3 }));
    upstream.putTable(feedTable({ tableId: '2001', currency: 'CAD', tableName: 'Lucky Roulette CA' }));
    upstream.setJackpots('GBP', [JACKPOT]);
    w = await startWorker(upstream.vars, { passThrough: [upstream.origin], catalogueSize: 0, logs: true });
  });
  afterAll(async () => {
    await w?.dispose();
    await upstream?.close();
  });

  it('answers a plain GET with 426 and says how to ask', async () => {
    const res = await w.fetch(LIVE_SOCKET_PATH);
    expect(res.status).toBe(426);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toEqual({ error: expect.stringContaining('WebSocket') });
    const lines = await w.logged(1);
    expect(lines.map((l) => l.message[0])).toContainEqual(expect.objectContaining({ route: 'api:liveSocket', path: LIVE_SOCKET_PATH, status: 426 }));
  });

  it("refuses a socket opened from another site's page with 403, and takes one from the site's own", async () => {
    const foreign = await w.fetch(LIVE_SOCKET_PATH, { headers: { Upgrade: 'websocket', Origin: 'https://elsewhere.example' } });
    expect(foreign.status).toBe(403);
    expect(await foreign.json()).toEqual({ error: expect.stringContaining('this site') });
    const own = await w.fetch(LIVE_SOCKET_PATH, { headers: { Upgrade: 'websocket', Origin: SITE_ORIGIN } });
    expect(own.status).toBe(101);
    const socket = (own as unknown as { webSocket: { accept(): void; close(): void } }).webSocket;
    socket.accept();
    socket.close();
  });

  it('sends a snapshot on watch, then each change of a watched table, reshaped and plain', async () => {
    const b = await openLiveSocket(w);
    b.send(JSON.stringify({ t: 'watch', topics: ['tables', 'jackpots'] }));
    const snapshot = await b.frame('snapshot');
    expect(snapshot.snapshot.currency).toBe('GBP');
    // The object may have heard from the feed before this socket's watch, or not yet: either way the tables arrive.
    const first = await tableSeen(b, (t) => t.id === '2001');
    expect(first).toMatchObject({ name: 'Lucky Roulette', type: 'roulette', open: true, bet: { min: 0.2, max: 500, currency: 'GBP' }, dealer: 'Aoife' });
    expect(first.results[0]).toEqual({ value: '17', colour: 'black' });
    const jackpots = snapshot.snapshot.jackpots.length ? snapshot.snapshot.jackpots : (await b.frame('jackpots')).jackpots;
    expect(jackpots).toEqual([expect.objectContaining({ id: 'jp1', name: 'Mega Shamrock', amount: 12345.5, currency: 'GBP', lastWon: { amount: 900, at: '2026-12-05T20:00:00.000Z' } })]);

    upstream.putTable(feedTable({ tableId: '2001', tableName: 'Lucky Roulette', tableOpen: false }));
    expect((await b.frame('table', (f) => f.table.id === '2001' && !f.table.open)).table.open).toBe(false);
    upstream.setJackpots('GBP', [{ ...JACKPOT, amount: 13000 }]);
    expect((await b.frame('jackpots', (f) => f.jackpots[0]?.amount === 13000)).jackpots).toHaveLength(1);
    b.close();
  });

  it('sends the snapshot with an upgrade that names its topics; the same watch sent once open adds nothing', async () => {
    const b = await openLiveSocket(w, undefined, ['table:2001']);
    const first = await tableSeen(b, (t) => t.id === '2001');
    expect(first).toMatchObject({ id: '2001', name: 'Lucky Roulette' });
    expect(b.frames[0]).toMatchObject({ t: 'snapshot', snapshot: { currency: 'GBP', jackpots: [] } });
    // What the lobby sends once open, for an object of an older release: nothing new, so nothing comes back; the
    // watch after it adds the jackpots, and its snapshot is the second this socket gets.
    b.send(JSON.stringify({ t: 'watch', topics: ['table:2001'] }));
    b.send(JSON.stringify({ t: 'watch', topics: ['table:2001', 'jackpots'] }));
    const second = await b.frame('snapshot', (f) => f.snapshot.jackpots.length > 0);
    expect(second.snapshot.tables.map((t) => t.id)).toEqual(['2001']);
    expect(b.frames.filter((f) => f.t === 'snapshot')).toHaveLength(2);
    b.close();
  });

  it('refuses an upgrade whose watch names an unknown topic, or too many, with 400', async () => {
    for (const watch of ['tables,players', Array.from({ length: LIVE_MAX_TOPICS + 1 }, (_, i) => `table:${i + 1}`).join(',')]) {
      const res = await w.fetch(`${LIVE_SOCKET_PATH}?watch=${watch}`, { headers: { Upgrade: 'websocket' } });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ error: expect.stringContaining('topics') });
    }
  });

  it('sends each socket only its currency and its topics', async () => {
    const one = await openLiveSocket(w);
    one.send(JSON.stringify({ t: 'watch', topics: ['table:2002'] }));
    const ca = await openLiveSocket(w, 'CA');
    ca.send(JSON.stringify({ t: 'watch', topics: ['tables'] }));
    const caSnapshot = await ca.frame('snapshot');
    expect(caSnapshot.snapshot.currency).toBe('CAD');
    expect(caSnapshot.snapshot.jackpots).toEqual([]);
    expect((await tableSeen(ca, (t) => t.id === '2001')).bet.currency).toBe('CAD');
    const snapshot = (await one.frame('snapshot')).snapshot;
    expect(snapshot.tables.every((t) => t.id === '2002')).toBe(true);
    expect(snapshot.jackpots).toEqual([]);

    upstream.putTable(feedTable({ tableId: '2001', tableName: 'Lucky Roulette', dealer: { name: 'Niamh' } }));
    upstream.putTable(feedTable({ tableId: '2002', tableName: 'Blackjack A', tableType: 'BLACKJACK', totalSeatedPlayers: 5 }));
    const seated = await one.frame('table', (f) => f.table.players === 5);
    expect(seated.table.seats).toEqual({ taken: 5, total: 7 });
    // The GBP change to 2001 reached neither: the one socket does not watch it, the other is CAD.
    upstream.putTable(feedTable({ tableId: '2001', currency: 'CAD', tableName: 'Lucky Roulette CA', dealer: { name: 'Ciara' } }));
    await ca.frame('table', (f) => f.table.dealer === 'Ciara');
    expect(new Set(one.frames.filter((f) => f.t === 'table').map((f) => f.t === 'table' && f.table.id))).toEqual(new Set(['2002']));
    expect(ca.frames.some((f) => f.t === 'table' && f.table.dealer === 'Niamh')).toBe(false);
    one.close();
    ca.close();
  });

  it('answers ping with pong', async () => {
    const b = await openLiveSocket(w);
    b.send(LIVE_PING);
    expect(await b.text(LIVE_PONG)).toBe(LIVE_PONG);
    b.close();
  });

  const bad: [string, (b: LiveBrowser) => void, number][] = [
    ['not JSON', (b) => b.send('{"t":"watch",'), 1007],
    ['an unknown frame type', (b) => b.send(JSON.stringify({ t: 'bet', topics: [] })), 1008],
    ['an unknown topic', (b) => b.send(JSON.stringify({ t: 'watch', topics: ['tables', 'players:BROWSER-MARKER'] })), 1008],
    ['a table id that is not one', (b) => b.send(JSON.stringify({ t: 'watch', topics: ['table:BROWSER"MARKER<'] })), 1008],
    ['a frame over LIVE_MAX_FRAME_BYTES', (b) => b.send(JSON.stringify({ t: 'watch', topics: ['tables'], pad: 'x'.repeat(LIVE_MAX_FRAME_BYTES) })), 1009],
    [
      'more than LIVE_MAX_TOPICS topics',
      (b) => {
        b.send(JSON.stringify({ t: 'watch', topics: Array.from({ length: 40 }, (_, i) => `table:a${i}`) }));
        b.send(JSON.stringify({ t: 'watch', topics: Array.from({ length: LIVE_MAX_TOPICS - 30 }, (_, i) => `table:b${i}`) }));
      },
      1008,
    ],
    ['a binary frame', (b) => b.send(new TextEncoder().encode('{"t":"watch","topics":["tables"]}').buffer as ArrayBuffer), 1003],
    [
      'a flood of frames',
      (b) => {
        for (let i = 0; i < 25; i++) b.send(JSON.stringify({ t: 'unwatch', topics: ['jackpots'] }));
      },
      1008,
    ],
  ];

  it.each(bad)('closes only the socket that sent %s', async (_, misbehave, code) => {
    const good = await openLiveSocket(w);
    good.send(JSON.stringify({ t: 'watch', topics: ['table:2002'] }));
    await good.frame('snapshot');
    const rude = await openLiveSocket(w);
    misbehave(rude);
    expect(await rude.closed).toBe(code);
    const players = 100 + Math.floor(Math.random() * 1000);
    upstream.putTable(feedTable({ tableId: '2002', tableName: 'Blackjack A', tableType: 'BLACKJACK', totalSeatedPlayers: players }));
    expect((await good.frame('table', (f) => f.table.players === players)).table.id).toBe('2002');
    expect(good.isOpen()).toBe(true);
    good.close();
  });

  it('logs nothing of a browser: no cookie, no frame it sent', () => {
    expect(w.logs.length).toBeGreaterThan(0);
    const text = JSON.stringify(w.logs);
    expect(text).not.toMatch(/someone|MARKER|Cookie/i);
  });

  it('lets nothing a browser sent reach the upstream', () => {
    expect(upstream.frames.length).toBeGreaterThan(0);
    const keys = new Set([...upstream.tables.values()].flatMap((m) => [...m.keys()]));
    for (const text of upstream.frames) {
      expect(text).not.toMatch(/MARKER|someone|watch|tables|pad/);
      const frame = JSON.parse(text) as Record<string, unknown>;
      if (frame.type === 'available') expect(frame).toEqual({ type: 'available', casinoId: '178' });
      else if (frame.type === 'subscribe' && 'key' in frame) expect(keys.has(String(frame.key))).toBe(true);
      else if ('key' in frame) expect(frame).toMatchObject({ type: 'unsubscribe', key: expect.toSatisfy((k: string) => keys.has(k)) });
      else expect(frame).toEqual({ type: expect.stringMatching(/^(un)?subscribe$/), currency: expect.stringMatching(/^(GBP|CAD|EUR)$/) });
    }
  });
});

describe('the live socket when the feed misbehaves', () => {
  let upstream: LiveUpstream;
  let w: TestWorker;
  beforeAll(async () => {
    upstream = await startLiveUpstream();
    upstream.putTable(feedTable({ tableId: '3001' }));
    upstream.putTable(feedTable({ tableId: '3002' }));
    // A second's silence is stale here: the alarm looks every half second.
    w = await startWorker({ ...upstream.vars, LIVE_STALE_SECONDS: '1' }, { passThrough: [upstream.origin], catalogueSize: 0 });
  });
  afterAll(async () => {
    await w?.dispose();
    await upstream?.close();
  });

  it('drops a table the feed stops listing, marks the feed stale when it falls silent and live when it speaks', async () => {
    const b = await openLiveSocket(w);
    b.send(JSON.stringify({ t: 'watch', topics: ['tables'] }));
    await tableSeen(b, (t) => t.id === '3002');
    upstream.removeTable('GBP', '3002');
    expect(await b.frame('table-gone')).toEqual({ t: 'table-gone', id: '3002' });

    const health = async () => ((await (await w.fetch('/__health')).json()) as { live: unknown }).live;
    expect(await health()).toEqual({ feed: 'live', feedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) });
    upstream.silent = true;
    const stale = await b.frame('feed', (f) => f.stale);
    expect(stale.feedAt).toEqual(expect.stringMatching(/^\d{4}-\d\d-\d\dT/));
    // Operators see it in /__health too, with the time the feed was last heard.
    expect(await health()).toEqual({ feed: 'stale', feedAt: stale.feedAt });
    upstream.silent = false;
    // The first 'live' frame came when the feed was first heard; this one comes after the stale one.
    const live = await b.frame('feed', (f) => !f.stale && b.frames.indexOf(f) > b.frames.indexOf(stale));
    expect(Date.parse(live.feedAt!)).toBeGreaterThan(Date.parse(stale.feedAt!));
    b.close();
  });
});

describe('the live socket while the feed socket keeps dropping', () => {
  let refusing: LiveUpstream;
  let rest: TestWorker;
  beforeAll(async () => {
    refusing = await startLiveUpstream();
    refusing.dropSockets = true;
    refusing.putTable(feedTable({ tableId: '4001', tableName: 'Speed Baccarat', tableType: 'BACCARAT', currency: 'EUR' }));
    refusing.setJackpots('EUR', [{ ...JACKPOT, currency: 'EUR', jackpotId: 'jp9' }]);
    rest = await startWorker(refusing.vars, { passThrough: [refusing.origin], catalogueSize: 0 });
  });
  afterAll(async () => {
    await rest?.dispose();
    await refusing?.close();
  });

  it('serves the REST snapshot meanwhile', async () => {
    const b = await openLiveSocket(rest, 'IE');
    b.send(JSON.stringify({ t: 'watch', topics: ['tables', 'jackpots'] }));
    const table = await tableSeen(b, (t) => t.id === '4001');
    expect(table).toMatchObject({ name: 'Speed Baccarat', type: 'baccarat', bet: { currency: 'EUR' } });
    const snapshot = (await b.frame('snapshot')).snapshot;
    if (!snapshot.jackpots.some((j) => j.id === 'jp9')) await b.frame('jackpots', (f) => f.jackpots[0]?.id === 'jp9');
    expect(refusing.requests).toContain('/live/tables?casinoId=178&currency=EUR');
    expect(refusing.requests).toContain('/jackpots/jackpots?currency=EUR');
    b.close();
  });
});
