import { describe, expect, it } from 'vitest';
import { gameSlug, slugify } from './slug';

/** A copy of the CMS's rule (emulator/data/cms-model.ts gamePageSlug; client/ may not import emulator/). */
const cmsGamePageSlug = (name: string) => name.toLowerCase().replace(/ /g, '-').replace(/[^\w-]+/g, '');

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

  it("agrees with the CMS's game page slugs for every kind of catalogue name", () => {
    const names = [
      'Rainbow Riches Pick n Mix',
      "Finn's Golden Tavern",
      'Luck O The Irish Fortune Spins',
      "Pharaoh's Circus 2",
      'Wicked Owls of the North Link & Win',
      'Panther of Tír na nÓg Multimax',
      "Power Hold'em",
      'Salon Privé Baccarat',
      'Sizzling 7s Xtra',
      'Bonanza of Shangri-La JPK',
      'Celtic Empire of the Deep Hold & Spin',
    ];
    for (const name of names) expect(gameSlug(name)).toBe(cmsGamePageSlug(name));
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
