import { slugify } from './slug';
import { foldAccents } from './text';

/** The twelve English category names the platform's names normalise to (SPEC §9). */
export const ENGLISH_CATEGORY_NAMES = [
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
] as const;

export type EnglishCategoryName = (typeof ENGLISH_CATEGORY_NAMES)[number];

/**
 * Every known spelling per English name, in English, Finnish, Norwegian and Spanish. The operator sets categories
 * up in several back-office languages and one list mixes them, so every language is matched whatever the locale.
 * Written as typed; lookups compare them folded (see `nameKey`), so case, accents and '-' vs ' ' do not matter.
 */
export const CATEGORY_ALIASES: Readonly<Record<EnglishCategoryName, readonly string[]>> = {
  Casino: ['Casino', 'Kasino', 'Casino online'],
  'Live Casino': ['Live Casino', 'Live-kasino', 'Livekasino', 'Live casino', 'Casino en vivo', 'Casino en directo', 'Casino live'],
  'Featured Games': [
    'Featured Games',
    'Featured',
    'Suositellut pelit',
    'Suositellut',
    'Esittelyssä',
    'Utvalgte spill',
    'Utvalgte',
    'Anbefalte spill',
    'Juegos destacados',
    'Destacados',
  ],
  New: ['New', 'New Games', 'Uudet', 'Uudet pelit', 'Uutuudet', 'Nye', 'Nye spill', 'Nyheter', 'Nuevos', 'Nuevos juegos', 'Novedades'],
  Slots: ['Slots', 'Slot', 'Video Slots', 'Kolikkopelit', 'Spilleautomater', 'Automater', 'Tragamonedas', 'Tragaperras'],
  Jackpots: ['Jackpots', 'Jackpot', 'Jättipotit', 'Jackpotit', 'Jackpotter', 'Botes', 'Juegos de bote'],
  Classic: ['Classic', 'Classics', 'Klassikot', 'Klassiset', 'Klassikere', 'Klassiske', 'Clásicos', 'Juegos clásicos'],
  'Table Games': ['Table Games', 'Pöytäpelit', 'Bordspill', 'Juegos de mesa'],
  'All Games': ['All Games', 'Kaikki pelit', 'Alle spill', 'Todos los juegos'],
  Blackjack: ['Blackjack', 'Black Jack'],
  Roulette: ['Roulette', 'Ruletti', 'Rulett', 'Ruleta'],
  Baccarat: ['Baccarat', 'Baccara', 'Bacará'],
};

/** Case-, accent- and punctuation-insensitive comparison key: 'Live-kasino' and 'live  KASINO' meet here. */
function nameKey(name: string): string {
  return foldAccents(name)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

const BY_KEY: ReadonlyMap<string, EnglishCategoryName> = new Map(
  (Object.entries(CATEGORY_ALIASES) as [EnglishCategoryName, readonly string[]][]).flatMap(([english, names]) =>
    names.map((name) => [nameKey(name), english] as const),
  ),
);

/** The English name a platform category or subcategory name stands for, or undefined if it is not a known one. */
export function englishCategoryName(name: string): EnglishCategoryName | undefined {
  return BY_KEY.get(nameKey(name));
}

/** Normalises a Finnish/Norwegian/Spanish/English category name to English; unknown names come back trimmed. */
export function normaliseCategoryName(name: string): string {
  return englishCategoryName(name) ?? name.trim();
}

/** URL slug of a category name, normalised first: 'Live Casino' and 'Live-kasino' → 'live-casino'. */
export function categorySlug(name: string): string {
  return slugify(normaliseCategoryName(name));
}
