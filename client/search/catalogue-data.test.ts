import { describe, expect, it } from 'vitest';
import type { SearchCatalogueWire } from '../contracts/search';
import { decodeSearchCatalogue } from './catalogue-data';

const wire: SearchCatalogueWire = {
  providers: ['Shamrock Studios', 'Red Tiger', 'NetEnt'],
  images: { default: 'https://cdn.test/games/{id}_1x.jpg', webp: 'https://cdn.test/games/{id}_1x.webp' },
  idDeltas: [7001, 13000, 1],
  names: ['Lucky Clover Gold', 'Gonzo Gold', 'Odd Art'],
  provider: [0, 2, 1],
  subProvider: [-1, 1, -1],
  artwork: [[2, 'https://other.test/a.png', 'https://other.test/a.webp']],
  tags: [],
  tagged: [],
};

describe('decodeSearchCatalogue', () => {
  it("rebuilds ids from their differences, expands providers and artwork templates, keeping a game's own artwork", () => {
    expect(decodeSearchCatalogue(wire)).toEqual([
      { id: 7001, name: 'Lucky Clover Gold', provider: 'Shamrock Studios', subProvider: '', image: 'https://cdn.test/games/7001_1x.jpg', webp: 'https://cdn.test/games/7001_1x.webp' },
      { id: 20001, name: 'Gonzo Gold', provider: 'NetEnt', subProvider: 'Red Tiger', image: 'https://cdn.test/games/20001_1x.jpg', webp: 'https://cdn.test/games/20001_1x.webp' },
      { id: 20002, name: 'Odd Art', provider: 'Red Tiger', subProvider: '', image: 'https://other.test/a.png', webp: 'https://other.test/a.webp' },
    ]);
  });

  it("gives each game its themes and categories from the per-tag position lists; a bad list stops at its first bad entry", () => {
    const tagged = decodeSearchCatalogue({ ...wire, tags: ['irish', 'jackpots', 'live', 'odd', 7 as unknown as string], tagged: [[0, 2], [1], [0, 0, 1], 'x' as unknown as number[], [0]] });
    expect(tagged.map((g) => g.tags)).toEqual([['irish', 'live'], ['jackpots'], ['irish']]);
    // No tags at all: the games carry none (a catalogue from before tags decodes as before).
    const { tags: _t, tagged: _p, ...old } = wire;
    expect(decodeSearchCatalogue(old as SearchCatalogueWire).every((g) => g.tags === undefined)).toBe(true);
  });

  it('stops at a malformed entry and survives missing columns, templates or providers', () => {
    const odd = { providers: ['A'], images: null, idDeltas: [4, 1, 0.5, 1], names: ['Four', 'Five', 'x', 'y'], provider: [9] } as unknown as SearchCatalogueWire;
    expect(decodeSearchCatalogue(odd)).toEqual([
      { id: 4, name: 'Four', provider: '', subProvider: '', image: '', webp: '' },
      { id: 5, name: 'Five', provider: '', subProvider: '', image: '', webp: '' },
    ]);
    expect(decodeSearchCatalogue({} as SearchCatalogueWire)).toEqual([]);
  });
});
