import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchCatalogueWire } from '../../client/contracts/search';
import { THEME_LISTS } from '../../client/catalogue/theme-lists';
import { decodeSearchCatalogue } from '../../client/search/catalogue-data';
import { createSearchEngine, EXCLUDED_GAME_IDS } from '../../client/search/engine';
import { catalogueGames } from '../../emulator/data/catalogue';
import { HANG_MS, startWorker, type TestWorker } from '../support/worker';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const GAMES = catalogueGames(3000);
const SHOWN = GAMES.filter((g) => !g.appealingForChildren);

let worker: TestWorker;
beforeAll(async () => {
  worker = await startWorker();
});
afterAll(() => worker?.dispose());

const get = async (query = '', init: { headers?: Record<string, string> } = {}) => {
  const res = await worker.fetch(`/api/search-catalogue${query}`, init);
  return { res, text: await res.text() };
};

describe('GET /api/search-catalogue', () => {
  it('answers every game that may be shown, compactly, with a public cache', async () => {
    const { res, text } = await get('?platform=W');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(res.headers.get('cache-control')).toBe('public, max-age=300');
    const wire = JSON.parse(text) as SearchCatalogueWire;
    expect(wire.images).not.toBeNull();
    expect(wire.images!.default).toContain('{id}');
    const games = decodeSearchCatalogue(wire);
    expect(games.map((g) => g.id)).toEqual(SHOWN.map((g) => g.id));
    const clover = games.find((g) => g.id === 7001)!;
    expect(clover).toMatchObject({ name: 'Lucky Clover Gold', provider: SHOWN.find((g) => g.id === 7001)!.provider });
    expect(clover.image).toMatch(/\/artwork\/games\/7001_1x\.jpg$/);
    expect(clover.webp).toMatch(/\/artwork\/games\/7001_1x\.webp$/);
    const withSub = SHOWN.find((g) => g.subProvider)!;
    expect(games.find((g) => g.id === withSub.id)!.subProvider).toBe(withSub.subProvider);
    // No URL repeated per game: the templates carry the artwork of games that follow them.
    expect(text.match(/artwork\/games/g)).toHaveLength(2);
    expect(wire.artwork).toEqual([]);
    expect(Object.keys(wire).sort()).toEqual(['artwork', 'idDeltas', 'images', 'names', 'provider', 'providers', 'subProvider', 'tagged', 'tags']);
  });

  it('sends the themes and categories search matches: theme and category words find their games, names first (docs/decisions/041)', async () => {
    const games = decodeSearchCatalogue(JSON.parse((await get('?platform=W')).text) as SearchCatalogueWire);
    const engine = createSearchEngine(games);
    const search = (query: string) => engine.search(query).map((g) => g.id);
    const shown = new Set(games.map((g) => g.id));
    // Issue 51: 'jackpot' found the two names holding the word, of 60-odd Jackpot King games.
    const jpk = SHOWN.filter((g) => /\bJPK\b/.test(g.name)).map((g) => g.id);
    expect(jpk.length).toBeGreaterThan(60);
    expect(search('jackpot')).toEqual(expect.arrayContaining([...jpk, 7025]));
    expect(search('jackpot king').slice(0, jpk.length).sort()).toEqual([...jpk].sort());
    for (const theme of ['egypt', 'fruit', 'roulette', 'irish'] as const) {
      const listed = THEME_LISTS[theme].filter((id) => shown.has(id));
      expect(listed.length, theme).toBeGreaterThan(5);
      expect(search(theme), theme).toEqual(expect.arrayContaining(listed));
    }
    // The platform's live roulette tables (its 'Ruleta' subcategory, under 'Live-kasino'), in three languages.
    const liveRoulette = SHOWN.filter((g) => g.kind === 'live' && /roulette/i.test(g.name)).map((g) => g.id);
    for (const query of ['live roulette', 'ruleta en vivo', 'ruletti']) expect(search(query), query).toEqual(expect.arrayContaining(liveRoulette));
    // A theme's games come after the names holding the word.
    const byName = engine.search('egypt').map((g) => /egypt/i.test(g.name));
    expect(byName.indexOf(false)).toBeGreaterThan(0);
    expect(byName.lastIndexOf(true)).toBeLessThan(byName.indexOf(false));
    // Rainbow Riches leads the Featured rail: search finds it, by name, first.
    expect(engine.search('rainbow riches').slice(0, 3).map((g) => g.name)).toEqual(['Rainbow Riches', 'Rainbow Riches Megaways', 'Rainbow Riches Pick n Mix']);
    // What the operator hides from search stays hidden, whatever its theme, provider or name.
    for (const query of ['daily prize wheel', 'wheel', 'pariplay', 'qa test table', 'evolution', 'irish', 'popular', 'live']) {
      expect(search(query).filter((id) => EXCLUDED_GAME_IDS.has(id)), query).toEqual([]);
    }
  });

  it('keeps child-appealing games out unless config allows them', async () => {
    const child = GAMES.filter((g) => g.appealingForChildren).map((g) => g.id);
    expect(child.length).toBeGreaterThan(0);
    const ids = decodeSearchCatalogue(JSON.parse((await get('?platform=W')).text)).map((g) => g.id);
    expect(ids.filter((id) => child.includes(id))).toEqual([]);
    const allowed = await startWorker({ ALLOW_CHILD_APPEALING: 'true' });
    try {
      const res = await allowed.fetch('/api/search-catalogue?platform=W');
      const all = decodeSearchCatalogue((await res.json()) as SearchCatalogueWire).map((g) => g.id);
      expect(all).toEqual(expect.arrayContaining(child));
    } finally {
      await allowed.dispose();
    }
  });

  it("holds the excluded ids for the engine to drop (they are the operator's games; search alone hides them)", async () => {
    const ids = decodeSearchCatalogue(JSON.parse((await get('?platform=W')).text)).map((g) => g.id);
    expect(ids).toEqual(expect.arrayContaining([5115, 10418, 10419]));
  });

  it('is well under 40 KB gzip for this 3,000-game catalogue', async () => {
    const { text } = await get('?platform=W');
    expect(gzipSync(text).length).toBeLessThan(40 * 1024);
  });

  it('takes the platform from the device when absent', async () => {
    await get('', { headers: { 'user-agent': IPHONE } });
    expect(worker.outbound).toContain('/api/v1/brands/178/games?platform=C');
  });

  it.each(['X', 'w', ''])('refuses platform=%j with a 400 and a message', async (platform) => {
    const { res, text } = await get(`?platform=${platform}`);
    expect(res.status).toBe(400);
    expect(JSON.parse(text)).toEqual({ error: "platform must be 'W' or 'C'" });
  });
});

describe('GET /api/search-catalogue when the platform fails', () => {
  it('a cold cache and a failing games list is a 503 with a message, never a 500 or a hang', async () => {
    for (const mode of ['500', 'malformed', 'hang'] as const) {
      const cold = await startWorker({ UPSTREAM_TIMEOUT_MS: '1000' });
      try {
        cold.emulator.faults.set('/api/v1/brands/178/games', mode);
        const started = Date.now();
        const res = await cold.fetch('/api/search-catalogue?platform=C');
        expect(res.status, mode).toBe(503);
        // Answered before the emulator's hold ends: never a hang.
        expect(Date.now() - started, mode).toBeLessThan(HANG_MS);
        expect(res.headers.get('retry-after'), mode).toBe('30');
        expect(res.headers.get('cache-control') ?? '', mode).not.toContain('public');
        expect(await res.json(), mode).toEqual({ error: 'The games list is unavailable right now' });
      } finally {
        await cold.dispose();
      }
    }
  });
});
