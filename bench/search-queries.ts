/**
 * The search bench's query set, built deterministically from the emulator catalogue: what a player types
 * (names letter by letter), gets wrong (one dropped, swapped or replaced letter), and also tries (provider
 * names, several words in another order or mixed with the provider).
 */
import type { Game, GamesList } from '../client/contracts/catalogue';
import type { SearchCatalogueWire, SearchGame } from '../client/contracts/search';
import { decodeSearchCatalogue } from '../client/search/catalogue-data';
import { catalogueGames } from '../emulator/data/catalogue';
import { catalogueCategories } from '../emulator/data/catalogue-categories';
import { searchTagsOf } from '../worker/catalogue/search-tags';
import { seeded } from './stats.mjs';
import { compactSearchCatalogue } from '../worker/routes/search-catalogue';

export const SEARCH_GAMES = 5000;
/** Names typed letter by letter for the timing set (each gives one query per keystroke). */
const TYPED_NAMES = 25;
/** Names given one-typo variants (three each: drop, swap, replace). */
const TYPO_NAMES = 100;
/** Names giving two multi-word queries each. */
const MULTI_WORD = 25;

export interface Expected {
  query: string;
  /** The game the player means. */
  id: number;
}

export interface SearchQuerySet {
  /** 5,000 searchable games: the catalogue as the worker sends it, child-appealing games removed. */
  games: SearchGame[];
  /** Those games as the worker sends them (GET /api/search-catalogue), themes and categories included. */
  wire: SearchCatalogueWire;
  /** Theme and category words, each with the games it must list (every game carrying that tag). */
  tagWords: { query: string; ids: number[] }[];
  /** The timed sequence, in typing order (the engine may narrow from one keystroke to the next). */
  keystrokes: string[];
  typos: Expected[];
  /** The names typed letter by letter, in full (their last keystroke). */
  typedNames: Expected[];
  /** Every searchable name, typed in full (SPEC §5's excluded ids aside: search never lists those). */
  fullNames: Expected[];
}

/**
 * Theme and category words a player types, letter by letter in the timed set; each must list every game of its tag
 * (the key of worker/catalogue/search-tags.ts it stands for).
 */
const TAG_QUERIES: readonly [query: string, tag: string][] = [
  ['jackpot king', 'jackpot-king'],
  ['egypt', 'egypt'],
  ['fruit', 'fruit'],
  ['roulette', 'roulette'],
  ['ruleta', 'roulette'],
  ['live casino', 'live'],
  ['megaways', 'megaways'],
  ['hedelmät', 'fruit'],
];

/**
 * The search catalogue of the first `size` child-safe games of the emulator's platform list (desktop), as the
 * worker builds it: its games list reshaped, its categories, the curated theme lists.
 */
export function benchSearchCatalogue(size: number): SearchCatalogueWire {
  // The catalogue is prefix-stable, so the first 5,000 child-safe games of a larger one are a catalogue of their own.
  const all = catalogueGames(size + 400);
  const games = all
    .filter((g) => !g.appealingForChildren)
    .slice(0, size)
    .map(
      (g): Game => ({
        id: g.id,
        name: g.name,
        provider: g.provider,
        subProvider: g.subProvider,
        images: { default: `https://img.example/${g.id}_1x.jpg`, webp: `https://img.example/${g.id}_1x.webp`, portrait: '', portraitWebp: '' },
        childAppealing: false,
        megaways: g.megaways,
        tag: g.tag,
      }),
    );
  if (games.length < size) throw new Error('the emulator catalogue has too few child-safe games');
  const categories = catalogueCategories(size + 400, 'W').map((c) => ({
    name: c.name,
    subCategories: c.subCategories.map((sub) => ({ name: sub.name, gameIds: sub.instantGamesOrder })),
  }));
  const list: GamesList = { games, categories };
  return compactSearchCatalogue(games, searchTagsOf(list));
}

export function buildSearchQueries(excluded: ReadonlySet<number>): SearchQuerySet {
  const wire = benchSearchCatalogue(SEARCH_GAMES);
  const games = decodeSearchCatalogue(wire);
  const searchable = games.filter((g) => !excluded.has(g.id));
  const random = seeded(0x5ea4c4);
  const typed = spread(searchable, TYPED_NAMES);
  const typos = spread(searchable, TYPO_NAMES).flatMap((g) => oneTypoVariants(g.name, random).map((query) => ({ query, id: g.id })));
  const labels = [...new Set(games.flatMap((g) => [g.provider, g.subProvider]).filter(Boolean))];
  const multi = spread(
    searchable.filter((g) => g.name.split(' ').length >= 2),
    MULTI_WORD,
  ).flatMap((g) => {
    const words = g.name.split(' ');
    // Last word first ('clover lucky'), and a name word with the provider ('golden pragmatic').
    return [`${words[words.length - 1]} ${words[0]}`, `${words[0]} ${g.provider.split(' ')[0]}`];
  });
  const letters = (text: string) => [...text].map((_, k) => text.slice(0, k + 1));
  const keystrokes = [...typed.flatMap((g) => letters(g.name)), ...typos.map((t) => t.query), ...labels, ...multi, ...TAG_QUERIES.flatMap(([q]) => letters(q))];
  const typedNames = typed.map((g) => ({ query: g.name, id: g.id }));
  const tagWords = TAG_QUERIES.map(([query, tag]) => ({ query, ids: searchable.filter((g) => g.tags?.includes(tag)).map((g) => g.id) }));
  return { games, wire, tagWords, keystrokes, typos, typedNames, fullNames: searchable.map((g) => ({ query: g.name, id: g.id })) };
}

/** `count` items spread evenly over the list (the Irish sample and generated games alike). */
function spread<T>(list: readonly T[], count: number): T[] {
  return Array.from({ length: count }, (_, k) => list[Math.floor((k * list.length) / count)]!);
}

const LETTER = /[a-z]/i;

/** One dropped letter, two neighbouring letters swapped, one letter replaced: each different from the name. */
export function oneTypoVariants(name: string, random: () => number): string[] {
  const letters = [...name].flatMap((c, k) => (LETTER.test(c) ? [k] : []));
  const at = () => letters[Math.floor(random() * letters.length)]!;
  const drop = (k: number) => name.slice(0, k) + name.slice(k + 1);
  let d = at();
  const dropped = drop(d);
  const swappable = letters.filter((k) => LETTER.test(name[k + 1] ?? '') && name[k]!.toLowerCase() !== name[k + 1]!.toLowerCase());
  d = swappable[Math.floor(random() * swappable.length)] ?? at();
  const swapped = name.slice(0, d) + (name[d + 1] ?? '') + name[d] + name.slice(d + 2);
  d = at();
  let letter = name[d]!.toLowerCase();
  while (letter === name[d]!.toLowerCase()) letter = String.fromCharCode(97 + Math.floor(random() * 26));
  const replaced = name.slice(0, d) + letter + name.slice(d + 1);
  return [dropped, swapped, replaced];
}
