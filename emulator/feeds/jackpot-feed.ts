import { prng } from '../data/catalogue';
import { streamSeed, type Simulation } from './clock';
import { FEED_CURRENCIES, type FeedCurrency, type JackpotEntry } from './wire-shapes';

/** A progressive pool: where it restarts after a win (in GBP), how fast play feeds it, how often it drops. */
export interface JackpotSpec {
  jackpotId: string;
  name: string;
  seedAmount: number;
  /** GBP added per minute of play, on average. */
  perMinute: number;
  /** Average minutes between wins. */
  meanMinutesToWin: number;
}

export const JACKPOTS: readonly JackpotSpec[] = [
  { jackpotId: 'jackpot-king', name: 'Jackpot King', seedAmount: 10_000, perMinute: 12, meanMinutesToWin: 6 * 60 },
  { jackpotId: 'jackpot-king-deluxe', name: 'Jackpot King Deluxe', seedAmount: 100_000, perMinute: 40, meanMinutesToWin: 3 * 24 * 60 },
  { jackpotId: 'irish-pot', name: 'Irish Pot', seedAmount: 1_000, perMinute: 3, meanMinutesToWin: 90 },
];

/** Each currency has pools of its own; seeds are set per currency, not converted daily. */
const SEED_FACTOR: Record<FeedCurrency, number> = { GBP: 1, EUR: 1.15, CAD: 1.75 };

/** Play is counted in steps of this; a pool rises (and may drop) once a step. */
export const JACKPOT_STEP_MS = 5000;

interface Pool {
  spec: JackpotSpec;
  currency: FeedCurrency;
  random: () => number;
  /** Pennies (cents), so sums stay exact. */
  cents: number;
  seedCents: number;
  lastWin: { cents: number; time: number } | null;
}

/**
 * The emulated jackpot provider: one pool per jackpot and currency, rising with play each step and now and then won
 * (reset to its seed, `lastWin` set). Moved by its own clock (`advanceTo`); deterministic from the seed and start.
 */
export class JackpotFeed implements Simulation {
  private readonly pools: Pool[] = [];
  private readonly listeners = new Set<(currency: FeedCurrency) => void>();
  private time: number;
  private nextStep: number;

  constructor(options: { seed: number; start: number; jackpots?: readonly JackpotSpec[] }) {
    this.time = options.start;
    this.nextStep = options.start + JACKPOT_STEP_MS;
    const specs = options.jackpots ?? JACKPOTS;
    FEED_CURRENCIES.forEach((currency, c) =>
      specs.forEach((spec, j) => {
        const random = prng(streamSeed(options.seed, 1_000_003 + c * 101 + j));
        const seedCents = Math.round(spec.seedAmount * SEED_FACTOR[currency] * 100);
        // Somewhere between its seed and the size it is usually won at, so a first look is not all round numbers.
        const grown = Math.round(random() * spec.perMinute * spec.meanMinutesToWin * SEED_FACTOR[currency] * 100);
        this.pools.push({ spec, currency, random, cents: seedCents + grown, seedCents, lastWin: null });
      }),
    );
  }

  now(): number {
    return this.time;
  }

  jackpots(currency: FeedCurrency): JackpotEntry[] {
    return this.pools
      .filter((p) => p.currency === currency)
      .map((p) => ({
        jackpotId: p.spec.jackpotId,
        name: p.spec.name,
        currency,
        amount: p.cents / 100,
        lastWin: p.lastWin && { amount: p.lastWin.cents / 100, time: new Date(p.lastWin.time).toISOString() },
      }));
  }

  onChange(listener: (currency: FeedCurrency) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Someone wins it now: in one currency, or in every currency when none is named. False for an unknown jackpot. */
  win(jackpotId: string, currency?: FeedCurrency): boolean {
    const pools = this.pools.filter((p) => p.spec.jackpotId === jackpotId && (!currency || p.currency === currency));
    for (const pool of pools) this.drop(pool, this.time);
    for (const c of new Set(pools.map((p) => p.currency))) this.emit(c);
    return pools.length > 0;
  }

  advanceTo(time: number): void {
    while (this.nextStep <= time) {
      const at = this.nextStep;
      this.time = at;
      for (const pool of this.pools) {
        const { spec, random } = pool;
        const perStep = (spec.perMinute * SEED_FACTOR[pool.currency] * JACKPOT_STEP_MS) / 60_000;
        pool.cents += Math.round(perStep * 100 * 2 * random());
        if (random() < JACKPOT_STEP_MS / 60_000 / spec.meanMinutesToWin) this.drop(pool, at);
      }
      for (const currency of FEED_CURRENCIES) this.emit(currency);
      this.nextStep += JACKPOT_STEP_MS;
    }
    this.time = Math.max(this.time, time);
  }

  private drop(pool: Pool, at: number): void {
    pool.lastWin = { cents: pool.cents, time: at };
    pool.cents = pool.seedCents;
  }

  private emit(currency: FeedCurrency): void {
    for (const listener of this.listeners) listener(currency);
  }
}
