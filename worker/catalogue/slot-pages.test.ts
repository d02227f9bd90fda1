import { describe, expect, it } from 'vitest';
import type { Game } from '../../client/contracts/catalogue';
import { indexableSlotSlugs, slotCanonical, slotGame } from './slot-pages';

const game = (id: number, name: string) => ({ id, name }) as Game;
const games = [game(1, 'Lucky Clover Gold'), game(2, 'Celtic Gold'), game(3, 'Celtic  Gold!'), game(4, '★★★'), game(5, 'Shamrock Stacks')];
const pages = new Map([[1, { slug: 'lucky-clover-gold-review' }]]);

describe('slot pages', () => {
  it('a game with a CMS game page defers to it; one without is its own canonical', () => {
    expect(slotCanonical(games[0]!, pages)).toBe('/casino/games/lucky-clover-gold-review/');
    expect(slotCanonical(games[1]!, pages)).toBeNull();
  });

  it('finds the first game of a slug', () => {
    expect(slotGame(games, 'celtic-gold')).toBe(games[1]);
    expect(slotGame(games, 'nope')).toBeUndefined();
  });

  it('lists each indexable slug once, leaving out games with a page and names that make no slug', () => {
    expect(indexableSlotSlugs(games, pages)).toEqual(['celtic-gold', 'celtic--gold', 'shamrock-stacks']);
    // The first game of a slug decides: a later game of the same slug with no page does not bring it back.
    expect(indexableSlotSlugs([game(1, 'Lucky Clover Gold'), game(9, 'Lucky clover gold')], pages)).toEqual([]);
  });
});
