import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SearchCatalogueWire } from '../contracts/search';
import { loadSearchCatalogue } from './search-catalogue';

const wire: SearchCatalogueWire = { providers: ['NetEnt'], images: null, idDeltas: [7001], names: ['Gonzo'], provider: [0], subProvider: [-1], artwork: [], tags: [], tagged: [] };
const answer = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => vi.unstubAllGlobals());

describe('loadSearchCatalogue', () => {
  it('fetches once per platform, decoded; a failure is forgotten so Retry asks again', async () => {
    const fetcher = vi.fn(async (_url: string) => answer(503, { error: 'The games list is unavailable right now' }));
    vi.stubGlobal('fetch', fetcher);
    await expect(loadSearchCatalogue('C')).rejects.toThrow('503');
    fetcher.mockImplementation(async () => answer(200, wire));
    const games = await loadSearchCatalogue('C');
    expect(games).toEqual([{ id: 7001, name: 'Gonzo', provider: 'NetEnt', subProvider: '', image: '', webp: '' }]);
    expect(await loadSearchCatalogue('C')).toBe(games);
    expect(fetcher.mock.calls.map(([url]) => url)).toEqual(['/api/search-catalogue?platform=C', '/api/search-catalogue?platform=C']);
  });
});
