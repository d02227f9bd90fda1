import { prng } from '../data/catalogue';
import { tableBetLimits, type LiveTableSpec } from '../data/live-tables';
import { streamSeed, type Simulation } from './clock';
import { DEALER_NAMES } from './dealers';
import type { DgaColor, DgaTable, FeedCurrency } from './wire-shapes';

export const MAX_RESULTS = 20;

/** Seconds between rounds (a roulette spin, a baccarat or dragon tiger deal; blackjack and the rest: a seat or player change), ± a fifth. */
const ROUND_SECONDS: Record<LiveTableSpec['type'], number> = {
  ROULETTE: 30,
  BACCARAT: 27,
  DRAGONTIGER: 20,
  BLACKJACK: 25,
  POKER: 40,
  GAMESHOW: 45,
};

/** A dealer stays 30–60 minutes. */
const SHIFT_MIN_MS = 30 * 60_000;
const SHIFT_SPREAD_MS = 30 * 60_000;
const HOUR_MS = 3_600_000;

const RED_NUMBERS = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]);

/** What a test or a switch has made of a table, over its schedule. */
export type TableOverride = 'open' | 'closed' | 'vanished';

interface Result {
  result: string;
  color: DgaColor;
  time: number;
}

interface TableState {
  spec: LiveTableSpec;
  random: () => number;
  scheduledOpen: boolean;
  override: TableOverride | undefined;
  dealer: string;
  players: number;
  results: Result[];
  nextRound: number;
  nextShift: number;
}

export interface LiveFeedOptions {
  tables: readonly LiveTableSpec[];
  seed: number;
  /** The feed's time at creation (ms since the epoch); 20 past results are made up before it. */
  start: number;
}

/**
 * The emulated live studio: every table's open state, dealer, players and results, moved by its own clock
 * (`advanceTo`, driven by a FeedClock) and deterministic from the seed and the start time. Listeners hear each table
 * change; the sockets (sockets.ts) turn a change into table objects per currency.
 */
export class LiveFeed implements Simulation {
  private readonly tables = new Map<string, TableState>();
  private readonly listeners = new Set<(tableId: string) => void>();
  private time: number;

  constructor(options: LiveFeedOptions) {
    this.time = options.start;
    for (const spec of options.tables) this.tables.set(String(spec.gameId), this.initial(spec, options.seed, options.start));
  }

  now(): number {
    return this.time;
  }

  /** Every table the feed lists now (a vanished one is not), in catalogue order. */
  tableIds(): string[] {
    return [...this.tables].filter(([, t]) => t.override !== 'vanished').map(([id]) => id);
  }

  /** The table object in a currency, or undefined for a table the feed does not list. */
  table(tableId: string, currency: FeedCurrency): DgaTable | undefined {
    const state = this.tables.get(tableId);
    if (!state || state.override === 'vanished') return undefined;
    const open = this.isOpen(state);
    const limits = tableBetLimits({ id: state.spec.gameId, name: state.spec.name }, currency);
    return {
      tableId,
      tableName: state.spec.name,
      tableOpen: open,
      tableType: state.spec.type,
      totalSeatedPlayers: open ? state.players : 0,
      tableLimits: { minBet: limits.min, maxBet: limits.max, maxPlayers: state.spec.maxPlayers },
      dealer: { name: open ? state.dealer : '' },
      last20Results: state.results.map((r) => ({ result: r.result, color: r.color, time: new Date(r.time).toISOString() })),
      currency,
    };
  }

  onChange(listener: (tableId: string) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Forces a table open, closed or out of the feed; undefined hands it back to its schedule. */
  override(tableId: string, override: TableOverride | undefined): boolean {
    const state = this.tables.get(tableId);
    if (!state) return false;
    const before = this.isOpen(state);
    const wasListed = state.override !== 'vanished';
    state.override = override;
    // A vanished table says nothing more; one that comes back, or opens or closes, is a change.
    if (override !== 'vanished' && (!wasListed || this.isOpen(state) !== before)) this.emit(tableId);
    return true;
  }

  overrides(): Record<string, TableOverride> {
    const out: Record<string, TableOverride> = {};
    for (const [id, t] of this.tables) if (t.override) out[id] = t.override;
    return out;
  }

  /** The table's next round now (a spin, a deal, a seat change); false for an unknown or closed table. */
  playRound(tableId: string): boolean {
    const state = this.tables.get(tableId);
    if (!state || !this.isOpen(state)) return false;
    this.round(state, this.time);
    state.nextRound = this.time + this.roundGap(state);
    this.emitIfListed(tableId, state);
    return true;
  }

  /** Runs every round, shift and opening hour due up to `time`, in time order. */
  advanceTo(time: number): void {
    for (;;) {
      let due: { id: string; state: TableState; at: number; kind: 'round' | 'shift' | 'hour' } | undefined;
      const hour = Math.floor(this.time / HOUR_MS + 1) * HOUR_MS;
      for (const [id, state] of this.tables) {
        if (state.nextRound <= time && (!due || state.nextRound < due.at)) due = { id, state, at: state.nextRound, kind: 'round' };
        if (state.nextShift <= time && (!due || state.nextShift < due.at)) due = { id, state, at: state.nextShift, kind: 'shift' };
      }
      if (hour <= time && (!due || hour < due.at)) {
        this.time = hour;
        this.openingHour(hour);
        continue;
      }
      if (!due) break;
      this.time = due.at;
      const { id, state } = due;
      if (due.kind === 'round') {
        state.nextRound = due.at + this.roundGap(state);
        if (!this.isOpen(state)) continue;
        this.round(state, due.at);
      } else {
        state.nextShift = due.at + SHIFT_MIN_MS + Math.floor(state.random() * SHIFT_SPREAD_MS);
        if (!this.isOpen(state)) continue;
        state.dealer = this.otherDealer(state);
      }
      this.emitIfListed(id, state);
    }
    this.time = Math.max(this.time, time);
  }

  private openingHour(hour: number): void {
    for (const [id, state] of this.tables) {
      const before = this.isOpen(state);
      state.scheduledOpen = !state.spec.closedHours.includes(new Date(hour).getUTCHours());
      if (this.isOpen(state) === before) continue;
      // A studio reopens with a fresh dealer and an empty table.
      if (this.isOpen(state)) {
        state.dealer = this.otherDealer(state);
        state.players = 0;
      }
      this.emitIfListed(id, state);
    }
  }

  private initial(spec: LiveTableSpec, seed: number, start: number): TableState {
    const random = prng(streamSeed(seed, spec.gameId));
    const state: TableState = {
      spec,
      random,
      scheduledOpen: !spec.closedHours.includes(new Date(start).getUTCHours()),
      override: undefined,
      dealer: DEALER_NAMES[Math.floor(random() * DEALER_NAMES.length)]!,
      players: 0,
      results: [],
      nextRound: 0,
      nextShift: start + Math.floor(random() * (SHIFT_MIN_MS + SHIFT_SPREAD_MS)),
    };
    const gap = ROUND_SECONDS[spec.type] * 1000;
    // Twenty rounds already played, oldest first, so a lobby opened at start has a history to show.
    for (let i = MAX_RESULTS; i >= 1; i--) this.round(state, start - i * gap);
    state.nextRound = start + Math.floor(random() * gap);
    return state;
  }

  private isOpen(state: TableState): boolean {
    if (state.override === 'open') return true;
    if (state.override === 'closed') return false;
    return state.scheduledOpen;
  }

  private roundGap(state: TableState): number {
    const base = ROUND_SECONDS[state.spec.type] * 1000;
    return Math.round(base * (0.8 + 0.4 * state.random()));
  }

  private round(state: TableState, at: number): void {
    const { random, spec } = state;
    const result = this.draw(spec.type, random);
    if (result) state.results = [{ ...result, time: at }, ...state.results].slice(0, MAX_RESULTS);
    if (spec.type === 'BLACKJACK') {
      // Seats fill towards five and empty now and then: a step of one either way.
      const up = random() < (state.players < 5 ? 0.65 : 0.35);
      state.players = Math.min(spec.maxPlayers, Math.max(0, state.players + (up ? 1 : -1)));
    } else {
      const target = 40 + Math.floor(random() * 160);
      state.players = Math.min(spec.maxPlayers, Math.max(1, Math.round(state.players * 0.7 + target * 0.3)));
    }
  }

  private draw(type: LiveTableSpec['type'], random: () => number): Omit<Result, 'time'> | undefined {
    const r = random();
    switch (type) {
      case 'ROULETTE': {
        const n = Math.floor(r * 37);
        return { result: String(n), color: n === 0 ? 'green' : RED_NUMBERS.has(n) ? 'red' : 'black' };
      }
      case 'BACCARAT':
        // Banker 45.9%, Player 44.6%, Tie 9.5% (eight decks).
        return r < 0.459 ? { result: 'B', color: 'red' } : r < 0.905 ? { result: 'P', color: 'blue' } : { result: 'T', color: 'green' };
      case 'DRAGONTIGER':
        return r < 0.4627 ? { result: 'D', color: 'red' } : r < 0.9254 ? { result: 'T', color: 'blue' } : { result: 'TIE', color: 'green' };
      default:
        return undefined;
    }
  }

  private otherDealer(state: TableState): string {
    const others = DEALER_NAMES.filter((n) => n !== state.dealer);
    return others[Math.floor(state.random() * others.length)]!;
  }

  private emitIfListed(tableId: string, state: TableState): void {
    if (state.override !== 'vanished') this.emit(tableId);
  }

  private emit(tableId: string): void {
    for (const listener of this.listeners) listener(tableId);
  }
}
