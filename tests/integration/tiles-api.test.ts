import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TileGame } from '../../client/contracts/page-data';
import { catalogueGames } from '../../emulator/data/catalogue';
import { HANG_MS, startWorker, type TestWorker } from '../support/worker';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const GAMES = catalogueGames(3000);
const CHILD_APPEALING = GAMES.filter((g) => g.appealingForChildren).map((g) => g.id);
const GENERATED = GAMES.filter((g) => g.id >= 20000 && !g.appealingForChildren).map((g) => g.id);

let worker: TestWorker;
beforeAll(async () => {
  worker = await startWorker();
});
afterAll(() => worker?.dispose());

const tiles = async (query: string, init: { headers?: Record<string, string> } = {}) => {
  const res = await worker.fetch(`/api/tiles${query}`, init);
  return { res, body: (await res.json()) as { tiles: TileGame[] } & { error?: string } };
};

describe('GET /api/tiles', () => {
  it('answers the tiles in the order of ids, with info slugs and a 60 s public cache', async () => {
    const ids = [GENERATED[3]!, 7001, GENERATED[0]!];
    const { res, body } = await tiles(`?ids=${ids.join(',')}&platform=W`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(res.headers.get('cache-control')).toBe('public, max-age=60');
    expect(body.tiles.map((t) => t.id)).toEqual(ids);
    const clover = body.tiles[1]!;
    expect(clover).toMatchObject({ id: 7001, name: 'Lucky Clover Gold', info: 'lucky-clover-gold' });
    expect(Object.keys(clover).sort()).toEqual(['id', 'image', 'info', 'name', 'provider', 'tag', 'webp']);
    expect(body.tiles[0]!.info).toBeNull();
  });

  it('drops unknown ids, child-appealing games and repeats', async () => {
    expect(CHILD_APPEALING.length).toBeGreaterThan(0);
    const { res, body } = await tiles(`?ids=999999,7001,${CHILD_APPEALING[0]},7001,${GENERATED[0]},999998`);
    expect(res.status).toBe(200);
    expect(body.tiles.map((t) => t.id)).toEqual([7001, GENERATED[0]]);
  });

  it('answers an empty list when none of the ids is a game it may show', async () => {
    const { res, body } = await tiles(`?ids=999999,${CHILD_APPEALING[0]}&platform=C`);
    expect(res.status).toBe(200);
    expect(body).toEqual({ tiles: [] });
  });

  it('takes the platform from the device when absent, like the lobby', async () => {
    await tiles('?ids=7001', { headers: { 'user-agent': IPHONE } });
    expect(worker.outbound).toContain('/api/v1/brands/178/games?platform=C');
  });

  it('shows child-appealing games when config allows them', async () => {
    const allowed = await startWorker({ ALLOW_CHILD_APPEALING: 'true' });
    try {
      const res = await allowed.fetch(`/api/tiles?ids=${CHILD_APPEALING[0]},7001&platform=W`);
      expect(((await res.json()) as { tiles: TileGame[] }).tiles.map((t) => t.id)).toEqual([CHILD_APPEALING[0], 7001]);
    } finally {
      await allowed.dispose();
    }
  });

  const IDS = 'ids must be 1–50 comma-separated positive integers';
  it.each([
    ['', IDS],
    ['?ids=', IDS],
    ['?ids=abc', IDS],
    ['?ids=7001,x', IDS],
    ['?ids=0', IDS],
    ['?ids=-7001', IDS],
    [`?ids=${Array.from({ length: 51 }, (_, i) => 7001 + i).join(',')}`, IDS],
    ['?ids=7001&platform=X', "platform must be 'W' or 'C'"],
    ['?ids=7001&lang=de', "lang must be 'en', 'fi' or 'es'"],
    ['?ids=%E0%A4%A', IDS],
  ])('%s → 400 with a message', async (query, message) => {
    const res = await worker.fetch(`/api/tiles${query}`);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toBe(message);
  });

  it.each([
    '/api/tiles?ids=<zq9x>',
    '/api/tiles?ids=7001,%3Cscript%3Ezq9x',
    '/api/tiles?ids=7001&platform=<zq9x>',
    '/api/tiles?ids=7001&lang=<zq9x>',
    '/api/search-catalogue?platform=<zq9x>',
    '/api/copyright?language=<zq9x>',
    '/api/<zq9x>',
    '/_data/<zq9x>/',
    '/_data/casino/games/<zq9x>/',
  ])('%s: the error does not reflect the input', async (path) => {
    const res = await worker.fetch(path);
    expect(res.status).toBeGreaterThanOrEqual(400);
    const text = await res.text();
    expect(text).not.toMatch(/<|\\u003c/i);
    // A page payload names the page it answers for (the router marks the current link with it): the URL's own
    // percent-encoded path, in `path` only. Nothing else — message, head — carries the input.
    const body = JSON.parse(text) as Record<string, unknown>;
    if (path.startsWith('/_data/')) expect(body.path).toBe(new URL(path, 'https://x.test').pathname.slice('/_data'.length));
    expect(JSON.stringify({ ...body, path: undefined })).not.toMatch(/zq9x/i);
  });

  it('50 ids are fine', async () => {
    const res = await worker.fetch(`/api/tiles?ids=${GENERATED.slice(0, 50).join(',')}`);
    expect(res.status).toBe(200);
    expect(((await res.json()) as { tiles: TileGame[] }).tiles).toHaveLength(50);
  });
});

describe('GET /api/tiles when upstreams fail', () => {
  it('the games list failing on a cold cache is a 503 with a message, never a 500 or a hang', async () => {
    for (const mode of ['500', '503', 'malformed', 'hang', 'reset'] as const) {
      const cold = await startWorker({ UPSTREAM_TIMEOUT_MS: '1000' });
      try {
        cold.emulator.faults.set('/api/v1/brands/178/games', mode);
        const started = Date.now();
        const res = await cold.fetch('/api/tiles?ids=7001&platform=W');
        expect(res.status, mode).toBe(503);
        // Answered before the emulator's hold ends: never a hang.
        expect(Date.now() - started, mode).toBeLessThan(HANG_MS);
        expect(res.headers.get('cache-control') ?? '', mode).not.toContain('public');
        expect(await res.json(), mode).toEqual({ error: 'The games list is unavailable right now' });
      } finally {
        await cold.dispose();
      }
    }
  });

  it('WordPress failing only loses the info links', async () => {
    const cold = await startWorker({ UPSTREAM_TIMEOUT_MS: '1000' });
    try {
      cold.emulator.faults.set('/wp-json/wp/v2/games', '500');
      const res = await cold.fetch('/api/tiles?ids=7001&platform=W');
      expect(res.status).toBe(200);
      expect(((await res.json()) as { tiles: TileGame[] }).tiles).toEqual([expect.objectContaining({ id: 7001, info: null })]);
    } finally {
      await cold.dispose();
    }
  });
});
