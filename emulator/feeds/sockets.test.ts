import { describe, expect, it } from 'vitest';
import { Faults } from '../faults';
import type { LiveTableSpec } from '../data/live-tables';
import { FeedClock } from './clock';
import { JackpotFeed } from './jackpot-feed';
import { LiveFeed } from './live-feed';
import { FeedSockets, JACKPOT_SOCKET_PATH, LIVE_SOCKET_PATH, NOT_JSON, type FeedSocket } from './sockets';
import type { DgaTable } from './wire-shapes';

const START = Date.UTC(2026, 11, 6, 12, 0, 0);
const TABLES: LiveTableSpec[] = [
  { gameId: 7036, name: 'Irish Live Roulette', type: 'ROULETTE', maxPlayers: 500, closedHours: [] },
  { gameId: 7037, name: 'Lucky Irish Blackjack', type: 'BLACKJACK', maxPlayers: 7, closedHours: [] },
];

/** A socket that keeps what it was sent and how it ended. */
class FakeSocket implements FeedSocket {
  readonly sent: string[] = [];
  ended: 'closed' | 'terminated' | undefined;
  send(text: string) {
    this.sent.push(text);
  }
  close() {
    this.ended = 'closed';
  }
  terminate() {
    this.ended = 'terminated';
  }
  /** Every frame parsed, or the raw text of one that is not JSON. */
  frames(): unknown[] {
    return this.sent.map((t) => {
      try {
        return JSON.parse(t) as unknown;
      } catch {
        return t;
      }
    });
  }
}

function hub() {
  const faults = new Faults();
  const clock = new FeedClock(START);
  const tables = new LiveFeed({ tables: TABLES, seed: 1, start: START });
  const jackpots = new JackpotFeed({ seed: 1, start: START });
  clock.drive(tables);
  clock.drive(jackpots);
  const sockets = new FeedSockets(tables, jackpots, faults);
  const open = (path = LIVE_SOCKET_PATH) => {
    const socket = new FakeSocket();
    const handlers = sockets.accept(path, socket)!;
    const say = (message: unknown) => handlers.message(typeof message === 'string' ? message : JSON.stringify(message));
    return { socket, say, handlers };
  };
  return { faults, clock, tables, jackpots, sockets, open };
}

const subscribe = (key: string, currency = 'GBP') => ({ type: 'subscribe', key, casinoId: '178', currency });
const unsubscribe = (key: string, currency = 'GBP') => ({ type: 'unsubscribe', key, casinoId: '178', currency });

describe('the live-tables socket (DGA protocol)', () => {
  it('answers available with the table ids, and nothing for another casino', () => {
    const { open } = hub();
    const { socket, say } = open();
    say({ type: 'available', casinoId: '178' });
    say({ type: 'available', casinoId: '999' });
    expect(socket.frames()).toEqual([{ tableKey: ['7036', '7037'] }]);
  });

  it('sends the table on subscribe and on every change, in the currency asked, until unsubscribed', () => {
    const { open, tables } = hub();
    const { socket, say } = open();
    say(subscribe('7036', 'CAD'));
    expect(socket.frames()).toEqual([tables.table('7036', 'CAD')]);
    tables.playRound('7036');
    tables.playRound('7037');
    expect(socket.frames()).toHaveLength(2);
    expect((socket.frames()[1] as DgaTable).last20Results[0]!.time).toBe(new Date(START).toISOString());
    say(unsubscribe('7036', 'CAD'));
    tables.playRound('7036');
    expect(socket.frames()).toHaveLength(2);
  });

  it('ignores what is not the protocol: not JSON, unknown types, other currencies, unknown tables', () => {
    const { open, sockets } = hub();
    const { socket, say } = open();
    say('hello');
    say({ type: 'watch', topics: ['tables'] });
    say(subscribe('7036', 'USD'));
    say(subscribe('1'));
    expect(socket.sent).toEqual([]);
    expect(sockets.liveSubscriptions()).toEqual({ sockets: 1, subscriptions: [] });
  });

  it('counts open subscriptions per table and currency and logs every frame received', () => {
    const { open, sockets } = hub();
    const a = open();
    const b = open();
    a.say(subscribe('7036'));
    b.say(subscribe('7036'));
    b.say(subscribe('7037', 'EUR'));
    expect(sockets.liveSubscriptions()).toEqual({
      sockets: 2,
      subscriptions: [
        { tableId: '7036', currency: 'GBP', sockets: 2 },
        { tableId: '7037', currency: 'EUR', sockets: 1 },
      ],
    });
    b.handlers.closed();
    expect(sockets.liveSubscriptions()).toEqual({ sockets: 1, subscriptions: [{ tableId: '7036', currency: 'GBP', sockets: 1 }] });
    expect(sockets.live.received().map((f) => [f.socket, JSON.parse(f.text).key])).toEqual([
      [1, '7036'],
      [2, '7036'],
      [2, '7037'],
    ]);
    expect(sockets.live.received()[0]!.at).toBe(new Date(START).toISOString());
    sockets.live.clearReceived();
    expect(sockets.live.received()).toEqual([]);
  });

  it('sends a vanished table nothing more, lists it no more, and refuses new subscriptions to it', () => {
    const { open, tables } = hub();
    const { socket, say } = open();
    say(subscribe('7036'));
    tables.override('7036', 'vanished');
    tables.playRound('7036');
    say({ type: 'available', casinoId: '178' });
    say(subscribe('7036', 'EUR'));
    expect(socket.frames().slice(1)).toEqual([{ tableKey: ['7037'] }]);
  });

  it('sends a closed table when the table closes', () => {
    const { open, tables } = hub();
    const { socket, say } = open();
    say(subscribe('7037'));
    tables.override('7037', 'closed');
    expect(socket.frames().at(-1)).toMatchObject({ tableId: '7037', tableOpen: false, totalSeatedPlayers: 0, dealer: { name: '' } });
  });
});

describe('socket faults (PUT /__emulator/faults with a socket path)', () => {
  it("'drop' closes every open socket at once, without a close frame, and each new one as it opens", () => {
    const { open, faults, sockets } = hub();
    const live = open();
    const jackpot = open(JACKPOT_SOCKET_PATH);
    faults.set(LIVE_SOCKET_PATH, 'drop');
    expect(live.socket.ended).toBe('terminated');
    expect(jackpot.socket.ended).toBeUndefined();
    expect(open().socket.ended).toBe('terminated');
    expect(sockets.liveSubscriptions().sockets).toBe(0);
    faults.clear();
    expect(open().socket.ended).toBeUndefined();
  });

  it("'stall' keeps sockets open and sends nothing, answers included, until cleared", () => {
    const { open, faults, tables } = hub();
    const { socket, say } = open();
    say(subscribe('7036'));
    faults.set('/live', 'stall');
    tables.playRound('7036');
    say({ type: 'available', casinoId: '178' });
    expect(socket.sent).toHaveLength(1);
    expect(socket.ended).toBeUndefined();
    faults.clear();
    tables.playRound('7036');
    expect(socket.sent).toHaveLength(2);
  });

  it("'malformed' sends text that is not JSON and a table of the wrong shape before each real one", () => {
    const { open, faults, tables } = hub();
    const { socket, say } = open();
    faults.set(LIVE_SOCKET_PATH, 'malformed');
    say(subscribe('7036'));
    const [notJson, wrong, real] = socket.frames();
    expect(notJson).toBe(NOT_JSON);
    expect(wrong).toMatchObject({ tableId: '7036', tableOpen: 'yes', tableLimits: null });
    expect(real).toEqual(tables.table('7036', 'GBP'));
  });

  it("'duplicate' sends every table twice", () => {
    const { open, faults, tables } = hub();
    const { socket, say } = open();
    faults.set(LIVE_SOCKET_PATH, 'duplicate');
    say(subscribe('7036'));
    tables.playRound('7036');
    const [a, b, c, d] = socket.sent;
    expect(socket.sent).toHaveLength(4);
    expect([a, c]).toEqual([b, d]);
  });

  it("'out-of-order' follows a new result with the table as it was before it (an older last20Results[0].time)", () => {
    const { open, faults, tables, clock } = hub();
    const { socket, say } = open();
    say(subscribe('7036'));
    const before = socket.frames()[0] as DgaTable;
    faults.set(LIVE_SOCKET_PATH, 'out-of-order');
    clock.advance(1000);
    tables.playRound('7036');
    const [newer, older] = socket.frames().slice(1) as DgaTable[];
    expect(older).toEqual(before);
    expect(Date.parse(older!.last20Results[0]!.time)).toBeLessThan(Date.parse(newer!.last20Results[0]!.time));
    // A change with no new result (a closing) has nothing older to tell apart: sent once.
    tables.override('7036', 'closed');
    expect(socket.sent).toHaveLength(4);
  });

  it("'hostile' poisons the table's and the dealer's names", () => {
    const { open, faults } = hub();
    const { socket, say } = open();
    faults.set(LIVE_SOCKET_PATH, 'hostile');
    say(subscribe('7036'));
    const table = socket.frames()[0] as DgaTable;
    expect(table.tableName).toMatch(/^Irish Live Roulette<script>/);
    expect(table.dealer.name).toContain('<script>');
  });
});

describe('the jackpot socket', () => {
  it('sends the list on subscribe and on every change, per currency, with the same faults', () => {
    const { open, clock, jackpots, faults, sockets } = hub();
    const { socket, say } = open(JACKPOT_SOCKET_PATH);
    say({ type: 'subscribe', currency: 'EUR' });
    expect(socket.frames()).toEqual([{ jackpots: jackpots.jackpots('EUR') }]);
    jackpots.win('irish-pot', 'GBP');
    expect(socket.sent).toHaveLength(1);
    jackpots.win('irish-pot', 'EUR');
    expect(socket.frames()[1]).toEqual({ jackpots: jackpots.jackpots('EUR') });
    expect(jackpots.jackpots('EUR').find((j) => j.jackpotId === 'irish-pot')!.lastWin).not.toBeNull();
    expect(sockets.jackpotSubscriptions()).toEqual({ sockets: 1, subscriptions: [{ currency: 'EUR', sockets: 1 }] });
    faults.set(JACKPOT_SOCKET_PATH, 'duplicate');
    clock.advance(5000);
    expect(socket.sent).toHaveLength(4);
    faults.set(JACKPOT_SOCKET_PATH, 'malformed');
    clock.advance(5000);
    expect(socket.frames().slice(4, 6)).toEqual([NOT_JSON, expect.objectContaining({ jackpots: [expect.objectContaining({ amount: 'lots' })] })]);
    say({ type: 'unsubscribe', currency: 'EUR' });
    faults.clear();
    clock.advance(5000);
    expect(socket.sent).toHaveLength(7);
    expect(sockets.jackpot.received()).toHaveLength(2);
  });
});
