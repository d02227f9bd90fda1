import { describe, expect, it } from 'vitest';
import { formatStake, stakeAmount } from './stake';

describe('stakeAmount', () => {
  it.each([
    ['£0.10', 0.1],
    ['£100', 100],
    ['0,10 €', 0.1],
    ['€ 5', 5],
    ['C$1,000', 1000],
    ['1.000,50 €', 1000.5],
    ['25 EUR', 25],
    ['0.20', 0.2],
  ])('%s → %s', (text, amount) => expect(stakeAmount(text)).toBe(amount));

  it.each(['', 'varies', '10p – £5', '£0.10 per line', 'javascript:1'])('%s is not a plain amount', (text) => expect(stakeAmount(text)).toBeNull());
});

describe('formatStake', () => {
  it('shows the CMS stake in the visitor’s currency and locale', () => {
    expect(formatStake('£0.10', 'CAD', 'en-ca')).toBe('C$0.10');
    expect(formatStake('£0.10', 'GBP', 'en')).toBe('£0.10');
    expect(formatStake('£250', 'EUR', 'fi')).toBe('250,00\u00a0€');
    expect(formatStake('£250', 'EUR', 'es')).toBe('250,00\u00a0€');
  });

  it('keeps text that is not a plain amount as the CMS wrote it', () => {
    expect(formatStake('10p – £5', 'CAD', 'en-ca')).toBe('10p – £5');
  });
});
