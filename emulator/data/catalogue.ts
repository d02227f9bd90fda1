import { IRISH_GAMES, LISTED_JACKPOT_IDS, UNLISTED_GAMES, type SampleGame } from './irish-games';
import { JACKPOT_PROVIDER, LIVE_PROVIDER, PROVIDERS, TABLE_PROVIDERS, type ProviderSpec } from './catalogue-providers';
import {
  ADJECTIVES,
  CLASSIC_ADJECTIVES,
  CLASSIC_ENDINGS,
  CLASSIC_NOUNS,
  LIVE_GAMES,
  LIVE_STYLES,
  NOUNS,
  PLACES,
  SUFFIXES,
  TABLE_GAMES,
  TABLE_STYLES,
} from './catalogue-words';

/** 'unlisted': in the feed, in no category (the operator's prize wheels and test table: UNLISTED_GAMES). */
export type GameKind = 'slot' | 'live' | 'table' | 'unlisted';

/** A game of the emulated platform: the Irish sample's fields plus what the category lists are built from. */
export interface CatalogueGame extends SampleGame {
  kind: GameKind;
  /** JPK marker in the name, or a listed jackpot id. */
  jackpot: boolean;
  /** A fruit-machine style slot (the Classic category). */
  classic: boolean;
}

/** Generated ids start here, clear of the sample's 5115–10419 range. */
export const FIRST_GENERATED_ID = 20000;

const SEED = 0x5eed178;

/** Share of generated games per trait (SPEC-shaped: a few megaways, fewer jackpots, rare child-appealing). */
// jackpot, megaways and child are drawn among plain slots (~86% of games), hence rates slightly above the targets.
const RATES = { live: 0.04, table: 0.035, classic: 0.06, jackpot: 0.021, megaways: 0.058, suffix: 0.2, child: 0.034, new: 0.05 };

/** mulberry32: tiny, fast and good enough to make a lobby look random while staying identical run to run. */
export function prng(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Random = () => number;

function pick<T>(random: Random, list: readonly T[]): T {
  return list[Math.floor(random() * list.length)]!;
}

const PROVIDER_TOTAL = PROVIDERS.reduce((sum, p) => sum + p.weight, 0);

function pickProvider(random: Random): ProviderSpec {
  let r = random() * PROVIDER_TOTAL;
  for (const provider of PROVIDERS) {
    r -= provider.weight;
    if (r < 0) return provider;
  }
  return PROVIDERS[PROVIDERS.length - 1]!;
}

/** Names must be unique by their letters and digits alone, so every game gets a distinct page slug. */
const nameKey = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, '');

function slotName(random: Random): string {
  switch (Math.floor(random() * 4)) {
    case 0:
      return `${pick(random, NOUNS)} of ${pick(random, PLACES)}`;
    case 1:
      return `${pick(random, ADJECTIVES)} ${pick(random, NOUNS)} of ${pick(random, PLACES)}`;
    case 2:
      return `${pick(random, NOUNS)} & ${pick(random, NOUNS)}`;
    default:
      return `${pick(random, ADJECTIVES)} ${pick(random, NOUNS)}`;
  }
}

function fromSample(game: SampleGame, unlisted = false): CatalogueGame {
  return {
    ...game,
    kind: unlisted ? 'unlisted' : game.provider === LIVE_PROVIDER ? 'live' : 'slot',
    jackpot: /\bJPK\b/.test(game.name) || LISTED_JACKPOT_IDS.includes(game.id),
    classic: false,
  };
}

/**
 * Appends `count` generated games. One PRNG stream drawn in order means game i depends only on games before it:
 * a bigger catalogue starts with exactly the games of a smaller one.
 */
function generate(count: number): CatalogueGame[] {
  const random = prng(SEED);
  const taken = new Set([...IRISH_GAMES, ...UNLISTED_GAMES].map((g) => nameKey(g.name)));
  const games: CatalogueGame[] = [];
  for (let i = 0; i < count; i++) {
    const roll = random();
    let kind: GameKind = 'slot';
    let provider: ProviderSpec | undefined;
    let classic = false;
    let jackpot = false;
    let megaways = false;
    let makeName: () => string;
    if (roll < RATES.live) {
      kind = 'live';
      makeName = () => `${pick(random, LIVE_STYLES)} ${pick(random, LIVE_GAMES)}`;
    } else if (roll < RATES.live + RATES.table) {
      kind = 'table';
      provider = pick(random, TABLE_PROVIDERS);
      makeName = () => `${pick(random, TABLE_STYLES)} ${pick(random, TABLE_GAMES)}`;
    } else if (roll < RATES.live + RATES.table + RATES.classic) {
      classic = true;
      makeName = () => `${pick(random, CLASSIC_ADJECTIVES)} ${pick(random, CLASSIC_NOUNS)}${pick(random, CLASSIC_ENDINGS)}`;
    } else {
      const trait = random();
      jackpot = trait < RATES.jackpot;
      megaways = !jackpot && trait < RATES.jackpot + RATES.megaways;
      const withSuffix = !jackpot && !megaways && random() < RATES.suffix;
      makeName = () => {
        const base = slotName(random);
        if (jackpot) return `${base} JPK`;
        if (megaways) return `${base} Megaways`;
        return withSuffix ? `${base} ${pick(random, SUFFIXES)}` : base;
      };
    }
    if (kind === 'slot') provider = jackpot ? PROVIDERS.find((p) => p.name === JACKPOT_PROVIDER) : pickProvider(random);
    const providerName = kind === 'live' ? LIVE_PROVIDER : provider!.name;
    const subProvider = provider && provider.subProviders.length > 0 ? pick(random, provider.subProviders) : '';
    const name = uniqueName(makeName, taken);
    games.push({
      id: FIRST_GENERATED_ID + i,
      name,
      provider: providerName,
      subProvider,
      megaways,
      appealingForChildren: kind === 'slot' && random() < RATES.child,
      tag: random() < RATES.new ? 'new' : '',
      infoPage: false,
      review: false,
      kind,
      jackpot,
      classic,
    });
  }
  return games;
}

/** A few fresh draws first; then a numeral keeps the (rare, in big catalogues) collision unique. */
function uniqueName(makeName: () => string, taken: Set<string>): string {
  let name = makeName();
  for (let attempt = 0; attempt < 6 && taken.has(nameKey(name)); attempt++) name = makeName();
  for (let n = 2; taken.has(nameKey(name)); n++) name = name.replace(/( \d+)?$/, ` ${n}`);
  taken.add(nameKey(name));
  return name;
}

const cache = new Map<number, readonly CatalogueGame[]>();

/**
 * Every game: the Irish sample first, the operator's unlisted games after it, then `size` generated ones. Cached per
 * size; never mutate the result.
 */
export function catalogueGames(size: number): readonly CatalogueGame[] {
  const count = Math.max(0, Math.floor(size));
  let games = cache.get(count);
  if (!games) {
    games = Object.freeze([...IRISH_GAMES.map((g) => fromSample(g)), ...UNLISTED_GAMES.map((g) => fromSample(g, true)), ...generate(count)]);
    cache.set(count, games);
  }
  return games;
}

const indexes = new WeakMap<readonly CatalogueGame[], Map<number, CatalogueGame>>();

/** Looks a game up by id within the catalogue of that size. */
export function findGame(size: number, id: number): CatalogueGame | undefined {
  const games = catalogueGames(size);
  let index = indexes.get(games);
  if (!index) {
    index = new Map(games.map((g) => [g.id, g]));
    indexes.set(games, index);
  }
  return index.get(id);
}
