import { describe, expect, it } from 'vitest';
import type { LobbyData, TileGame } from '../contracts/page-data';
import { rememberTiles, seenTile, tilesOf } from './seen-tiles';

const tile = (id: number, name = `Game ${id}`): TileGame => ({ id, name, provider: 'NetEnt', image: `/img/${id}.jpg`, webp: `/img/${id}.webp`, tag: '', info: null });
const lobby = (rails: TileGame[][], grid: TileGame[] | null): LobbyData => ({
  heading: 'Slots',
  intro: '',
  tabs: [],
  rails: rails.map((games, i) => ({ name: `Rail ${i}`, href: `/rail-${i}/`, total: games.length, games })),
  grid: grid ? { games: grid, page: 1, pageCount: 1, total: grid.length, nextHref: null, status: '' } : null,
  letters: [],
  unavailable: false,
});

describe('the tiles a tab has shown', () => {
  it('a lobby page’s rails and grid; nothing of other pages or of an error page', () => {
    expect(tilesOf({ data: lobby([[tile(1), tile(2)], [tile(3)]], [tile(4)]) }).map((t) => t.id)).toEqual([1, 2, 3, 4]);
    expect(tilesOf({ data: lobby([], null) })).toEqual([]);
    expect(tilesOf({ data: { heading: 'Contact us', intro: 'Write to us' } })).toEqual([]);
    expect(tilesOf({ data: null })).toEqual([]);
  });

  it('remembers each game’s latest tile for the rails to fall back on', () => {
    expect(seenTile(901)).toBeUndefined();
    rememberTiles({ data: lobby([[tile(901, 'Old name')]], null) });
    rememberTiles({ data: lobby([], [tile(901, 'New name'), tile(902)]) });
    rememberTiles({ data: null });
    expect(seenTile(901)?.name).toBe('New name');
    expect(seenTile(902)?.id).toBe(902);
    expect(seenTile(903)).toBeUndefined();
  });
});
