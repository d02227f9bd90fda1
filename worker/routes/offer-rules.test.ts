import { describe, expect, it } from 'vitest';
import type { KeyTerms } from '../../client/contracts/content';
import { offerFlag, offerProblem, UK_WAGERING_CAP } from './offer-rules';

const terms = (wagering: number | null): KeyTerms => ({ wagering, minDeposit: 10, eligibleGames: 'All slots', expiryDays: 7, maxWin: null });
const GB = { regulation: 'GB' as const };

describe('the UK wagering cap', () => {
  it.each([
    [0, null],
    [1, null],
    [10, null],
    [10.5, 'wagering-over-cap'],
    [11, 'wagering-over-cap'],
    [35, 'wagering-over-cap'],
    [null, 'wagering-unstated'],
  ] as const)('wagering %s in the UK → %s', (wagering, problem) => {
    expect(offerProblem(terms(wagering), GB)).toBe(problem);
  });

  it('is the UK’s rule only: Canada (MGA) and Ireland (no regulation) are not held to it', () => {
    expect(UK_WAGERING_CAP).toBe(10);
    for (const regulation of ['MGA', null] as const) {
      expect(offerProblem(terms(35), { regulation })).toBeNull();
      expect(offerProblem(terms(null), { regulation })).toBeNull();
    }
  });

  it('flags the offer with its wagering, or without one when it states none', () => {
    expect(offerFlag('cms:loyalty-rewards', terms(20), 'wagering-over-cap')).toEqual({ offer: 'cms:loyalty-rewards', reason: 'wagering-over-cap', wagering: 20 });
    expect(offerFlag('ltp:7', terms(null), 'wagering-unstated')).toEqual({ offer: 'ltp:7', reason: 'wagering-unstated' });
  });
});
