import { describe, expect, it } from 'vitest';
import '../../i18n/all-messages';
import { createTranslator } from '../../i18n/translate';
import type { GamePage } from '../contracts/content';
import { featuresText, formatNumber, gameFacts, linesText, maxWinText, paysOnWays, rtpText, volatilityText } from './game-facts';

const fi = createTranslator('fi');
const es = createTranslator('es');
const en = createTranslator('en');
const nbsp = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('game facts in the visitor\'s language', () => {
  it('volatility is the site\'s word; an unknown one as written', () => {
    expect(volatilityText('High', fi)).toBe('Korkea');
    expect(volatilityText('medium', es)).toBe('Media');
    expect(volatilityText('Low', en)).toBe('Low');
    expect(volatilityText('Bananas', fi)).toBe('Bananas');
  });

  it('RTP is the locale\'s percentage', () => {
    expect(nbsp(rtpText('96.1%', 'fi'))).toBe('96,1 %');
    expect(nbsp(rtpText('96.1%', 'es'))).toBe('96,1 %');
    expect(rtpText('95%', 'en')).toBe('95%');
    expect(rtpText('varies', 'fi')).toBe('varies');
  });

  it('a Megaways game pays on ways, not lines (issue 51): by its feature, its name or the CMS\'s words', () => {
    expect(paysOnWays('Up to 117,649', ['megaways', 'freeSpins'], 'Irish Riches Megaways')).toBe(true);
    expect(paysOnWays('Up to 117,649', [], 'Wish Upon a Leprechaun Megaways')).toBe(true);
    expect(paysOnWays('243 ways', [], 'Emerald Isle')).toBe(true);
    expect(paysOnWays('20', ['freeSpins'], 'Lucky Clover Gold')).toBe(false);
    expect(paysOnWays('10', [], 'Always Wild')).toBe(false);
    expect([en('gameArea.ways'), fi('gameArea.ways'), es('gameArea.ways')]).toEqual(['Ways to win', 'Voittotapoja', 'Formas de ganar']);
  });

  it('paylines and ways: counts in the locale\'s digits, "Up to" in its words, n/a hidden', () => {
    expect(nbsp(linesText('Up to 117,649', 'fi', fi))).toBe('Jopa 117 649');
    expect(linesText('Up to 117,649', 'es', es)).toBe('Hasta 117.649');
    expect(linesText('Up to 117,649', 'en', en)).toBe('Up to 117,649');
    expect(linesText('20', 'fi', fi)).toBe('20');
    expect(linesText('n/a', 'fi', fi)).toBe('');
    expect(linesText('Swirl', 'es', es)).toBe('Swirl');
  });

  it('max win and features', () => {
    expect(nbsp(maxWinText(50000, fi))).toBe('50 000 × panos');
    expect(maxWinText(5000, es)).toBe('5000 veces la apuesta');
    expect(maxWinText(null, en)).toBe('');
    expect(featuresText(['free-spins', 'megaways', 'unknown-key'], 'es', es)).toBe('Giros gratis y Megaways');
    expect(featuresText(['wilds', 'free-spins', 'jackpot'], 'en', en)).toBe('Wild symbols, Free spins and Jackpot');
    expect(featuresText([], 'fi', fi)).toBe('');
    expect(nbsp(formatNumber('fi', 1234567))).toBe('1 234 567');
  });

  it('a page\'s facts as the worker writes them: words and numbers in the locale, stakes in the currency given', () => {
    const game = {
      title: 'Irish Riches Megaways', rtp: '96.1%', volatility: 'High', reels: 6, paylines: 'Up to 117,649', minBet: '£0.10', maxBet: '£20',
      maxWin: 50000, features: ['megaways', 'free-spins'],
    } as GamePage;
    const fiFacts = gameFacts(game, 'fi', fi, 'EUR');
    expect(Object.fromEntries(Object.entries(fiFacts).map(([k, v]) => [k, typeof v === 'string' ? nbsp(v) : v]))).toEqual({
      rtp: '96,1 %', volatility: 'Korkea', reels: '6', lines: 'Jopa 117 649', ways: true, minBet: '0,10 €', maxBet: '20,00 €', currency: 'EUR',
      maxWin: '50 000 × panos', features: 'Megaways ja Ilmaiskierrokset',
    });
    const none = gameFacts({ ...game, rtp: '', volatility: '', reels: null, paylines: '', minBet: '', maxBet: '', maxWin: null, features: [] }, 'en', en, 'GBP');
    expect(none).toEqual({ rtp: '', volatility: '', reels: '', lines: '', ways: true, minBet: '', maxBet: '', currency: 'GBP', maxWin: '', features: '' });
  });
});
