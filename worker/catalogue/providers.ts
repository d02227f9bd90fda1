import { slugify } from './slug';
import { compareText } from './text';
import { shownProvider, type Game } from '../../client/contracts/catalogue';

/** A provider page's data (SPEC §3 'Provider (derived)'). */
export interface Provider {
  /** The sub-provider when the game has one, else the provider: the studio the player knows. */
  name: string;
  slug: string;
  gameCount: number;
  /** In catalogue order. */
  games: Game[];
}

/**
 * Hand-kept slugs of the named providers (SPEC §9 'mapped for about 30 named providers'): the URLs the site has
 * always used, which do not all follow the generated rule ('Blueprint Gaming' → 'blueprint'). Keyed by the name
 * in lower case so a feed's 'Netent' or 'NETENT' still maps.
 */
const NAMED: Readonly<Record<string, string>> = {
  netent: 'netent',
  "play'n go": 'play-n-go',
  'pragmatic play': 'pragmatic-play',
  'big time gaming': 'big-time-gaming',
  'red tiger': 'red-tiger',
  'blueprint gaming': 'blueprint',
  'games global': 'games-global',
  microgaming: 'microgaming',
  evolution: 'evolution',
  'light & wonder': 'light-and-wonder',
  'nolimit city': 'nolimit-city',
  'elk studios': 'elk-studios',
  playtech: 'playtech',
  'ash gaming': 'ash-gaming',
  'relax gaming': 'relax-gaming',
  'kalamba games': 'kalamba-games',
  'just for the win': 'just-for-the-win',
  'gameburger studios': 'gameburger-studios',
  'stormcraft studios': 'stormcraft-studios',
  igt: 'igt',
  barcrest: 'barcrest',
  inspired: 'inspired',
  'hacksaw gaming': 'hacksaw-gaming',
  'push gaming': 'push-gaming',
  yggdrasil: 'yggdrasil',
  quickspin: 'quickspin',
  thunderkick: 'thunderkick',
  playson: 'playson',
  'booming games': 'booming-games',
  wazdan: 'wazdan',
  isoftbet: 'isoftbet',
  'red rake gaming': 'red-rake-gaming',
  stakelogic: 'stakelogic',
  greentube: 'greentube',
  gamomat: 'gamomat',
  eyecon: 'eyecon',
  nextgen: 'nextgen',
};

/** URL slug of a provider name: the named map first, else generated ('&' → 'and', other runs → '-'). */
export function providerSlug(name: string): string {
  const trimmed = name.trim();
  return NAMED[trimmed.toLowerCase()] ?? slugify(trimmed);
}

/**
 * Providers derived from games, by game count descending (ties by name, A first). A repeated game id counts once
 * (first occurrence wins). A game whose name yields no slug (empty, punctuation only) is left out: no page to go
 * on. Names that share a slug ('NetEnt', 'Netent ') are merged under the first spelling, as they share a page.
 */
export function deriveProviders(games: readonly Game[]): Provider[] {
  const bySlug = new Map<string, Provider>();
  const seen = new Set<number>();
  for (const game of games) {
    if (seen.has(game.id)) continue;
    seen.add(game.id);
    const name = shownProvider(game);
    const slug = providerSlug(name);
    if (!slug) continue;
    let provider = bySlug.get(slug);
    if (!provider) {
      provider = { name, slug, gameCount: 0, games: [] };
      bySlug.set(slug, provider);
    }
    provider.games.push(game);
    provider.gameCount++;
  }
  return [...bySlug.values()].sort((a, b) => b.gameCount - a.gameCount || compareText(a.name, b.name));
}

/** The provider with that slug (case-insensitive, as URLs are typed by hand), or undefined. */
export function findProvider(providers: readonly Provider[], slug: string): Provider | undefined {
  const wanted = slug.trim().toLowerCase();
  return providers.find((p) => p.slug === wanted);
}
