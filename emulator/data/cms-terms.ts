/**
 * The 'category' taxonomy: 'Themes' (87) and 'Providers' (132) are the parents SPEC §9 names; theme terms hang
 * under 87, one term per provider of the Irish sample under 132. Counts are not stored: they follow from the
 * posts filed under each term (emulator/wordpress/store.ts), as WordPress keeps them.
 */
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

/**
 * The provider category slugs the CMS editors typed in by hand, so /providers/{slug}/ finds its CMS page (WordPress
 * keeps whatever slug it is given). The emulator's own table: the site derives its provider URLs by its own rule,
 * and tests/contract checks the two meet, so it is not imported from the site.
 */
const EDITOR_PROVIDER_SLUGS: Readonly<Record<string, string>> = {
  Barcrest: 'barcrest',
  'Blueprint Gaming': 'blueprint',
  'Red Tiger': 'red-tiger',
  "Play'n GO": 'play-n-go',
  'Relax Gaming': 'relax-gaming',
  NetEnt: 'netent',
  Playtech: 'playtech',
  'Pragmatic Play': 'pragmatic-play',
  'Games Global': 'games-global',
  IGT: 'igt',
  Inspired: 'inspired',
  'Hacksaw Gaming': 'hacksaw-gaming',
  'Push Gaming': 'push-gaming',
  'Big Time Gaming': 'big-time-gaming',
  Yggdrasil: 'yggdrasil',
  Playson: 'playson',
  Quickspin: 'quickspin',
  NextGen: 'nextgen',
  Thunderkick: 'thunderkick',
  Evolution: 'evolution',
};

/** How an editor slugs a provider not in the table: accents folded, lower case, '&' → 'and', other runs → '-'. */
function editorSlug(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The provider category slug of a provider name ('Blueprint Gaming' → 'blueprint', "Play'n GO" → 'play-n-go'). */
export const providerTermSlug = (provider: string): string => EDITOR_PROVIDER_SLUGS[provider.trim()] ?? editorSlug(provider.trim());

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
