import { describe, expect, it } from 'vitest';
import { testGame } from '../../tests/support/test-game';
import { buildLobby, type LobbyOptions } from './lobby';
import type { Category, Game, GamesList } from '../../client/contracts/catalogue';

const game = (id: number, over: Partial<Game> = {}): Game => testGame(id, over);

const CHILD = 8;
const UNKNOWN = 999999;

/** Shaped like the emulator's W list: mixed-language names, a child-appealing game, a repeated game. */
const list: GamesList = {
  games: [
    game(1),
    game(2),
    game(3),
    game(4),
    game(5),
    game(7001, { name: 'Lucky Clover Gold', tag: 'new' }),
    game(CHILD, { childAppealing: true }),
    game(3, { name: 'A repeat of 3' }),
  ],
  categories: [
    {
      name: 'Kasino',
      subCategories: [
        { name: 'Suositellut pelit', gameIds: [1, 2, 3] },
        { name: 'Uudet', gameIds: [5, 7001, CHILD] },
        { name: 'Spilleautomater', gameIds: [1, 2, 3, 4, 5, 7001, CHILD, 3, UNKNOWN] },
      ],
    },
    { name: ' Live-kasino ', subCategories: [{ name: 'Ruleta', gameIds: [4] }] },
  ],
};

const options = (over: Partial<LobbyOptions> = {}): LobbyOptions => ({
  platform: 'W',
  loggedIn: false,
  customCategories: {
    'featured-games': [3, UNKNOWN, CHILD, 1, 3],
    megaways: [2],
  },
  customFeatured: { 'Top Picks': [5, UNKNOWN, CHILD, 1, 5], ' Irish Favourites ': [7001] },
  allowChildAppealing: false,
  ...over,
});

const ids = (lobby: ReturnType<typeof buildLobby>, category: string, sub: string): number[] =>
  lobby.categories.find((c) => c.slug === category)!.subCategories.find((s) => s.slug === sub)!.gameIds;

describe('buildLobby: games', () => {
  it('filters with filterGames: child-appealing out, repeats out (first wins), excluded out', () => {
    const lobby = buildLobby(list, options({ excludedIds: [4] }));
    expect(lobby.games.map((g) => g.id)).toEqual([1, 2, 3, 5, 7001]);
    expect(lobby.byId.get(3)!.name).toBe('Game 3');
    expect(lobby.byId.has(CHILD)).toBe(false);
    expect([...lobby.byId.keys()]).toEqual([1, 2, 3, 5, 7001]);
  });

  it('keeps child-appealing games when allowed', () => {
    expect(buildLobby(list, options({ allowChildAppealing: true })).byId.has(CHILD)).toBe(true);
  });
});

describe('buildLobby: categories', () => {
  it('normalises names to English and slugs them', () => {
    const lobby = buildLobby(list, options({ loggedIn: true }));
    expect(lobby.categories.map((c) => [c.name, c.slug])).toEqual([
      ['Casino', 'casino'],
      ['Live Casino', 'live-casino'],
    ]);
    expect(lobby.categories[0]!.subCategories.map((s) => [s.name, s.slug])).toEqual([
      ['Featured Games', 'featured-games'],
      ['New', 'new'],
      ['Slots', 'slots'],
    ]);
    expect(lobby.categories[1]!.subCategories[0]).toEqual({ name: 'Roulette', slug: 'roulette', gameIds: [4] });
  });

  it('drops unknown, filtered-out and repeated ids from the platform lists', () => {
    const lobby = buildLobby(list, options({ loggedIn: true, positionOverrides: {} }));
    expect(ids(lobby, 'casino', 'slots')).toEqual([1, 2, 3, 4, 5, 7001]);
  });

  it('gives a guest the custom order, minus unknown, repeated and child-appealing ids', () => {
    expect(ids(buildLobby(list, options()), 'casino', 'featured-games')).toEqual([3, 1]);
  });

  it('keeps a child-appealing game out of a custom list even when the list names it first', () => {
    const lobby = buildLobby(list, options({ customCategories: { new: [CHILD, 5] } }));
    expect(ids(lobby, 'casino', 'new')).toEqual([5]);
  });

  it('gives a logged-in player the platform lists untouched by custom categories', () => {
    const guest = buildLobby(list, options());
    const player = buildLobby(list, options({ loggedIn: true }));
    expect(ids(guest, 'casino', 'featured-games')).toEqual([3, 1]);
    expect(ids(player, 'casino', 'featured-games')).toEqual([1, 2, 3]);
  });

  it('leaves subcategories without a custom list alone for a guest too', () => {
    expect(ids(buildLobby(list, options({ positionOverrides: {} })), 'casino', 'slots')).toEqual([1, 2, 3, 4, 5, 7001]);
  });

  it('falls back to the platform order when a custom list has nothing playable', () => {
    const lobby = buildLobby(list, options({ customCategories: { 'featured-games': [UNKNOWN, CHILD], new: [] } }));
    expect(ids(lobby, 'casino', 'featured-games')).toEqual([1, 2, 3]);
    expect(ids(lobby, 'casino', 'new')).toEqual([7001, 5]);
  });

  it('matches custom category keys the way subcategory slugs are made', () => {
    const lobby = buildLobby(list, options({ customCategories: { 'Featured Games': [2], ' SLOTS ': [5, 4] } }));
    expect(ids(lobby, 'casino', 'featured-games')).toEqual([2]);
    expect(ids(lobby, 'casino', 'slots')).toEqual([5, 4]);
  });

  it('handles a list with no categories or no games', () => {
    const lobby = buildLobby({ games: [], categories: [] }, options());
    expect(lobby).toMatchObject({ games: [], categories: [] });
    expect(lobby.byId.size).toBe(0);
    expect(lobby.featured.map((f) => f.gameIds)).toEqual([[], []]);
    const noGames = buildLobby({ games: [], categories: list.categories }, options());
    expect(noGames.categories.flatMap((c) => c.subCategories.map((s) => s.gameIds))).toEqual([[], [], [], []]);
  });
});

describe('buildLobby: position overrides', () => {
  it('puts 7001 first in slots and new by default, for guests and players alike', () => {
    for (const loggedIn of [false, true]) {
      const lobby = buildLobby(list, options({ loggedIn }));
      expect(ids(lobby, 'casino', 'slots')[0]).toBe(7001);
      expect(ids(lobby, 'casino', 'new')).toEqual([7001, 5]);
    }
  });

  it('applies after the custom order', () => {
    const lobby = buildLobby(list, options({ customCategories: { slots: [5, 4, 7001] } }));
    expect(ids(lobby, 'casino', 'slots')).toEqual([7001, 5, 4]);
  });

  it('puts a game with a position beyond the list last', () => {
    const lobby = buildLobby(list, options({ loggedIn: true, positionOverrides: { 'featured-games': { 1: 40 } } }));
    expect(ids(lobby, 'casino', 'featured-games')).toEqual([2, 3, 1]);
  });

  it('never brings back a filtered-out or absent game', () => {
    const lobby = buildLobby(list, options({ loggedIn: true, positionOverrides: { roulette: { [CHILD]: 0, 1: 0 } } }));
    expect(ids(lobby, 'live-casino', 'roulette')).toEqual([4]);
  });
});

describe('buildLobby: featured', () => {
  it('turns custom featured lists into named, slugged lists of playable ids', () => {
    expect(buildLobby(list, options()).featured).toEqual([
      { name: 'Top Picks', slug: 'top-picks', gameIds: [5, 1] },
      { name: 'Irish Favourites', slug: 'irish-favourites', gameIds: [7001] },
    ]);
  });

  it('is the same for logged-in players', () => {
    expect(buildLobby(list, options({ loggedIn: true })).featured).toEqual(buildLobby(list, options()).featured);
  });
});

describe('buildLobby: scale', () => {
  /** 3,000 games with a few child-appealing and repeated ones, two categories of long lists, big custom lists. */
  function bigCatalogue(size: number): { list: GamesList; custom: Record<string, number[]> } {
    const games = Array.from({ length: size }, (_, i) => game(20000 + i, { childAppealing: i % 29 === 0 }));
    games.push(...games.slice(0, 50));
    const all = games.map((g) => g.id);
    const every = (n: number) => all.filter((_, i) => i % n === 0);
    const categories: Category[] = [
      {
        name: 'Kasino',
        subCategories: [
          { name: 'Suositellut pelit', gameIds: every(7) },
          { name: 'Uudet', gameIds: every(20) },
          { name: 'Spilleautomater', gameIds: all },
          { name: 'Jättipotit', gameIds: every(40) },
          { name: 'Alle spill', gameIds: [...all].reverse() },
        ],
      },
      { name: 'Live-kasino', subCategories: [{ name: 'Ruleta', gameIds: every(50) }] },
    ];
    const custom = { 'featured-games': every(3).reverse(), slots: [...all, 999999], new: every(11) };
    return { list: { games, categories }, custom };
  }

  // Its speed is the bench's (lobby SSR rows): a wall-clock bound here failed under a loaded machine (issue 51).
  it('processes 3,000 games: filtered, overridden, every game in All Games', () => {
    const { list: big, custom } = bigCatalogue(3000);
    const lobby = buildLobby(big, options({ customCategories: custom, positionOverrides: { slots: { 22999: 0 } } }));
    expect(lobby.games.length).toBe(3000 - Math.ceil(3000 / 29));
    expect(ids(lobby, 'casino', 'slots')[0]).toBe(22999);
    expect(ids(lobby, 'casino', 'all-games')).toHaveLength(lobby.games.length);
  });
});
