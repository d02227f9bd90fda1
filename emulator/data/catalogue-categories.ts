import type { CategoryEntry } from '../platform/wire-shapes';
import { catalogueGames, type CatalogueGame } from './catalogue';

export type DevicePlatform = 'W' | 'C';

/** The English category each name normalises to (SPEC §9's twelve targets). */
export type CategoryTarget =
  | 'Casino'
  | 'Live Casino'
  | 'Featured Games'
  | 'New'
  | 'Slots'
  | 'Jackpots'
  | 'Classic'
  | 'Table Games'
  | 'All Games'
  | 'Blackjack'
  | 'Roulette'
  | 'Baccarat';

/**
 * Every name the emulated platform may send, by target. The operator set categories up in several back-office
 * languages, so one list mixes Finnish, Norwegian, Spanish and English: the site's normaliser must map all of these.
 */
export const CATEGORY_NAMES: Readonly<Record<CategoryTarget, readonly string[]>> = {
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

type Rule = (game: CatalogueGame, index: number) => boolean;

/** Which games each subcategory lists, in catalogue order. */
const RULES: Record<Exclude<CategoryTarget, 'Casino' | 'Live Casino'>, Rule> = {
  // Curated by hand on the real platform; here the sample's games with pages plus a sparse, fixed slice.
  'Featured Games': (g) => g.infoPage || (g.kind === 'slot' && g.id % 97 === 3),
  New: (g) => g.tag === 'new',
  Slots: (g) => g.kind === 'slot',
  Jackpots: (g) => g.jackpot,
  Classic: (g) => g.classic,
  'Table Games': (g) => g.kind === 'table',
  'All Games': () => true,
  Blackjack: (g) => g.kind === 'live' && /blackjack/i.test(g.name),
  Roulette: (g) => g.kind === 'live' && /roulette/i.test(g.name),
  Baccarat: (g) => g.kind === 'live' && /baccarat|dragon tiger/i.test(g.name),
};

type Layout = { name: string; subCategories: { name: string; target: keyof typeof RULES }[] }[];

/**
 * Desktop and mobile are configured separately on the platform (SPEC §4 'Categories differ by device'): mobile leads
 * with what a phone player opens most (new, then featured), orders its tabs differently and has no Classic tab. A
 * slots casino does not lead with its live tables on either device (issue 51).
 */
const LAYOUTS: Record<DevicePlatform, Layout> = {
  W: [
    {
      name: 'Kasino',
      subCategories: [
        { name: 'Suositellut pelit', target: 'Featured Games' },
        { name: 'New', target: 'New' },
        { name: 'Spilleautomater', target: 'Slots' },
        { name: 'Jättipotit', target: 'Jackpots' },
        { name: 'Clásicos', target: 'Classic' },
        { name: 'Pöytäpelit', target: 'Table Games' },
        { name: 'Alle spill', target: 'All Games' },
      ],
    },
    {
      name: 'Live-kasino',
      subCategories: [
        { name: 'Blackjack', target: 'Blackjack' },
        { name: 'Ruleta', target: 'Roulette' },
        { name: 'Baccarat', target: 'Baccarat' },
      ],
    },
  ],
  C: [
    {
      name: 'Casino',
      subCategories: [
        { name: 'Nuevos', target: 'New' },
        { name: 'Utvalgte spill', target: 'Featured Games' },
        { name: 'Kolikkopelit', target: 'Slots' },
        { name: 'Jackpotter', target: 'Jackpots' },
        { name: 'Juegos de mesa', target: 'Table Games' },
        { name: 'Kaikki pelit', target: 'All Games' },
      ],
    },
    {
      name: 'Casino en vivo',
      subCategories: [
        { name: 'Roulette', target: 'Roulette' },
        { name: 'Blackjack', target: 'Blackjack' },
        { name: 'Baccarat', target: 'Baccarat' },
      ],
    },
  ],
};

const cache = new Map<string, CategoryEntry[]>();

/** The platform's category tree for a device, with instantGamesOrder filled from the catalogue of that size. */
export function catalogueCategories(size: number, platform: DevicePlatform): CategoryEntry[] {
  const key = `${platform}:${size}`;
  let categories = cache.get(key);
  if (!categories) {
    const games = catalogueGames(size);
    categories = LAYOUTS[platform].map((category) => ({
      name: category.name,
      subCategories: category.subCategories.map((sub) => ({
        name: sub.name,
        instantGamesOrder: games.filter(RULES[sub.target]).map((g) => g.id),
      })),
    }));
    cache.set(key, categories);
  }
  return categories;
}

/** The target a sent name stands for (for tests and for anyone checking the normaliser's coverage). */
export function categoryTarget(name: string): CategoryTarget | undefined {
  for (const [target, names] of Object.entries(CATEGORY_NAMES) as [CategoryTarget, readonly string[]][]) {
    if (names.includes(name)) return target;
  }
  return undefined;
}
