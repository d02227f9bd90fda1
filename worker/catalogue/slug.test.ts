import { describe, expect, it } from 'vitest';
import { gameSlug, slugify } from './slug';

describe('gameSlug', () => {
  it('lower-cases, turns spaces into hyphens and drops non-word characters (SPEC §2)', () => {
    expect(gameSlug("Finn's Golden Tavern")).toBe('finns-golden-tavern');
    expect(gameSlug('Fishin Frenzy The Big Catch JPK')).toBe('fishin-frenzy-the-big-catch-jpk');
    expect(gameSlug('Irish Eyes 2')).toBe('irish-eyes-2');
    expect(gameSlug("Play'n GO: Book_of_Dead")).toBe('playn-go-book_of_dead');
  });

  it('drops accented letters rather than transliterating them, as the CMS does', () => {
    expect(gameSlug('Salon Privé Roulette')).toBe('salon-priv-roulette');
    expect(gameSlug('Panther of Tír na nÓg')).toBe('panther-of-tr-na-ng');
  });

  it("keeps '--' where '&' or a double space stood, as the CMS does", () => {
    expect(gameSlug('Carnival & Fortune JPK')).toBe('carnival--fortune-jpk');
    expect(gameSlug('Lucky  Lager')).toBe('lucky--lager');
    expect(gameSlug('Shangri-La')).toBe('shangri-la');
  });

  it('cuts hyphens at either end, where edge spaces or symbols stood', () => {
    expect(gameSlug('  Lucky Lager ')).toBe('lucky-lager');
    expect(gameSlug('Fire Joker ™')).toBe('fire-joker');
    expect(gameSlug('-Shangri-La-')).toBe('shangri-la');
  });

  it('gives an empty slug for a name with no word characters', () => {
    expect(gameSlug('')).toBe('');
    expect(gameSlug('★ ★')).toBe('');
    expect(gameSlug('& ★')).toBe('');
  });

  it('slugs every kind of catalogue name (apostrophes, accents, &, hyphens, digits)', () => {
    // That these are the CMS's own page slugs is held by tests/contract/platform.test.ts against the emulator's CMS.
    const cases: [string, string][] = [
      ['Rainbow Riches Pick n Mix', 'rainbow-riches-pick-n-mix'],
      ['Luck O The Irish Fortune Spins', 'luck-o-the-irish-fortune-spins'],
      ["Pharaoh's Circus 2", 'pharaohs-circus-2'],
      ['Wicked Owls of the North Link & Win', 'wicked-owls-of-the-north-link--win'],
      ['Panther of Tír na nÓg Multimax', 'panther-of-tr-na-ng-multimax'],
      ["Power Hold'em", 'power-holdem'],
      ['Salon Privé Baccarat', 'salon-priv-baccarat'],
      ['Sizzling 7s Xtra', 'sizzling-7s-xtra'],
      ['Bonanza of Shangri-La JPK', 'bonanza-of-shangri-la-jpk'],
      ['Celtic Empire of the Deep Hold & Spin', 'celtic-empire-of-the-deep-hold--spin'],
    ];
    for (const [name, slug] of cases) expect(gameSlug(name), name).toBe(slug);
  });
});

describe('slugify', () => {
  it("turns '&' into 'and' and other runs into one hyphen, trimmed", () => {
    expect(slugify('Light & Wonder')).toBe('light-and-wonder');
    expect(slugify("Play'n GO")).toBe('play-n-go');
    expect(slugify('  TV & Movies  ')).toBe('tv-and-movies');
    expect(slugify('Pulse 8 Studios')).toBe('pulse-8-studios');
    expect(slugify('--Top   Picks!--')).toBe('top-picks');
  });

  it('folds accents instead of dropping them', () => {
    expect(slugify('Jättipotit')).toBe('jattipotit');
    expect(slugify('Clásicos')).toBe('clasicos');
  });

  it('is empty for text with nothing to keep', () => {
    expect(slugify('')).toBe('');
    expect(slugify(' ★ ')).toBe('');
  });
});
