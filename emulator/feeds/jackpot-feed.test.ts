import { describe, expect, it } from 'vitest';
import { FeedClock } from './clock';
import { JACKPOT_STEP_MS, JACKPOTS, JackpotFeed } from './jackpot-feed';
import type { FeedCurrency, JackpotEntry } from './wire-shapes';

const START = Date.UTC(2026, 11, 6, 12, 0, 0);

function feed(seed = 7) {
  const clock = new FeedClock(START);
  const jackpots = new JackpotFeed({ seed, start: START });
  clock.drive(jackpots);
  const changes: FeedCurrency[] = [];
  jackpots.onChange((c) => changes.push(c));
  const byId = (currency: FeedCurrency) => new Map(jackpots.jackpots(currency).map((j) => [j.jackpotId, j]));
  return { clock, jackpots, changes, byId };
}

const cents = (j: JackpotEntry) => Math.round(j.amount * 100);

describe('the jackpot feed on its own clock', () => {
  it('has each jackpot in each currency, in pennies, none won yet', () => {
    const { jackpots } = feed();
    for (const currency of ['GBP', 'CAD', 'EUR'] as const) {
      const list = jackpots.jackpots(currency);
      expect(list.map((j) => j.name)).toEqual(['Jackpot King', 'Jackpot King Deluxe', 'Irish Pot']);
      for (const j of list) {
        expect(j.currency).toBe(currency);
        expect(cents(j) / 100).toBe(j.amount);
        expect(j.lastWin).toBeNull();
      }
    }
    expect(feed().jackpots.jackpots('GBP')).toEqual(jackpots.jackpots('GBP'));
    expect(feed(8).jackpots.jackpots('GBP')).not.toEqual(jackpots.jackpots('GBP'));
  });

  it('rises with play, one step every 5 seconds, telling each currency', () => {
    const { clock, byId, changes } = feed();
    const before = byId('GBP').get('jackpot-king-deluxe')!.amount;
    clock.advance(JACKPOT_STEP_MS - 1);
    expect(changes).toEqual([]);
    clock.advance(1);
    expect(changes).toEqual(['GBP', 'CAD', 'EUR']);
    clock.advance(10 * 60_000);
    expect(byId('GBP').get('jackpot-king-deluxe')!.amount).toBeGreaterThan(before);
  });

  it('is won now on request: reset to its seed, the win kept as lastWin with its time', () => {
    const { clock, jackpots, byId, changes } = feed();
    clock.advance(60_000);
    const before = byId('CAD').get('irish-pot')!;
    const gbp = byId('GBP').get('irish-pot')!;
    changes.length = 0;
    expect(jackpots.win('irish-pot', 'CAD')).toBe(true);
    expect(changes).toEqual(['CAD']);
    const after = byId('CAD').get('irish-pot')!;
    expect(after.amount).toBe(1750);
    expect(after.lastWin).toEqual({ amount: before.amount, time: new Date(START + 60_000).toISOString() });
    expect(byId('GBP').get('irish-pot')).toEqual(gbp);
    expect(jackpots.win('no-such-pot')).toBe(false);
  });

  it('is won now and then by play: over two days every pool but the Deluxe has dropped at least once', () => {
    const { clock, byId } = feed();
    clock.advance(2 * 24 * 3_600_000);
    for (const spec of JACKPOTS.filter((j) => j.jackpotId !== 'jackpot-king-deluxe')) {
      const won = byId('GBP').get(spec.jackpotId)!.lastWin;
      expect(won, spec.name).not.toBeNull();
      expect(won!.amount).toBeGreaterThan(spec.seedAmount);
      expect(Date.parse(won!.time)).toBeGreaterThan(START);
    }
  });
});
