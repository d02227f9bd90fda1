import { describe, expect, it } from 'vitest';
import { THEME_LISTS } from '../../client/catalogue/theme-lists';
import { THEMES } from '../../client/contracts/search';
import { testGame } from '../../tests/support/test-game';
import type { Category, Game, GamesList } from '../../client/contracts/catalogue';
import { SEARCH_TAGS } from '../../client/contracts/search';
import { TAG_WORDS } from '../../client/search/tag-words';
import { labelMessages } from '../../i18n/groups/labels';
import { searchTagsOf } from './search-tags';

const game = (id: number, name: string, over: Partial<Game> = {}): Game => testGame(id, { name, ...over });
const ids = (tags: ReturnType<typeof searchTagsOf>, tag: Parameters<ReturnType<typeof searchTagsOf>['get']>[0]) => [...(tags.get(tag) ?? [])].sort((a, b) => a - b);

describe('searchTagsOf', () => {
  const games = [
    game(7002, 'Fishin Frenzy The Big Catch JPK'),
    game(7025, 'Lucky Shamrock Hold and Win'),
    game(20001, 'Gonzo Gold', { megaways: true }),
    game(29002, 'Wolf Gold Megaways', { megaways: true }),
    game(20003, 'Hot Sevens'),
    game(20004, 'Lightning Roulette'),
    game(20005, 'Speed Blackjack', { tag: ' New ' }),
    game(20006, 'European Roulette'),
  ];
  // The back office's names in several languages, as the platform sends them (emulator/data/catalogue-categories.ts).
  const categories: Category[] = [
    { name: 'Kasino', subCategories: [{ name: 'Clásicos', gameIds: [20003] }, { name: 'Pöytäpelit', gameIds: [20006] }, { name: 'Alle spill', gameIds: games.map((g) => g.id) }] },
    { name: 'Live-kasino', subCategories: [{ name: 'Ruleta', gameIds: [20004] }, { name: 'Blackjack', gameIds: [20005] }] },
  ];
  const tags = searchTagsOf({ games, categories } satisfies GamesList);

  it('tags a category\'s games whatever language its name is in; a parent category tags all its subcategories', () => {
    expect(ids(tags, 'classic')).toEqual([...new Set([20003, ...THEME_LISTS.classic])].sort((a, b) => a - b));
    expect(ids(tags, 'table')).toEqual([20006]);
    expect(ids(tags, 'live')).toEqual([20004, 20005]);
    expect(ids(tags, 'roulette')).toEqual(expect.arrayContaining([20004]));
    expect(ids(tags, 'blackjack')).toEqual(expect.arrayContaining([20005]));
  });

  it('tags JPK names Jackpot King and jackpots, the listed jackpot a jackpot, the new tag new', () => {
    expect(ids(tags, 'jackpot-king')).toEqual(expect.arrayContaining([7002]));
    expect(ids(tags, 'jackpot-king')).not.toContain(7025);
    expect(ids(tags, 'jackpots')).toEqual(expect.arrayContaining([7002, 7025]));
    expect(ids(tags, 'new')).toEqual([20005]);
  });

  it("tags megaways games whose name does not say so already (the word is the tag's one, in every language)", () => {
    expect(ids(tags, 'megaways')).toEqual([20001]);
  });

  it('tags every curated theme list, and no category that names nearly every game', () => {
    for (const theme of THEMES) expect(ids(tags, theme), theme).toEqual(expect.arrayContaining([...THEME_LISTS[theme]]));
    expect([...tags.keys()].every((tag) => (SEARCH_TAGS as readonly string[]).includes(tag))).toBe(true);
    // 'Alle spill' (All Games) lists every game; it is no tag, so a game in it alone has none.
    expect([...tags.values()].some((set) => set.has(29002))).toBe(false);
  });
});

describe('TAG_WORDS', () => {
  it('has words for every tag the worker sends', () => {
    for (const tag of SEARCH_TAGS) expect(TAG_WORDS[tag].length, tag).toBeGreaterThan(0);
  });

  it("holds every category name the site shows in English, Finnish and Spanish, for the categories that are tags", () => {
    const keys = ['category.liveCasino', 'category.jackpots', 'category.classic', 'category.tableGames', 'category.blackjack', 'category.roulette', 'category.baccarat'] as const;
    const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
    const words = new Set(Object.values(TAG_WORDS).flat().map(fold));
    for (const language of ['en', 'fi', 'es'] as const) {
      for (const key of keys) expect(words.has(fold(labelMessages[language][key])), `${language} ${key}`).toBe(true);
    }
  });
});
