import { describe, expect, it } from 'vitest';
import '../../../i18n/all-messages';
import { createTranslator } from '../../../i18n/translate';
import type { KeyTerms } from '../../contracts/content';
import { keyTermItems } from './key-terms';

const full: KeyTerms = { wagering: 10, minDeposit: 20, eligibleGames: 'Rainbow Riches', expiryDays: 7, maxWin: 1000 };
const texts = (terms: KeyTerms, currency: string, locale: 'en' | 'fi' | 'es' | 'en-ca') =>
  keyTermItems(terms, currency, locale, createTranslator(locale)).map((i) => (i.kind === 'games' ? `${i.label} ${i.games}` : i.text));

describe('key terms in the visitor’s language and currency', () => {
  it('English, pounds', () => {
    expect(texts(full, 'GBP', 'en')).toEqual(['Wagering 10×', 'Min. deposit £20.00', 'Games: Rainbow Riches', 'Expires 7 days after claim', 'Max. win £1,000.00']);
  });

  it('Finnish and Spanish, euros, with the locale’s numbers', () => {
    expect(texts(full, 'EUR', 'fi')).toEqual([
      'Kierrätys 10×',
      'Vähimmäistalletus 20,00\u00a0€',
      'Pelit: Rainbow Riches',
      'Vanhenee 7 päivän kuluttua lunastuksesta',
      'Enimmäisvoitto 1\u00a0000,00\u00a0€',
    ]);
    expect(texts(full, 'EUR', 'es')).toEqual([
      'Requisito de apuesta 10×',
      'Depósito mín. 20,00\u00a0€',
      'Juegos: Rainbow Riches',
      'Caduca 7 días después de reclamarlo',
      'Ganancia máx. 1000,00\u00a0€',
    ]);
  });

  it('Canadian dollars as C$; one day in the singular; 0 wagering as no wagering', () => {
    expect(texts({ ...full, wagering: 0, expiryDays: 1 }, 'CAD', 'en-ca')).toEqual(['No wagering', 'Min. deposit C$20.00', 'Games: Rainbow Riches', 'Expires 1 day after claim', 'Max. win C$1,000.00']);
    expect(texts({ ...full, expiryDays: 1 }, 'EUR', 'es')).toContain('Caduca 1 día después de reclamarlo');
    expect(texts({ ...full, wagering: 0 }, 'EUR', 'fi')[0]).toBe('Ei kierrätysvaatimusta');
  });

  it('leaves out what the source does not give', () => {
    expect(texts({ wagering: null, minDeposit: null, eligibleGames: '', expiryDays: null, maxWin: null }, 'GBP', 'en')).toEqual([]);
    expect(texts({ ...full, minDeposit: null, maxWin: null }, 'GBP', 'en')).toEqual(['Wagering 10×', 'Games: Rainbow Riches', 'Expires 7 days after claim']);
  });
});
