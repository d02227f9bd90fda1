/**
 * The 'category' taxonomy: 'Themes' (87) and 'Providers' (132) are the parents SPEC §9 names; theme terms hang
 * under 87, one term per provider of the Irish sample under 132. Counts are not stored: they follow from the
 * posts filed under each term (emulator/wordpress/store.ts), as WordPress keeps them.
 */
import { providerSlug } from '../../client/catalogue/providers';
import { IRISH_GAMES } from './irish-games';
import type { CmsTerm } from './cms-model';

export const UNCATEGORIZED_TERM = 1;
export const THEMES_TERM = 87;
export const PROVIDERS_TERM = 132;

const FIRST_THEME_ID = 88;
const FIRST_PROVIDER_ID = 133;

/** [slug, name, description] of every theme term, in the order SPEC §3 lists the curated lists (plus irish). */
const THEMES: readonly (readonly [string, string, string])[] = [
  ['drops-and-wins', 'Drops & Wins', 'Games in the Drops & Wins prize network.'],
  ['poker', 'Poker', 'Video poker and poker-themed games.'],
  ['blackjack', 'Blackjack', 'Blackjack tables, live and RNG.'],
  ['roulette', 'Roulette', 'Roulette wheels, live and RNG.'],
  ['baccarat', 'Baccarat', 'Baccarat tables.'],
  ['jackpots', 'Jackpots', 'Slots with progressive and fixed jackpots.'],
  ['jackpot-king', 'Jackpot King', "Blueprint's Jackpot King network."],
  ['slingo', 'Slingo', 'Slots meet bingo.'],
  ['game-shows', 'Game Shows', 'Live game-show wheels and money drops.'],
  ['tv-and-movies', 'TV & Movies', 'Branded games from the big and small screen.'],
  ['egypt', 'Egypt', 'Pharaohs, pyramids and scarabs.'],
  ['animal', 'Animal', 'Wildlife and farmyard favourites.'],
  ['fruit', 'Fruit', 'Cherries, lemons and sevens.'],
  ['god', 'Gods', 'Myths and legends of the old gods.'],
  ['adventure', 'Adventure', 'Quests, treasure hunts and explorers.'],
  ['jewel', 'Jewels', 'Gems, crystals and diamonds.'],
  ['jungle', 'Jungle', 'Deep in the rainforest.'],
  ['fish', 'Fish', "Fishin' reels and big catches."],
  ['classic', 'Classic', 'Three-reel classics and retro fruit machines.'],
  ['popular', 'Popular', "Our players' favourites."],
  ['irish', 'Irish', "Leprechauns, shamrocks and the luck o' the Irish."],
];

/** Providers of the Irish sample in first-appearance order (stable ids while the sample keeps its order). */
const PROVIDER_NAMES: readonly string[] = [...new Set(IRISH_GAMES.map((game) => game.provider))];

/** The category slug of a provider name ("Play'n GO" → 'playn-go'), as WordPress derives it from the name. */
/**
 * Provider categories and pages use the site's provider URL slugs ('play-n-go', 'blueprint'), as the CMS editors keep
 * them, so /providers/{slug}/ finds its CMS page; WordPress keeps whatever slug it is given.
 */
export const providerTermSlug = (provider: string): string => providerSlug(provider);

export const CMS_TERMS: readonly CmsTerm[] = [
  { id: UNCATEGORIZED_TERM, name: 'Uncategorized', slug: 'uncategorized', parent: 0, description: '' },
  { id: THEMES_TERM, name: 'Themes', slug: 'themes', parent: 0, description: 'Game themes.' },
  { id: PROVIDERS_TERM, name: 'Providers', slug: 'providers', parent: 0, description: 'Game studios.' },
  ...THEMES.map(([slug, name, description], i) => ({ id: FIRST_THEME_ID + i, name, slug, parent: THEMES_TERM, description })),
  ...PROVIDER_NAMES.map((name, i) => ({
    id: FIRST_PROVIDER_ID + i,
    name,
    slug: providerTermSlug(name),
    parent: PROVIDERS_TERM,
    description: `Games by ${name}.`,
  })),
];

function termId(slug: string, parent: number): number {
  const term = CMS_TERMS.find((t) => t.slug === slug && t.parent === parent);
  if (!term) throw new Error(`no CMS category '${slug}' under ${parent}`);
  return term.id;
}

/** Theme term id by slug ('irish' → its id); throws on a typo so the source data cannot drift. */
export const themeTermId = (slug: string): number => termId(slug, THEMES_TERM);

/** Provider term id by provider name ('Barcrest' → its id). */
export const providerTermId = (provider: string): number => termId(providerTermSlug(provider), PROVIDERS_TERM);
