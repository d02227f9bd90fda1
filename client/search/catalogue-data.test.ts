import { describe, expect, it } from 'vitest';
import type { SearchCatalogueWire } from '../contracts/search';
import { decodeSearchCatalogue } from './catalogue-data';

const wire: SearchCatalogueWire = {
  providers: ['Shamrock Studios', 'Red Tiger', 'NetEnt'],
  images: { default: 'https://cdn.test/games/{id}_1x.jpg', webp: 'https://cdn.test/games/{id}_1x.webp' },
  games: [
    [7001, 'Lucky Clover Gold', 0, -1],
    [20001, 'Gonzo Gold', 2, 1],
    [20002, 'Odd Art', 1, -1, 'https://other.test/a.png', 'https://other.test/a.webp'],
  ],
};

describe('decodeSearchCatalogue', () => {
  it("expands provider indexes and artwork templates, keeping a game's own artwork", () => {
    expect(decodeSearchCatalogue(wire)).toEqual([
      { id: 7001, name: 'Lucky Clover Gold', provider: 'Shamrock Studios', subProvider: '', image: 'https://cdn.test/games/7001_1x.jpg', webp: 'https://cdn.test/games/7001_1x.webp' },
      { id: 20001, name: 'Gonzo Gold', provider: 'NetEnt', subProvider: 'Red Tiger', image: 'https://cdn.test/games/20001_1x.jpg', webp: 'https://cdn.test/games/20001_1x.webp' },
      { id: 20002, name: 'Odd Art', provider: 'Red Tiger', subProvider: '', image: 'https://other.test/a.png', webp: 'https://other.test/a.webp' },
    ]);
  });

  it('skips malformed rows and survives a missing template or provider', () => {
    const odd = { providers: ['A'], images: null, games: [null, [1.5, 'x', 0, -1], [3, 7, 0, -1], [4, 'Four', 9, -1]] } as unknown as SearchCatalogueWire;
    expect(decodeSearchCatalogue(odd)).toEqual([{ id: 4, name: 'Four', provider: '', subProvider: '', image: '', webp: '' }]);
  });
});
