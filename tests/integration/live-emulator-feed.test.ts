import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LiveTable } from '../../client/contracts/live';
import { startEmulator, type RunningEmulator } from '../../emulator/server';
import { openLiveSocket, type LiveBrowser } from '../support/live-browser';
import { startWorker, type TestWorker } from '../support/worker';

// The whole chain of issue 54 with no stand-in: the emulator's DGA and jackpot feeds (started, with sockets, on a
// clock the test moves) → the region's LiveHub in Miniflare → a browser's socket. tests/integration/live-socket.test.ts
// covers the object's rules against a scripted upstream; this file covers that the object and the emulator agree.
const ROULETTE = '7036';
const BLACKJACK = '7037';

async function call(emu: RunningEmulator, path: string, method: string, body?: unknown): Promise<unknown> {
  const res = await fetch(emu.url + path, { method, headers: { 'Content-Type': 'application/json' }, ...(body ? { body: JSON.stringify(body) } : {}) });
  if (!res.ok) throw new Error(`${method} ${path}: HTTP ${res.status}`);
  return res.status === 204 ? null : res.json();
}

describe('the live casino against the emulator feed', () => {
  let emu: RunningEmulator;
  let w: TestWorker;
  let browser: LiveBrowser;
  let first: LiveTable;

  beforeAll(async () => {
    emu = await startEmulator(0, '127.0.0.1', { feedsRealTime: false });
    w = await startWorker({ LIVE_FEED_URL: `${emu.url}/live`, JACKPOT_FEED_URL: `${emu.url}/jackpots` }, { passThrough: [emu.url], catalogueSize: 300 });
    browser = await openLiveSocket(w, 'GB');
    browser.send(JSON.stringify({ t: 'watch', topics: ['tables', 'jackpots'] }));
    // The first snapshot may come before the hub has heard the feed; wait for the roulette table itself, in a frame of
    // its own or in the snapshot (when the hub heard it first).
    first = await Promise.race([
      browser.frame('table', (f) => f.table.id === ROULETTE).then((f) => f.table),
      browser.frame('snapshot', (f) => f.snapshot.tables.some((t) => t.id === ROULETTE)).then((f) => f.snapshot.tables.find((t) => t.id === ROULETTE)!),
    ]);
  });
  afterAll(async () => {
    browser?.close();
    await w?.dispose();
    await emu?.close();
  });

  it("shows the emulator's tables in pounds, with the bet-limits call's range, and its jackpots", async () => {
    expect(first).toMatchObject({ id: ROULETTE, name: 'Irish Live Roulette', type: 'roulette', bet: { currency: 'GBP' }, seats: null });
    expect(first.results.length).toBeGreaterThan(0);
    const limits = (await (await fetch(`${emu.url}/api/v1/live-casino-betlimits`)).json()) as { data: { betLimits: { gameId: number; currency: string; min: number; max: number }[] } };
    const row = limits.data.betLimits.find((r) => r.gameId === Number(ROULETTE) && r.currency === 'GBP');
    expect(first.bet).toEqual({ min: row?.min, max: row?.max, currency: 'GBP' });
    // The jackpots come in the watch's snapshot when the hub had them first, else in a frame of their own.
    const jackpots = await Promise.race([
      browser.frame('jackpots').then((f) => f.jackpots),
      browser.frame('snapshot', (f) => f.snapshot.jackpots.length > 0).then((f) => f.snapshot.jackpots),
    ]);
    expect(jackpots.map((j) => j.name)).toEqual(expect.arrayContaining(['Jackpot King']));
    expect(jackpots.every((j) => j.currency === 'GBP')).toBe(true);
  });

  it('passes a spin on to the browser as the new first result', async () => {
    const before = browser.frames.length;
    await call(emu, '/__live/spin', 'POST', { tableId: ROULETTE });
    const spun = await browser.frame('table', (f) => f.table.id === ROULETTE && browser.frames.indexOf(f) >= before);
    expect(spun.table.results.length).toBeGreaterThanOrEqual(first.results.length);
    expect(spun.table.results[1]).toEqual(first.results[0]);
  });

  it('shows a closed table as closed, with no dealer', async () => {
    await call(emu, `/__live/tables/${BLACKJACK}`, 'PUT', { state: 'closed' });
    const closed = await browser.frame('table', (f) => f.table.id === BLACKJACK && !f.table.open);
    expect(closed.table.dealer).toBeNull();
    await call(emu, `/__live/tables/${BLACKJACK}`, 'PUT', { state: 'scheduled' });
  });

  it('keeps going through malformed frames from the feed: the wrong frame is dropped, the real one arrives', async () => {
    await call(emu, '/__emulator/faults', 'PUT', { prefix: '/live', mode: 'malformed' });
    try {
      const before = browser.frames.length;
      await call(emu, '/__live/spin', 'POST', { tableId: ROULETTE });
      const spun = await browser.frame('table', (f) => f.table.id === ROULETTE && browser.frames.indexOf(f) >= before);
      expect(typeof spun.table.open).toBe('boolean');
      expect(browser.isOpen()).toBe(true);
    } finally {
      await call(emu, '/__emulator/faults', 'DELETE');
    }
  });

  it('sends nothing a browser said upstream: the feed received only the protocol', async () => {
    browser.send(JSON.stringify({ t: 'watch', topics: [`table:${ROULETTE}`] }));
    await browser.frame('snapshot', (f) => browser.frames.filter((x) => x.t === 'snapshot').indexOf(f) >= 1);
    const received = (await call(emu, '/__live/received', 'GET')) as { text: string }[] | { frames?: { text: string }[] };
    const texts = (Array.isArray(received) ? received : (received.frames ?? [])).map((r) => JSON.parse(r.text) as { type: string });
    expect(texts.length).toBeGreaterThan(0);
    expect(new Set(texts.map((t) => t.type))).toEqual(new Set(['available', 'subscribe']));
  });
});
