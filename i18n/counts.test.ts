import { afterEach, describe, expect, it, vi } from 'vitest';
import './all-messages';
import { createTranslator, registerGroup } from './translate';

afterEach(() => vi.restoreAllMocks());

const read = (locale: 'en' | 'fi' | 'es', key: Parameters<ReturnType<typeof createTranslator>>[0], name = 'count') =>
  [0, 1, 2, 5].map((n) => createTranslator(locale)(key, { [name]: n, email: 'help@example.com', net: '£0.00' }));

describe('counts read as each language says them', () => {
  it('search results', () => {
    expect(read('en', 'search.resultsCount')).toEqual(['0 games found', '1 game found', '2 games found', '5 games found']);
    expect(read('fi', 'search.resultsCount')).toEqual(['0 peliä löytyi', '1 peli löytyi', '2 peliä löytyi', '5 peliä löytyi']);
    expect(read('es', 'search.resultsCount')).toEqual(['0 juegos encontrados', '1 juego encontrado', '2 juegos encontrados', '5 juegos encontrados']);
  });

  it('bonus offers (header and mobile nav)', () => {
    expect(read('en', 'chrome.bonusOffersCount')).toEqual(['Bonus offers, 0 available', 'Bonus offers, 1 available', 'Bonus offers, 2 available', 'Bonus offers, 5 available']);
    expect(read('fi', 'chrome.bonusOffersCount')).toEqual(['Bonustarjoukset, 0 saatavilla', 'Bonustarjoukset, 1 saatavilla', 'Bonustarjoukset, 2 saatavilla', 'Bonustarjoukset, 5 saatavilla']);
    expect(read('es', 'chrome.bonusOffersCount')).toEqual(['Ofertas de bonos, 0 disponibles', 'Ofertas de bonos, 1 disponible', 'Ofertas de bonos, 2 disponibles', 'Ofertas de bonos, 5 disponibles']);
  });

  it('games, minutes and characters', () => {
    expect(read('fi', 'gameArea.gamesCount')).toEqual(['0 peliä', '1 peli', '2 peliä', '5 peliä']);
    expect(read('es', 'gameArea.gamesCount')).toEqual(['0 juegos', '1 juego', '2 juegos', '5 juegos']);
    expect(read('en', 'gameArea.realityCheckText', 'minutes')[1]).toBe('You have been playing for 1 minute. Your net position this session is £0.00.');
    expect(read('fi', 'gameArea.realityCheckText', 'minutes').map((s) => s.split('.')[0])).toEqual(['Olet pelannut 0 minuuttia', 'Olet pelannut 1 minuutin', 'Olet pelannut 2 minuuttia', 'Olet pelannut 5 minuuttia']);
    expect(read('fi', 'contact.failed.rateLimited', 'minutes').map((s) => /Odota (\d+ \S+)/.exec(s)?.[1])).toEqual(['0 minuuttia', '1 minuutti', '2 minuuttia', '5 minuuttia']);
    expect(read('es', 'contact.failed.rateLimited', 'minutes').map((s) => /Espera (\d+ \S+)/.exec(s)?.[1])).toEqual(['0 minutos', '1 minuto', '2 minutos', '5 minutos']);
    expect(createTranslator('en')('contact.counter', { count: 12, max: 2000 })).toBe('12 / 2,000 characters');
    expect(createTranslator('es')('contact.error.messageTooLong', { max: 1 })).toBe('El mensaje puede tener como máximo 1 carácter');
  });

  it("writes a count's digits the locale's way", () => {
    expect(createTranslator('en')('gameArea.gamesCount', { count: 3000 })).toBe('3,000 games');
    expect(createTranslator('fi')('gameArea.gamesCount', { count: 3000 })).toBe('3\u00a0000 peliä');
    expect(createTranslator('es')('gameArea.gamesCount', { count: 3000 })).toBe('3000 juegos');
  });
});

describe('the translator', () => {
  it('falls back to the English message, formatted as English, without a word in the console', () => {
    const console = [vi.spyOn(globalThis.console, 'error'), vi.spyOn(globalThis.console, 'warn')];
    registerGroup({ en: { 'test.englishOnly': '{count, plural, one {# thing} other {# things}}' }, fi: {}, es: {} } as never);
    expect(createTranslator('fi')('test.englishOnly' as never, { count: 1000 })).toBe('1,000 things');
    expect(createTranslator('es')('test.unknown' as never)).toBe('test.unknown');
    for (const spy of console) expect(spy).not.toHaveBeenCalled();
  });

  it('reports a message that cannot be formatted, and shows its key', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(createTranslator('fi')('search.resultsCount')).toBe('search.resultsCount');
    expect(error).toHaveBeenCalledOnce();
    expect(String(error.mock.calls[0]![0])).toContain('search.resultsCount (fi)');
  });
});
