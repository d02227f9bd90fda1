import { describe, expect, it } from 'vitest';
import {
  isJackpotGame,
  isJackpotKingGame,
  isMegawaysGame,
  isNewGame,
  JACKPOT_IDS,
  jackpotKingGames,
  megawaysGames,
  newGames,
} from './special-lists';
import { testGame } from '../../tests/support/test-game';
import type { Game } from '../../client/contracts/catalogue';

const game = (id: number, name: string, over: Partial<Game> = {}): Game => testGame(id, { name, ...over });

describe('jackpots', () => {
  it('lists 7025 Lucky Shamrock Hold and Win', () => {
    expect(JACKPOT_IDS).toContain(7025);
  });

  it('counts the JPK marker as a whole, upper-case word', () => {
    expect(isJackpotKingGame(game(1, 'Fishin Frenzy The Big Catch JPK'))).toBe(true);
    expect(isJackpotKingGame(game(2, 'JPK Rainbow'))).toBe(true);
    expect(isJackpotKingGame(game(3, 'Pot of Gold (JPK)'))).toBe(true);
    expect(isJackpotKingGame(game(4, 'Pot of Gold jpk'))).toBe(false);
    expect(isJackpotKingGame(game(5, 'JPKing of the Reels'))).toBe(false);
    expect(isJackpotKingGame(game(6, 'XJPK Reels'))).toBe(false);
    expect(isJackpotKingGame(game(7, 'Reels JPK2'))).toBe(false);
    expect(isJackpotKingGame(game(8, 'Rainbow Jackpots'))).toBe(false);
  });

  it('is a jackpot game by marker or by listed id, but Jackpot King only by marker', () => {
    const listed = game(7025, 'Lucky Shamrock Hold and Win');
    expect(isJackpotGame(listed)).toBe(true);
    expect(isJackpotKingGame(listed)).toBe(false);
    expect(isJackpotGame(game(9, 'Wild Irish Jackpot JPK'))).toBe(true);
    expect(isJackpotGame(game(10, 'Rainbow Riches'))).toBe(false);
  });

  it('filters lists in the order given', () => {
    const games = [game(1, 'A JPK'), game(2, 'B'), game(7025, 'C'), game(3, 'D JPK')];
    expect(jackpotKingGames(games).map((g) => g.id)).toEqual([1, 3]);
  });
});

describe('megaways', () => {
  it('is the flag or the word in the name, any case', () => {
    expect(isMegawaysGame(game(1, 'Irish Riches Megaways'))).toBe(true);
    expect(isMegawaysGame(game(2, 'Irish Riches', { megaways: true }))).toBe(true);
    expect(isMegawaysGame(game(3, 'MEGAWAYS Bonanza'))).toBe(true);
    expect(isMegawaysGame(game(4, 'Megawaysland'))).toBe(false);
    expect(isMegawaysGame(game(5, 'Mega Ways'))).toBe(false);
    expect(megawaysGames([game(1, 'A'), game(2, 'B Megaways'), game(3, 'C', { megaways: true })]).map((g) => g.id)).toEqual([2, 3]);
  });
});

describe('new', () => {
  it("is the 'new' tag, trimmed and in any case", () => {
    expect(isNewGame(game(1, 'A', { tag: 'new' }))).toBe(true);
    expect(isNewGame(game(2, 'A', { tag: ' New ' }))).toBe(true);
    expect(isNewGame(game(3, 'A', { tag: '' }))).toBe(false);
    expect(isNewGame(game(4, 'New Game', { tag: 'hot' }))).toBe(false);
    expect(newGames([game(1, 'A', { tag: 'new' }), game(2, 'B'), game(3, 'C', { tag: 'NEW' })]).map((g) => g.id)).toEqual([1, 3]);
  });
});
