import { describe, expect, it } from 'vitest';
import { filterGames } from './filter';
import { testGame } from '../../tests/support/test-game';
import type { Game } from '../../client/contracts/catalogue';

const game = (id: number, over: Partial<Game> = {}): Game => testGame(id, over);

describe('filterGames', () => {
  const games = [game(1), game(2, { childAppealing: true }), game(3), game(1, { name: 'dup' }), game(4)];

  it('drops child-appealing games unless allowed, and duplicate ids', () => {
    expect(filterGames(games, { allowChildAppealing: false }).map((g) => g.id)).toEqual([1, 3, 4]);
    expect(filterGames(games, { allowChildAppealing: true }).map((g) => g.id)).toEqual([1, 2, 3, 4]);
    expect(filterGames(games, { allowChildAppealing: false })[0]!.name).toBe('Game 1');
  });

  it('drops excluded ids', () => {
    expect(filterGames(games, { allowChildAppealing: true, excludedIds: [3, 2] }).map((g) => g.id)).toEqual([1, 4]);
  });
});
