import { describe, expect, it } from 'vitest';
import { formatMoney } from './money';

const plain = (s: string) => s.replace(/\s/g, ' ');

describe('formatMoney', () => {
  it('formats GBP, CAD and EUR balances for the locale', () => {
    expect(formatMoney(1234.5, 'GBP', 'en')).toBe('£1,234.50');
    expect(formatMoney(20, 'EUR', 'en-ie')).toBe('€20.00');
    expect(plain(formatMoney(1234.5, 'EUR', 'fi'))).toBe('1 234,50 €');
    expect(plain(formatMoney(250, 'GBP', 'es'))).toBe('250,00 £');
    expect(plain(formatMoney(250, 'GBP', 'fi'))).toBe('250,00 £');
  });

  it('writes Canadian dollars as C$ in every locale', () => {
    expect(formatMoney(20, 'CAD', 'en-ca')).toBe('C$20.00');
    expect(formatMoney(1250, 'CAD', 'en')).toBe('C$1,250.00');
    expect(plain(formatMoney(20, 'CAD', 'fi'))).toBe('20,00 C$');
    expect(plain(formatMoney(20, 'CAD', 'es'))).toBe('20,00 C$');
  });

  it("writes a whole limit without cents when asked, and a limit with cents as it is", () => {
    expect(plain(formatMoney(20000, 'GBP', 'es', { whole: true }))).toBe('20.000 £');
    expect(formatMoney(50, 'GBP', 'en', { whole: true })).toBe('£50');
    expect(formatMoney(0.5, 'GBP', 'en', { whole: true })).toBe('£0.50');
    expect(plain(formatMoney(2500, 'CAD', 'fi', { whole: true }))).toBe('2 500 C$');
    expect(formatMoney(50, 'GBP', 'en')).toBe('£50.00');
  });

  it('survives bad input', () => {
    expect(formatMoney(Number.NaN, 'GBP', 'en')).toBe('£0.00');
    expect(formatMoney(5, 'XX', 'en')).toBe('5.00 XX');
  });
});
