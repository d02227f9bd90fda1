import { describe, expect, it } from 'vitest';
import { similarGames } from './similar-games';
import { testGame } from '../../tests/support/test-game';
import { THEME_LISTS } from '../../client/catalogue/theme-lists';

const fruit = THEME_LISTS.fruit.slice(0, 4).map((id) => testGame(id, { provider: 'Other' }));
const studio = [1, 2, 3, 4, 5, 6].map((id) => testGame(id, { provider: 'Netent' }));
const games = [...studio, ...fruit, testGame(99, { provider: 'Third' })];
const byId = new Map(games.map((g) => [g.id, g]));

describe('similarGames', () => {
  it('alternates the same studio and the same themes, leaving the game itself out', () => {
    const ids = similarGames('Netent', 1, ['fruit', 'not-a-theme'], games, byId, 6).map((g) => g.id);
    expect(ids).toEqual([2, fruit[0]!.id, 3, fruit[1]!.id, 4, fruit[2]!.id]);
  });

  it('fills from the studio alone when the game has no curated theme, up to the limit', () => {
    expect(similarGames('Netent', 3, [], games, byId, 4).map((g) => g.id)).toEqual([1, 2, 4, 5]);
  });

  it('never shows a child-appealing game, even when the catalogue holds one', () => {
    const kid = testGame(7, { provider: 'Netent', childAppealing: true });
    const ids = similarGames('Netent', 1, [], [...games, kid], new Map([...byId, [7, kid]]), 20).map((g) => g.id);
    expect(ids).toEqual([2, 3, 4, 5, 6]);
  });

  it('does not repeat a game that is both the same studio and the same theme', () => {
    const both = testGame(THEME_LISTS.fruit[0]!, { provider: 'Netent' });
    const list = [testGame(1, { provider: 'Netent' }), both];
    expect(similarGames('Netent', 1, ['fruit'], list, new Map(list.map((g) => [g.id, g]))).map((g) => g.id)).toEqual([both.id]);
  });
});
