import { describe, expect, it } from 'vitest';
import { testGame } from '../../tests/support/test-game';
import { decodeSearchCatalogue } from '../../client/search/catalogue-data';
import type { Game } from '../../client/contracts/catalogue';
import { compactSearchCatalogue } from './search-catalogue';

const art = (id: number, host = 'https://cdn.test/games') => ({ default: `${host}/${id}_1x.jpg`, webp: `${host}/${id}_1x.webp`, portrait: '', portraitWebp: '' });
const game = (id: number, name: string, provider: string, subProvider = '', images = art(id)): Game => ({ ...testGame(id), name, provider, subProvider, images });

describe('compactSearchCatalogue', () => {
  const games = [
    game(7001, 'Lucky Clover Gold', 'Blueprint Gaming'),
    game(20001, 'Gonzo Gold', 'NetEnt', 'Red Tiger'),
    game(20002, 'Odd Art', 'Red Tiger', '', art(20002, 'https://elsewhere.test/img')),
    game(20005, 'Back Again', 'NetEnt'),
    game(9000, 'Out of Order', 'Blueprint Gaming'),
  ];

  it('decodes to exactly the games it was given (ids, names, providers, artwork), in order', () => {
    const decoded = decodeSearchCatalogue(compactSearchCatalogue(games));
    expect(decoded).toEqual(games.map((g) => ({ id: g.id, name: g.name, provider: g.provider, subProvider: g.subProvider, image: g.images.default, webp: g.images.webp })));
  });

  it("sends each theme and category once, with its games' positions as differences; decoded, each game carries its own", () => {
    const tags = new Map([
      ['irish', new Set([7001, 9000, 424242])], // 424242: not in this list, dropped
      ['live', new Set([20002])],
      ['egypt', new Set<number>()],
    ] as const);
    const wire = compactSearchCatalogue(games, tags);
    // In SEARCH_TAGS order, empty ones left out.
    expect(wire.tags).toEqual(['irish', 'live']);
    expect(wire.tagged).toEqual([[0, 4], [2]]);
    expect(decodeSearchCatalogue(wire).map((g) => g.tags)).toEqual([['irish'], undefined, ['live'], undefined, ['irish']]);
    expect(compactSearchCatalogue(games)).toMatchObject({ tags: [], tagged: [] });
  });

  it("finds the id as a whole number in the URL ('/1x/games/20001_1x.jpg'); the most common pattern wins", () => {
    const folder = [1, 20001, 20002].map((id) => game(id, `G${id}`, 'P', '', art(id, 'https://cdn.test/1x/games')));
    const wire = compactSearchCatalogue(folder);
    expect(wire.images?.default).toBe('https://cdn.test/1x/games/{id}_1x.jpg');
    expect(decodeSearchCatalogue(wire).map((g) => g.image)).toEqual(folder.map((g) => g.images.default));
  });

  it('names each provider once, sends ids as differences and only the odd artwork in full', () => {
    const wire = compactSearchCatalogue(games);
    expect(wire.providers).toEqual(['Blueprint Gaming', 'NetEnt', 'Red Tiger']);
    expect(wire.idDeltas).toEqual([7001, 13000, 1, 3, -11005]);
    expect(wire.images).toEqual({ default: 'https://cdn.test/games/{id}_1x.jpg', webp: 'https://cdn.test/games/{id}_1x.webp' });
    expect(wire.artwork).toEqual([[2, 'https://elsewhere.test/img/20002_1x.jpg', 'https://elsewhere.test/img/20002_1x.webp']]);
  });

  it('sends every URL in full when no pattern covers most games', () => {
    const scattered = [game(7001, 'A', 'P', '', art(7001, 'https://a.test')), game(7002, 'B', 'P', '', { ...art(7002, 'https://b.test'), default: 'https://b.test/x.jpg' }), game(7003, 'C', 'P', '', art(7003, 'https://c.test'))];
    const wire = compactSearchCatalogue(scattered);
    expect(wire.images).toBeNull();
    expect(wire.artwork.map(([at]) => at)).toEqual([0, 1, 2]);
    expect(decodeSearchCatalogue(wire).map((g) => g.image)).toEqual(['https://a.test/7001_1x.jpg', 'https://b.test/x.jpg', 'https://c.test/7003_1x.jpg']);
    expect(compactSearchCatalogue([]).images).toBeNull();
  });
});
