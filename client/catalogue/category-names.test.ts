import { describe, expect, it } from 'vitest';
import { CATEGORY_ALIASES, categorySlug, ENGLISH_CATEGORY_NAMES, englishCategoryName, normaliseCategoryName } from './category-names';
import { LOBBY_TABS } from './lobby-tabs';

/**
 * Every name the emulated platform sends, copied from emulator/data/catalogue-categories.ts CATEGORY_NAMES
 * (client/ may not import emulator/). Keep in step with it.
 */
const PLATFORM_NAMES: Record<string, readonly string[]> = {
  Casino: ['Casino', 'Kasino'],
  'Live Casino': ['Live Casino', 'Live-kasino', 'Casino en vivo'],
  'Featured Games': ['Featured Games', 'Suositellut pelit', 'Utvalgte spill', 'Juegos destacados'],
  New: ['New', 'Uudet', 'Nye', 'Nuevos'],
  Slots: ['Slots', 'Kolikkopelit', 'Spilleautomater', 'Tragamonedas'],
  Jackpots: ['Jackpots', 'Jättipotit', 'Jackpotter'],
  Classic: ['Classic', 'Klassikot', 'Clásicos'],
  'Table Games': ['Table Games', 'Pöytäpelit', 'Bordspill', 'Juegos de mesa'],
  'All Games': ['All Games', 'Kaikki pelit', 'Alle spill', 'Todos los juegos'],
  Blackjack: ['Blackjack'],
  Roulette: ['Roulette', 'Ruleta'],
  Baccarat: ['Baccarat'],
};

describe('normaliseCategoryName', () => {
  it('covers the twelve English targets of SPEC §9', () => {
    expect(Object.keys(PLATFORM_NAMES).sort()).toEqual([...ENGLISH_CATEGORY_NAMES].sort());
  });

  for (const [english, names] of Object.entries(PLATFORM_NAMES)) {
    it(`maps every platform name of ${english}`, () => {
      for (const name of names) expect(normaliseCategoryName(name)).toBe(english);
    });
  }

  it('maps every alias it knows to its own target (no alias shadows another)', () => {
    for (const [english, names] of Object.entries(CATEGORY_ALIASES)) {
      for (const name of names) expect(englishCategoryName(name), name).toBe(english);
    }
  });

  it('ignores case, diacritics, hyphens and extra spaces', () => {
    expect(normaliseCategoryName('JATTIPOTIT')).toBe('Jackpots');
    expect(normaliseCategoryName('poytapelit')).toBe('Table Games');
    expect(normaliseCategoryName('  live   KASINO ')).toBe('Live Casino');
    expect(normaliseCategoryName('Live_Casino')).toBe('Live Casino');
    expect(normaliseCategoryName('CLASICOS')).toBe('Classic');
    expect(normaliseCategoryName('Todos los Juegos')).toBe('All Games');
  });

  it('passes unknown names through, trimmed but otherwise untouched', () => {
    expect(normaliseCategoryName('  Megaways ')).toBe('Megaways');
    expect(normaliseCategoryName('Suositut  pelit')).toBe('Suositut  pelit');
    expect(normaliseCategoryName('')).toBe('');
    expect(englishCategoryName('Megaways')).toBeUndefined();
  });

  it('does not match on a part of a name', () => {
    expect(normaliseCategoryName('New Slots')).toBe('New Slots');
    expect(normaliseCategoryName('Casinos')).toBe('Casinos');
  });
});

describe('categorySlug', () => {
  it('slugs the English name', () => {
    expect(categorySlug('Live Casino')).toBe('live-casino');
    expect(categorySlug('Featured Games')).toBe('featured-games');
    expect(categorySlug('New')).toBe('new');
  });

  it('normalises first, so every language lands on one slug', () => {
    expect(categorySlug('Live-kasino')).toBe('live-casino');
    expect(categorySlug('Casino en vivo')).toBe('live-casino');
    expect(categorySlug('Jättipotit')).toBe('jackpots');
  });

  it('generates a slug for unknown names', () => {
    expect(categorySlug('TV & Movies')).toBe('tv-and-movies');
    expect(categorySlug(' Drops & Wins ')).toBe('drops-and-wins');
  });

  it('gives every English category a lobby route: a lobby tab, or slots/new/all-games', () => {
    const routed = new Set<string>([...LOBBY_TABS, 'slots', 'new', 'all-games']);
    for (const name of ENGLISH_CATEGORY_NAMES) expect(routed.has(categorySlug(name)), name).toBe(true);
  });
});
