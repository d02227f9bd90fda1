import { describe, expect, it } from 'vitest';
import { formatMoney } from './format';

const plain = (s: string) => s.replace(/\s/g, ' ');

describe('formatMoney', () => {
  it('formats GBP, CAD and EUR balances for the locale', () => {
    expect(formatMoney(1234.5, 'GBP', 'en-GB')).toBe('£1,234.50');
    expect(formatMoney(20, 'EUR', 'en-IE')).toBe('€20.00');
    expect(plain(formatMoney(1234.5, 'EUR', 'fi-FI'))).toBe('1 234,50 €');
    expect(plain(formatMoney(250, 'GBP', 'es-ES'))).toBe('250,00 £');
    expect(plain(formatMoney(250, 'GBP', 'fi-FI'))).toBe('250,00 £');
  });

  it('writes Canadian dollars as C$ in every locale', () => {
    expect(formatMoney(20, 'CAD', 'en-CA')).toBe('C$20.00');
    expect(formatMoney(1250, 'CAD', 'en-GB')).toBe('C$1,250.00');
    expect(plain(formatMoney(20, 'CAD', 'fi-FI'))).toBe('20,00 C$');
    expect(plain(formatMoney(20, 'CAD', 'es-ES'))).toBe('20,00 C$');
  });

  it('survives bad input', () => {
    expect(formatMoney(Number.NaN, 'GBP', 'en-GB')).toBe('£0.00');
    expect(formatMoney(5, 'XX', 'en-GB')).toBe('5.00 XX');
  });
});
