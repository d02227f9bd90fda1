import { describe, expect, it } from 'vitest';
import { formatMoney } from './format';

describe('formatMoney', () => {
  it('formats in the currency for the locale', () => {
    expect(formatMoney(1234.5, 'GBP', 'en-GB')).toBe('£1,234.50');
    expect(formatMoney(20, 'CAD', 'en-CA')).toBe('$20.00');
    expect(formatMoney(20, 'EUR', 'en-IE')).toBe('€20.00');
    expect(formatMoney(1234.5, 'EUR', 'fi-FI').replace(/\s/g, ' ')).toBe('1 234,50 €');
  });

  it('survives bad input', () => {
    expect(formatMoney(Number.NaN, 'GBP', 'en-GB')).toBe('£0.00');
    expect(formatMoney(5, 'XX', 'en-GB')).toBe('5.00 XX');
  });
});
