import { describe, expect, it } from 'vitest';
import { azCharacter, azIndex, AZ_CHARACTERS, sortByName } from './a-z';
import { testGame } from '../../tests/support/test-game';
import type { Game } from '../../client/contracts/catalogue';

const game = (id: number, name: string): Game => testGame(id, { name });

const names = (games: readonly Game[]) => games.map((g) => g.name);

describe('AZ_CHARACTERS', () => {
  it('is A to Z, then # (SPEC §9)', () => {
    expect(AZ_CHARACTERS.join('')).toBe('ABCDEFGHIJKLMNOPQRSTUVWXYZ#');
  });
});

describe('azCharacter', () => {
  it('is the upper-cased first letter', () => {
    expect(azCharacter('rainbow Riches')).toBe('R');
    expect(azCharacter('Zeus')).toBe('Z');
  });

  it("does not skip a leading 'The'", () => {
    expect(azCharacter('The Goonies')).toBe('T');
  });

  it('folds accents and skips leading spaces', () => {
    expect(azCharacter('Émeraude')).toBe('E');
    expect(azCharacter('  ørn')).toBe('O');
  });

  it("sends digits, punctuation, other scripts and empty names to '#'", () => {
    expect(azCharacter('7s Deluxe')).toBe('#');
    expect(azCharacter('9 Masks of Fire')).toBe('#');
    expect(azCharacter("'Fishin' Reels")).toBe('#');
    expect(azCharacter('€uro Gold')).toBe('#');
    expect(azCharacter('龍 Dragon')).toBe('#');
    expect(azCharacter('🍀 Clover')).toBe('#');
    expect(azCharacter('')).toBe('#');
  });
});

describe('sortByName', () => {
  it('sorts case- and accent-insensitively, numbers as numbers, without mutating the input', () => {
    const games = [game(1, 'lucky Lager'), game(2, 'Émeraude'), game(3, 'Irish Eyes 10'), game(4, 'Irish Eyes 2'), game(5, 'Apple')];
    expect(names(sortByName(games))).toEqual(['Apple', 'Émeraude', 'Irish Eyes 2', 'Irish Eyes 10', 'lucky Lager']);
    expect(games[0]!.id).toBe(1);
  });

  it('orders equal names by id, whatever the input order', () => {
    expect(sortByName([game(9, 'Twin'), game(3, 'Twin')]).map((g) => g.id)).toEqual([3, 9]);
  });
});

describe('azIndex', () => {
  const games = [
    game(1, 'Zeus'),
    game(2, 'apple'),
    game(3, 'The Goonies'),
    game(4, '7s Deluxe'),
    game(5, 'Avalon'),
    game(6, '9 Masks'),
    game(7, 'Émeraude'),
  ];
  const index = azIndex(games);
  const group = (c: string) => names(index.find((g) => g.character === c)!.games);

  it('has every character, in order, even without games', () => {
    expect(index.map((g) => g.character)).toEqual([...AZ_CHARACTERS]);
    expect(group('Q')).toEqual([]);
  });

  it('groups and sorts by name', () => {
    expect(group('A')).toEqual(['apple', 'Avalon']);
    expect(group('E')).toEqual(['Émeraude']);
    expect(group('T')).toEqual(['The Goonies']);
    expect(group('#')).toEqual(['7s Deluxe', '9 Masks']);
  });

  it('places every game exactly once', () => {
    expect(index.reduce((n, g) => n + g.games.length, 0)).toBe(games.length);
  });
});
