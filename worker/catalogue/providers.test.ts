import { describe, expect, it } from 'vitest';
import { shownProvider } from '../../client/contracts/catalogue';
import { deriveProviders, findProvider, providerSlug } from './providers';
import { testGame } from '../../tests/support/test-game';
import type { Game } from '../../client/contracts/catalogue';

const game = (id: number, provider: string, subProvider = ''): Game => testGame(id, { provider, subProvider });

/**
 * Named providers of SPEC §9 ('mapped for about 30 named providers') with the slug the site uses. Pure rule cases:
 * that every provider the platform really sends gets a distinct slug, and that the CMS's provider categories are
 * found by it, is held by tests/contract/platform.test.ts.
 */
const NAMED: Record<string, string> = {
  'Pragmatic Play': 'pragmatic-play',
  NetEnt: 'netent',
  "Play'n GO": 'play-n-go',
  'Games Global': 'games-global',
  'Red Tiger': 'red-tiger',
  'Blueprint Gaming': 'blueprint',
  Playtech: 'playtech',
  'Relax Gaming': 'relax-gaming',
  'Big Time Gaming': 'big-time-gaming',
  IGT: 'igt',
  Barcrest: 'barcrest',
  Inspired: 'inspired',
  'Hacksaw Gaming': 'hacksaw-gaming',
  'Push Gaming': 'push-gaming',
  Yggdrasil: 'yggdrasil',
  Quickspin: 'quickspin',
  Thunderkick: 'thunderkick',
  'Nolimit City': 'nolimit-city',
  'ELK Studios': 'elk-studios',
  Playson: 'playson',
  'Booming Games': 'booming-games',
  Wazdan: 'wazdan',
  iSoftBet: 'isoftbet',
  'Red Rake Gaming': 'red-rake-gaming',
  Stakelogic: 'stakelogic',
  Greentube: 'greentube',
  'Light & Wonder': 'light-and-wonder',
  Gamomat: 'gamomat',
  Eyecon: 'eyecon',
  Evolution: 'evolution',
  NextGen: 'nextgen',
  // Sub-providers of the Irish sample.
  'Ash Gaming': 'ash-gaming',
  'Just For The Win': 'just-for-the-win',
  Microgaming: 'microgaming',
  'Gameburger Studios': 'gameburger-studios',
  'Kalamba Games': 'kalamba-games',
  'Stormcraft Studios': 'stormcraft-studios',
};

describe('providerSlug', () => {
  it('maps every named provider', () => {
    for (const [name, slug] of Object.entries(NAMED)) expect(providerSlug(name), name).toBe(slug);
  });

  it('maps named providers whatever their case or edge spaces', () => {
    expect(providerSlug(' NETENT ')).toBe('netent');
    expect(providerSlug('blueprint gaming')).toBe('blueprint');
  });

  it("generates the rest: lower case, '&' → 'and', other runs → '-', trimmed", () => {
    expect(providerSlug('Peter & Sons')).toBe('peter-and-sons');
    expect(providerSlug('Pulse 8 Studios')).toBe('pulse-8-studios');
    expect(providerSlug('AvatarUX')).toBe('avatarux');
    expect(providerSlug("  Fantasma Games (EU) ")).toBe('fantasma-games-eu');
    expect(providerSlug('Bjørn’s Spëlstudio')).toBe('bjorn-s-spelstudio');
  });
});

describe('shownProvider', () => {
  it('is the sub-provider when set, else the provider (SPEC §3)', () => {
    expect(shownProvider(game(1, 'Games Global', 'Microgaming'))).toBe('Microgaming');
    expect(shownProvider(game(2, 'Blueprint Gaming', ''))).toBe('Blueprint Gaming');
    expect(shownProvider(game(3, 'Playtech', '   '))).toBe('Playtech');
  });
});

describe('deriveProviders', () => {
  const games = [
    game(1, 'Games Global', 'Microgaming'),
    game(2, 'Games Global', ''),
    game(3, 'NetEnt'),
    game(4, 'Relax Gaming', 'Hacksaw Gaming'),
    game(5, 'Hacksaw Gaming'),
    game(6, 'NetEnt'),
    game(7, 'Games Global', 'Microgaming'),
    game(8, 'Blueprint Gaming'),
  ];

  it('files each game under its sub-provider, or its provider when the sub-provider is empty', () => {
    const providers = deriveProviders(games);
    expect(findProvider(providers, 'microgaming')!.games.map((g) => g.id)).toEqual([1, 7]);
    expect(findProvider(providers, 'games-global')!.games.map((g) => g.id)).toEqual([2]);
    expect(findProvider(providers, 'relax-gaming')).toBeUndefined();
  });

  it('merges a studio that is both a provider and a sub-provider', () => {
    const hacksaw = findProvider(deriveProviders(games), 'hacksaw-gaming')!;
    expect(hacksaw).toMatchObject({ name: 'Hacksaw Gaming', gameCount: 2 });
    expect(hacksaw.games.map((g) => g.id)).toEqual([4, 5]);
  });

  it('sorts by game count descending, ties by name', () => {
    const providers = deriveProviders(games);
    expect(providers.map((p) => [p.name, p.gameCount])).toEqual([
      ['Hacksaw Gaming', 2],
      ['Microgaming', 2],
      ['NetEnt', 2],
      ['Blueprint Gaming', 1],
      ['Games Global', 1],
    ]);
    expect(providers.find((p) => p.name === 'Blueprint Gaming')!.slug).toBe('blueprint');
  });

  it('counts a repeated game id once (first occurrence wins)', () => {
    const providers = deriveProviders([game(1, 'NetEnt'), game(1, 'Playtech'), game(2, 'NetEnt'), game(2, 'NetEnt')]);
    expect(providers).toHaveLength(1);
    expect(providers[0]).toMatchObject({ name: 'NetEnt', gameCount: 2 });
  });

  it('merges spellings that share a slug under the first one', () => {
    const providers = deriveProviders([game(1, 'NetEnt'), game(2, 'Netent '), game(3, 'NETENT')]);
    expect(providers).toEqual([expect.objectContaining({ name: 'NetEnt', slug: 'netent', gameCount: 3 })]);
  });

  it('leaves out games with no provider name at all', () => {
    expect(deriveProviders([game(1, ''), game(2, ' ', ' '), game(3, '★')])).toEqual([]);
  });

  it('is empty for no games', () => {
    expect(deriveProviders([])).toEqual([]);
  });

  it('keeps gameCount equal to games.length', () => {
    for (const p of deriveProviders(games)) expect(p.gameCount).toBe(p.games.length);
  });
});

describe('findProvider', () => {
  const providers = deriveProviders([game(1, "Play'n GO"), game(2, 'Light & Wonder')]);

  it('finds by slug, ignoring case and edge spaces', () => {
    expect(findProvider(providers, 'play-n-go')!.name).toBe("Play'n GO");
    expect(findProvider(providers, ' Light-And-Wonder ')!.name).toBe('Light & Wonder');
  });

  it('is undefined for an unknown or empty slug', () => {
    expect(findProvider(providers, 'playn-go')).toBeUndefined();
    expect(findProvider(providers, '')).toBeUndefined();
  });
});
