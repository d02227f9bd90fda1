import { describe, expect, it } from 'vitest';
import '../../../i18n/all-messages';
import { createTranslator } from '../../../i18n/translate';
import { betRangeText } from './bet-range';

const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe("a live table's bet range", () => {
  it('is written in whole amounts in each language, with cents only where a limit has them', () => {
    expect(betRangeText(createTranslator('en'), 'en', { min: 0.2, max: 5000, currency: 'GBP' })).toBe('Bet £0.20 – £5,000');
    expect(plain(betRangeText(createTranslator('es'), 'es', { min: 50, max: 20000, currency: 'GBP' }))).toBe('Apuesta 50 £ – 20.000 £');
    expect(plain(betRangeText(createTranslator('fi'), 'fi', { min: 1, max: 2500, currency: 'EUR' }))).toBe('Panos 1 € – 2 500 €');
  });
});
