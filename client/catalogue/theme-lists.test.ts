import { describe, expect, it } from 'vitest';
import { THEMES } from '../contracts/search';
import { isTheme, THEME_LISTS, themeGames } from './theme-lists';
import { testGame } from '../../tests/support/test-game';
import type { Game } from '../contracts/catalogue';
import { EXCLUDED_GAME_IDS } from '../search/engine';

const game = (id: number): Game => testGame(id);

describe('THEME_LISTS', () => {
  it('has a list for every SPEC §3 theme, plus irish', () => {
    expect(Object.keys(THEME_LISTS).sort()).toEqual([...THEMES].sort());
    expect(THEMES).toHaveLength(21);
  });

  it('holds 6 to 30 distinct platform ids per theme', () => {
    for (const theme of THEMES) {
      const ids = THEME_LISTS[theme];
      expect(ids.length, theme).toBeGreaterThanOrEqual(6);
      expect(ids.length, theme).toBeLessThanOrEqual(30);
      expect(new Set(ids).size, theme).toBe(ids.length);
      for (const id of ids) expect(Number.isInteger(id) && id > 0, `${theme} ${id}`).toBe(true);
    }
  });

  it('names no id search hides (SPEC §5): a curated game, Rainbow Riches first, can always be searched for', () => {
    for (const theme of THEMES) for (const id of THEME_LISTS[theme]) expect(EXCLUDED_GAME_IDS.has(id), `${theme} ${id}`).toBe(false);
    expect(THEME_LISTS.popular[0]).toBe(7038);
  });

  it('lists only JPK games and the listed jackpot in the jackpot lists', () => {
    expect(THEME_LISTS.jackpots).toContain(7025);
    expect(THEME_LISTS['jackpot-king']).not.toContain(7025);
  });
});

describe('isTheme', () => {
  it('knows theme slugs and nothing else', () => {
    expect(isTheme('egypt')).toBe(true);
    expect(isTheme('tv-and-movies')).toBe(true);
    expect(isTheme('Egypt')).toBe(false);
    expect(isTheme('toString')).toBe(false);
  });
});

describe('themeGames', () => {
  it('keeps list order and drops ids the catalogue does not hold', () => {
    const known = [7005, 20009, 20027, 20371].map(game);
    const byId = new Map(known.map((g) => [g.id, g]));
    expect(themeGames('egypt', byId).map((g) => g.id)).toEqual([7005, 20009, 20027, 20371]);
  });

  it('is empty for an empty catalogue', () => {
    expect(themeGames('fish', new Map())).toEqual([]);
  });

  it('returns the whole list, in order, when the catalogue holds every id', () => {
    const all = new Map(THEMES.flatMap((t) => THEME_LISTS[t]).map((id) => [id, game(id)]));
    for (const theme of THEMES) {
      const ids = themeGames(theme, all).map((g) => g.id);
      expect(ids).toEqual(THEME_LISTS[theme]);
    }
  });
});
