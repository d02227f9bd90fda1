import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator, type RunningEmulator } from '../../emulator/server';
import { FeedClient } from './feed-client';

/**
 * The emulator's live-tables feed (after Pragmatic Play Live's DGA) and jackpot feed held to the wire shapes written
 * in docs/decisions/049-live-casino.md ("Upstream wire shapes"), over real sockets to an emulator of its own. The
 * shapes are written out here from the record, not imported from the emulator, so the two cannot drift together.
 * The feeds' clock stands still (feedsRealTime: false): changes come from the switches (POST /__live/spin, /tick).
 */
/** 09:00 UTC; Lucky Irish Blackjack (7037) is one of the tables whose schedule closes them, from 11:00 to 13:00. */
const START = Date.UTC(2026, 11, 6, 9, 0, 0);
let running: RunningEmulator;
let BASE: string;
const LIVE = () => `${BASE}/live`;
const JACKPOTS = () => `${BASE}/jackpots`;

beforeAll(async () => {
  running = await startEmulator(0, '127.0.0.1', { catalogueSize: 400, feedsRealTime: false, feedStart: START });
  BASE = running.url;
});
afterAll(() => running.close());

const clients: FeedClient[] = [];
async function open(url: string): Promise<FeedClient> {
  const client = await FeedClient.open(url);
  clients.push(client);
  return client;
}
afterEach(async () => {
  for (const client of clients.splice(0)) client.close();
  await fetch(`${BASE}/__emulator/faults`, { method: 'DELETE' });
  await fetch(`${BASE}/__live/tables`, { method: 'DELETE' });
});

const post = (path: string, body: unknown) => fetch(`${BASE}${path}`, { method: 'POST', body: JSON.stringify(body) });
const put = (path: string, body: unknown) => fetch(`${BASE}${path}`, { method: 'PUT', body: JSON.stringify(body) });
const getJson = async <T = any>(url: string): Promise<T> => {
  const res = await fetch(url);
  expect(res.status, url).toBe(200);
  return (await res.json()) as T;
};

const TABLE_FIELDS = ['currency', 'dealer', 'last20Results', 'tableId', 'tableLimits', 'tableName', 'tableOpen', 'tableType', 'totalSeatedPlayers'];
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{3})?Z$/;

/** A table object as 049 writes it, in `currency`. */
function expectTable(t: any, currency: string): void {
  expect(Object.keys(t).sort(), JSON.stringify(t)).toEqual(TABLE_FIELDS);
  expect(t.tableId).toMatch(/^\d+$/);
  expect(typeof t.tableName).toBe('string');
  expect(t.tableName).not.toBe('');
  expect(typeof t.tableOpen).toBe('boolean');
  expect(['ROULETTE', 'BLACKJACK', 'BACCARAT', 'GAMESHOW', 'DRAGONTIGER', 'POKER']).toContain(t.tableType);
  expect(Object.keys(t.tableLimits).sort()).toEqual(['maxBet', 'maxPlayers', 'minBet']);
  expect(t.tableLimits.minBet).toBeGreaterThan(0);
  expect(t.tableLimits.maxBet).toBeGreaterThan(t.tableLimits.minBet);
  expect(Number.isInteger(t.tableLimits.maxPlayers)).toBe(true);
  expect(Number.isInteger(t.totalSeatedPlayers) && t.totalSeatedPlayers >= 0 && t.totalSeatedPlayers <= t.tableLimits.maxPlayers).toBe(true);
  expect(Object.keys(t.dealer)).toEqual(['name']);
  expect(typeof t.dealer.name).toBe('string');
  expect(Array.isArray(t.last20Results)).toBe(true);
  expect(t.last20Results.length).toBeLessThanOrEqual(20);
  for (const r of t.last20Results) {
    expect(Object.keys(r).sort()).toEqual(['color', 'result', 'time']);
    expect(typeof r.result).toBe('string');
    expect(['red', 'black', 'green', 'blue']).toContain(r.color);
    expect(r.time).toMatch(ISO);
  }
  const times = t.last20Results.map((r: { time: string }) => Date.parse(r.time));
  expect([...times].sort((a, b) => b - a)).toEqual(times);
  expect(t.currency).toBe(currency);
}

/** A jackpot as 049 writes it, in `currency`. */
function expectJackpot(j: any, currency: string): void {
  expect(Object.keys(j).sort()).toEqual(['amount', 'currency', 'jackpotId', 'lastWin', 'name']);
  expect(typeof j.jackpotId).toBe('string');
  expect(typeof j.name).toBe('string');
  expect(j.currency).toBe(currency);
  expect(typeof j.amount).toBe('number');
  expect(Math.round(j.amount * 100) / 100).toBe(j.amount);
  if (j.lastWin !== null) {
    expect(Object.keys(j.lastWin).sort()).toEqual(['amount', 'time']);
    expect(typeof j.lastWin.amount).toBe('number');
    expect(j.lastWin.time).toMatch(ISO);
  }
}

describe('live tables: REST snapshot (GET {LIVE_FEED_URL}/tables?casinoId=178&currency=…)', () => {
  it.each(['GBP', 'CAD', 'EUR'])('%s: every table object has the written shape, in that currency', async (currency) => {
    const { tables } = await getJson<{ tables: any[] }>(`${LIVE()}/tables?casinoId=178&currency=${currency}`);
    expect(tables.length).toBeGreaterThan(8);
    for (const t of tables) expectTable(t, currency);
    expect(new Set(tables.map((t) => t.tableType))).toEqual(new Set(['ROULETTE', 'BLACKJACK', 'BACCARAT', 'DRAGONTIGER', 'POKER']));
  });

  it("a table's id is its game's platform id, and its limits are the bet-limits call's row for it", async () => {
    const { tables } = await getJson<{ tables: any[] }>(`${LIVE()}/tables?casinoId=178&currency=CAD`);
    const limits = await getJson<{ data: { betLimits: { gameId: number; currency: string; min: number; max: number }[] } }>(`${BASE}/api/v1/live-casino-betlimits?currency=CAD`);
    const games = await getJson<{ data: { games: { id: number; name: string }[] } }>(`${BASE}/api/v1/brands/178/games?platform=W`);
    const gameNames = new Map(games.data.games.map((g) => [g.id, g.name]));
    expect(tables.map((t) => Number(t.tableId))).toEqual(limits.data.betLimits.map((row) => row.gameId));
    for (const t of tables) {
      const row = limits.data.betLimits.find((r) => r.gameId === Number(t.tableId))!;
      expect({ min: t.tableLimits.minBet, max: t.tableLimits.maxBet }).toEqual({ min: row.min, max: row.max });
      expect(gameNames.get(Number(t.tableId))).toBe(t.tableName);
    }
    expect(tables.find((t) => t.tableId === '7036')).toMatchObject({ tableName: 'Irish Live Roulette', tableType: 'ROULETTE' });
    expect(tables.find((t) => t.tableId === '7037')).toMatchObject({ tableName: 'Lucky Irish Blackjack', tableType: 'BLACKJACK', tableLimits: { maxPlayers: 7 } });
  });

  it('refuses another casino (404) and a currency it does not price in (400)', async () => {
    expect((await fetch(`${LIVE()}/tables?casinoId=1&currency=GBP`)).status).toBe(404);
    expect((await fetch(`${LIVE()}/tables?casinoId=178&currency=USD`)).status).toBe(400);
  });
});

describe('live tables: the socket ({LIVE_FEED_URL}/ws)', () => {
  it('available → {tableKey: [ids]}, the ids of the snapshot', async () => {
    const client = await open(`${LIVE()}/ws`);
    client.send({ type: 'available', casinoId: '178' });
    const answer = await client.next();
    expect(Object.keys(answer)).toEqual(['tableKey']);
    const { tables } = await getJson<{ tables: { tableId: string }[] }>(`${LIVE()}/tables?casinoId=178&currency=GBP`);
    expect(answer.tableKey).toEqual(tables.map((t) => t.tableId));
  });

  it('subscribe → the table object now and on every change; unsubscribe → nothing more', async () => {
    const client = await open(`${LIVE()}/ws`);
    client.send({ type: 'subscribe', key: '7036', casinoId: '178', currency: 'EUR' });
    const first = await client.next();
    expectTable(first, 'EUR');
    expect(first.tableId).toBe('7036');

    await post('/__live/tick', { ms: 1000 });
    expect((await post('/__live/spin', { tableId: '7036' })).status).toBe(200);
    const changed = await client.next();
    expectTable(changed, 'EUR');
    expect(Date.parse(changed.last20Results[0].time)).toBeGreaterThan(Date.parse(first.last20Results[0].time));
    expect(changed.last20Results.slice(1)).toEqual(first.last20Results.slice(0, 19));

    client.send({ type: 'unsubscribe', key: '7036', casinoId: '178', currency: 'EUR' });
    await post('/__live/spin', { tableId: '7036' });
    // Frames keep their order: an answer to `available` sent after the spin comes first only if the spin sent nothing.
    client.send({ type: 'available', casinoId: '178' });
    expect(Object.keys(await client.next())).toEqual(['tableKey']);
  });

  it('sends a table whose schedule closes it as closed, and stops listing a vanished one', async () => {
    const client = await open(`${LIVE()}/ws`);
    client.send({ type: 'subscribe', key: '7037', casinoId: '178', currency: 'GBP' });
    expect(await client.next()).toMatchObject({ tableId: '7037', tableOpen: true });
    const now = Date.parse((await getJson<{ now: string }>(`${BASE}/__live/clock`)).now);
    await post('/__live/tick', { ms: Date.UTC(2026, 11, 6, 11) - now });
    let frame = await client.next();
    // Seats change on the way to 11:00; the last frame of the tick is the closing.
    while (frame.tableOpen) frame = await client.next();
    expectTable(frame, 'GBP');
    expect(frame).toMatchObject({ tableId: '7037', tableOpen: false, totalSeatedPlayers: 0, dealer: { name: '' } });
    expect(client.pending()).toBe(0);

    expect((await put('/__live/tables/7036', { state: 'vanished' })).status).toBe(200);
    client.send({ type: 'available', casinoId: '178' });
    const { tableKey } = await client.next();
    expect(tableKey).toContain('7037');
    expect(tableKey).not.toContain('7036');
  });

  it('tells the tests what it received and which subscriptions are open', async () => {
    await fetch(`${BASE}/__live/received`, { method: 'DELETE' });
    const client = await open(`${LIVE()}/ws`);
    client.send({ type: 'subscribe', key: '7036', casinoId: '178', currency: 'GBP' });
    await client.next();
    client.send('{"t":"watch"');
    client.send({ type: 'available', casinoId: '178' });
    await client.next();
    const received = await getJson<{ seq: number; socket: number; text: string; at: string }[]>(`${BASE}/__live/received`);
    expect(received.map((f) => f.text)).toEqual([
      JSON.stringify({ type: 'subscribe', key: '7036', casinoId: '178', currency: 'GBP' }),
      '{"t":"watch"',
      JSON.stringify({ type: 'available', casinoId: '178' }),
    ]);
    const subs = await getJson<{ sockets: number; subscriptions: unknown[] }>(`${BASE}/__live/subscriptions`);
    expect(subs.subscriptions).toContainEqual({ tableId: '7036', currency: 'GBP', sockets: 1 });
  });

  it('a GET without Upgrade: websocket is a 426', async () => {
    expect((await fetch(`${LIVE()}/ws`)).status).toBe(426);
  });
});

describe('live tables: socket faults (PUT /__emulator/faults)', () => {
  it("503 on the socket path refuses the handshake with 503", async () => {
    await put('/__emulator/faults', { prefix: '/live/ws', mode: '503' });
    await expect(FeedClient.open(`${LIVE()}/ws`)).rejects.toThrow('handshake refused: 503');
  });

  it("'drop' closes an open socket without a close frame (1006)", async () => {
    const client = await open(`${LIVE()}/ws`);
    await put('/__emulator/faults', { prefix: '/live/ws', mode: 'drop' });
    expect(await client.closed).toBe(1006);
  });

  it("'stall' keeps the socket open and says nothing until cleared", async () => {
    const client = await open(`${LIVE()}/ws`);
    await put('/__emulator/faults', { prefix: '/live/ws', mode: 'stall' });
    client.send({ type: 'subscribe', key: '7036', casinoId: '178', currency: 'GBP' });
    // The subscription is taken (the feed heard it) but its table object is held back.
    await expect.poll(async () => (await getJson(`${BASE}/__live/subscriptions`)).subscriptions).toContainEqual({ tableId: '7036', currency: 'GBP', sockets: 1 });
    await fetch(`${BASE}/__emulator/faults`, { method: 'DELETE' });
    client.send({ type: 'available', casinoId: '178' });
    expect(Object.keys(await client.next())).toEqual(['tableKey']);
  });

  it("'malformed' sends text that is not JSON and a wrong-shaped table before the real one", async () => {
    const client = await open(`${LIVE()}/ws`);
    await put('/__emulator/faults', { prefix: '/live/ws', mode: 'malformed' });
    client.send({ type: 'subscribe', key: '7036', casinoId: '178', currency: 'GBP' });
    await expect(client.next()).rejects.toThrow(SyntaxError);
    const wrong = await client.next();
    expect(wrong.tableId).toBe('7036');
    expect(typeof wrong.tableOpen).not.toBe('boolean');
    expectTable(await client.next(), 'GBP');
  });
});

describe('jackpots (GET {JACKPOT_FEED_URL}/jackpots?currency=…, socket {JACKPOT_FEED_URL}/ws)', () => {
  it.each(['GBP', 'CAD', 'EUR'])('%s: the list has the written shape', async (currency) => {
    const body = await getJson<{ jackpots: any[] }>(`${JACKPOTS()}/jackpots?currency=${currency}`);
    expect(Object.keys(body)).toEqual(['jackpots']);
    expect(body.jackpots.map((j) => j.name)).toEqual(['Jackpot King', 'Jackpot King Deluxe', 'Irish Pot']);
    for (const j of body.jackpots) expectJackpot(j, currency);
  });

  it('subscribe → the same list now and on every change; a win resets the amount and sets lastWin', async () => {
    const client = await open(`${JACKPOTS()}/ws`);
    client.send({ type: 'subscribe', currency: 'GBP' });
    const first = await client.next<{ jackpots: any[] }>();
    expect(first).toEqual(await getJson(`${JACKPOTS()}/jackpots?currency=GBP`));

    await post('/__live/tick', { ms: 5000 });
    const risen = await client.next<{ jackpots: any[] }>();
    for (const j of risen.jackpots) expectJackpot(j, 'GBP');
    expect(risen.jackpots[0].amount).toBeGreaterThanOrEqual(first.jackpots[0].amount);

    expect((await post('/__jackpots/win', { jackpotId: 'irish-pot', currency: 'GBP' })).status).toBe(200);
    const won = (await client.next<{ jackpots: any[] }>()).jackpots.find((j) => j.jackpotId === 'irish-pot');
    expectJackpot(won, 'GBP');
    expect(won.amount).toBe(1000);
    expect(won.lastWin.amount).toBe(risen.jackpots.find((j) => j.jackpotId === 'irish-pot').amount);
  });
});
