import { describe, expect, it, vi } from 'vitest';
import { createGamesState, gamesByIds, requestOpenGame } from './games';
import { testGame } from '../catalogue/test-game';

describe('games state', () => {
  it('records Play as an open request for the game container', () => {
    vi.setSystemTime(1_700_000_000_000);
    const state = createGamesState();
    requestOpenGame(state, { id: 7001, name: 'Lucky Clover Gold' });
    requestOpenGame(state, { id: 7002, name: 'Pot of Gold' }, 'search');
    expect(state.openRequests).toEqual([
      { gameId: 7001, name: 'Lucky Clover Gold', at: 1_700_000_000_000, source: 'tile' },
      { gameId: 7002, name: 'Pot of Gold', at: 1_700_000_000_000, source: 'search' },
    ]);
    vi.useRealTimers();
  });

  it('finds games by ids in order, skipping unknown ones', () => {
    const state = createGamesState([testGame(1), testGame(2), testGame(3)]);
    expect(gamesByIds(state, [3, 9, 1]).map((g) => g.id)).toEqual([3, 1]);
  });
});
