import { describe, expect, it } from 'vitest';
import { ELIGIBLE_GAMES_CHARS, keyTermsOf, NO_KEY_TERMS, termNumber, termText } from './key-terms';

const raw = { wagering: 10, minDeposit: 20, eligibleGames: 'Rainbow Riches', expiryDays: 7, maxWin: 100 };

describe('key terms from untrusted fields', () => {
  it('keeps well-formed values', () => {
    expect(keyTermsOf(raw)).toEqual({ wagering: 10, minDeposit: 20, eligibleGames: 'Rainbow Riches', expiryDays: 7, maxWin: 100 });
  });

  it('reads numeric strings (meta stored as text) and 0 wagering as no wagering', () => {
    expect(keyTermsOf({ ...raw, wagering: '0', minDeposit: ' 10.50 ', expiryDays: '30' })).toMatchObject({ wagering: 0, minDeposit: 10.5, expiryDays: 30 });
  });

  it.each([
    ['empty', ''],
    ['null', null],
    ['negative', -5],
    ['text', '10x'],
    ['NaN', Number.NaN],
    ['Infinity', Number.POSITIVE_INFINITY],
    ['an object', { value: 10 }],
    ['an array', [10]],
    ['true', true],
  ])('treats a %s number as none', (_name, value) => {
    expect(keyTermsOf({ wagering: value, minDeposit: value, eligibleGames: '', expiryDays: value, maxWin: value })).toEqual(NO_KEY_TERMS);
  });

  it('drops figures no offer has: a fractional or absurd expiry, a zero cap, an absurd wagering or amount', () => {
    expect(keyTermsOf({ ...raw, expiryDays: 7.5 }).expiryDays).toBeNull();
    expect(keyTermsOf({ ...raw, expiryDays: 20260131 }).expiryDays).toBeNull();
    expect(keyTermsOf({ ...raw, expiryDays: 0 }).expiryDays).toBeNull();
    expect(keyTermsOf({ ...raw, maxWin: 0 }).maxWin).toBeNull();
    expect(keyTermsOf({ ...raw, wagering: 5000 }).wagering).toBeNull();
    expect(termNumber(1e12, 10_000_000)).toBeNull();
  });

  it('strips markup and entities from the games text and bounds its length', () => {
    expect(termText('<b>Rainbow</b> Riches &amp; <script>alert(1)</script>Reel King')).toBe('Rainbow Riches & Reel King');
    expect(termText(42)).toBe('');
    const long = termText('Any slot from Blueprint Gaming except the Jackpot King range and selected Megaways titles listed in the full terms');
    expect(long.length).toBeLessThanOrEqual(ELIGIBLE_GAMES_CHARS + 1);
    expect(long).toMatch(/ \w+…$/);
  });
});
