import { describe, expect, it } from 'vitest';
import { CATEGORY_ALIASES, categorySlug, ENGLISH_CATEGORY_NAMES, englishCategoryName, normaliseCategoryName } from './category-names';
import { LOBBY_TABS } from '../../client/catalogue/lobby-tabs';

/**
 * SPEC §9: 'Category names in Finnish, Norwegian and Spanish are normalised to English: Casino, Live Casino, Featured
 * Games, New, Slots, Jackpots, Classic, Table Games, All Games, Blackjack, Roulette, Baccarat.' Pure rule cases only;
 * that every name the platform really sends (W and C) normalises to one of these is held by the platform contract
 * suite (tests/contract/platform.test.ts), against the emulator's games lists.
 */
const SPEC_ENGLISH_NAMES = [
  'Casino',
  'Live Casino',
  'Featured Games',
  'New',
  'Slots',
  'Jackpots',
  'Classic',
  'Table Games',
  'All Games',
  'Blackjack',
  'Roulette',
  'Baccarat',
];

describe('normaliseCategoryName', () => {
  it('targets exactly the twelve English names of SPEC §9', () => {
    expect([...ENGLISH_CATEGORY_NAMES].sort()).toEqual([...SPEC_ENGLISH_NAMES].sort());
  });

  it('maps each English name to itself', () => {
    for (const name of SPEC_ENGLISH_NAMES) expect(normaliseCategoryName(name)).toBe(name);
  });

  it('maps Finnish names to English', () => {
    expect(normaliseCategoryName('Kasino')).toBe('Casino');
    expect(normaliseCategoryName('Live-kasino')).toBe('Live Casino');
    expect(normaliseCategoryName('Kolikkopelit')).toBe('Slots');
    expect(normaliseCategoryName('Jättipotit')).toBe('Jackpots');
    expect(normaliseCategoryName('Pöytäpelit')).toBe('Table Games');
    expect(normaliseCategoryName('Kaikki pelit')).toBe('All Games');
  });

  it('maps Norwegian names to English', () => {
    expect(normaliseCategoryName('Utvalgte spill')).toBe('Featured Games');
    expect(normaliseCategoryName('Nye')).toBe('New');
    expect(normaliseCategoryName('Spilleautomater')).toBe('Slots');
    expect(normaliseCategoryName('Bordspill')).toBe('Table Games');
    expect(normaliseCategoryName('Alle spill')).toBe('All Games');
  });

  it('maps Spanish names to English', () => {
    expect(normaliseCategoryName('Casino en vivo')).toBe('Live Casino');
    expect(normaliseCategoryName('Juegos destacados')).toBe('Featured Games');
    expect(normaliseCategoryName('Nuevos')).toBe('New');
    expect(normaliseCategoryName('Tragamonedas')).toBe('Slots');
    expect(normaliseCategoryName('Clásicos')).toBe('Classic');
    expect(normaliseCategoryName('Ruleta')).toBe('Roulette');
  });

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
