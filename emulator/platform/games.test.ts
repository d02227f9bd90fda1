import { describe, expect, it } from 'vitest';
import type { GamesListBody, CategoryEntry } from './wire-shapes';
import { catalogueGames, FIRST_GENERATED_ID } from '../data/catalogue';
import { CATEGORY_NAMES, categoryTarget, type CategoryTarget } from '../data/catalogue-categories';
import { IRISH_GAMES, UNLISTED_GAMES } from '../data/irish-games';
import { ORIGIN, testPlatform } from './test-client';

const SIZE = 3000;
/** The bundled games before the generated ones: the Irish sample, then the operator's unlisted games. */
const SAMPLE = [...IRISH_GAMES, ...UNLISTED_GAMES];
const { call } = testPlatform(SIZE);
const games = (platform: string) => call<GamesListBody>(`/api/v1/brands/178/games?platform=${platform}`);

const subCategory = (categories: CategoryEntry[], target: CategoryTarget) =>
  categories.flatMap((c) => c.subCategories).find((s) => categoryTarget(s.name) === target);

describe('GET /api/v1/brands/178/games', () => {
  it("lists the Irish sample first, the operator's unlisted games after it, then the generated catalogue with ids from 20000", async () => {
    const { status, body } = await games('W');
    expect(status).toBe(200);
    const list = body.data.games;
    expect(list).toHaveLength(SAMPLE.length + SIZE);
    expect(list.slice(0, SAMPLE.length).map((g) => g.id)).toEqual(SAMPLE.map((g) => g.id));
    expect(list[SAMPLE.length]!.id).toBe(FIRST_GENERATED_ID);
    expect(new Set(list.map((g) => g.id)).size).toBe(list.length);
  });

  it('sends every game in the wire shape, with artwork on the emulator origin', async () => {
    const { body } = await games('C');
    for (const game of body.data.games) {
      expect(Object.keys(game).sort()).toEqual(
        ['appealingForChildren', 'externalGameProvider', 'externalGameSubProvider', 'id', 'images', 'megaways', 'name', 'tag'].sort(),
      );
      expect(game.images).toEqual({
        default: `${ORIGIN}/artwork/games/${game.id}_1x.jpg`,
        webp: `${ORIGIN}/artwork/games/${game.id}_1x.webp`,
      });
      expect(['0', '1']).toContain(game.appealingForChildren);
      expect(['', 'new']).toContain(game.tag);
      expect(game.name.trim()).toBe(game.name);
      expect(game.externalGameProvider).not.toBe('');
    }
  });

  it('has child-appealing, JPK, megaways and new games in realistic shares, and unique name slugs', async () => {
    const list = (await games('W')).body.data.games.slice(SAMPLE.length);
    const share = (test: (g: (typeof list)[number]) => boolean) => list.filter(test).length / list.length;
    expect(share((g) => g.appealingForChildren === '1')).toBeGreaterThan(0.015);
    expect(share((g) => g.appealingForChildren === '1')).toBeLessThan(0.05);
    expect(share((g) => / JPK$/.test(g.name))).toBeGreaterThan(0.01);
    expect(share((g) => / JPK$/.test(g.name))).toBeLessThan(0.035);
    expect(share((g) => g.megaways)).toBeGreaterThan(0.035);
    expect(share((g) => g.megaways)).toBeLessThan(0.07);
    expect(list.filter((g) => g.megaways).every((g) => g.name.includes('Megaways'))).toBe(true);
    expect(share((g) => g.tag === 'new')).toBeGreaterThan(0.03);
    const slugs = new Set(list.map((g) => g.name.toLowerCase().replace(/[^a-z0-9]/g, '')));
    expect(slugs.size).toBe(list.length);
  });

  it('spreads games unevenly over about 30 providers, sub-providers only under aggregators', async () => {
    const list = (await games('W')).body.data.games;
    const counts = new Map<string, number>();
    for (const g of list) counts.set(g.externalGameProvider, (counts.get(g.externalGameProvider) ?? 0) + 1);
    expect(counts.size).toBeGreaterThanOrEqual(29);
    const sorted = [...counts.values()].sort((a, b) => b - a);
    expect(sorted[0]!).toBeGreaterThan(sorted[sorted.length - 1]! * 10);
    const withSub = new Set(list.filter((g) => g.externalGameSubProvider).map((g) => g.externalGameProvider));
    expect([...withSub].sort()).toEqual(['Games Global', 'Playtech', 'Relax Gaming']);
  });

  it('is deterministic: the same size gives the same games, a bigger size starts with them', async () => {
    const again = await testPlatform(SIZE).call<GamesListBody>('/api/v1/brands/178/games?platform=W');
    expect(again.body).toEqual((await games('W')).body);
    const bigger = await testPlatform(SIZE + 500).call<GamesListBody>('/api/v1/brands/178/games?platform=W');
    expect(bigger.body.data.games).toHaveLength(SAMPLE.length + SIZE + 500);
    expect(bigger.body.data.games.slice(0, SAMPLE.length + SIZE)).toEqual((await games('W')).body.data.games);
  });

  it('honours the catalogue size option', async () => {
    const { body } = await testPlatform(10).call<GamesListBody>('/api/v1/brands/178/games?platform=C');
    expect(body.data.games).toHaveLength(SAMPLE.length + 10);
    expect((await testPlatform(0).call<GamesListBody>('/api/v1/brands/178/games?platform=C')).body.data.games).toHaveLength(
      SAMPLE.length,
    );
  });

  it('builds 5,000 games quickly and caches them per size', () => {
    const started = performance.now();
    const first = catalogueGames(5001);
    // Generous for a shared 2-core machine under load; the point is 'not seconds'.
    expect(performance.now() - started).toBeLessThan(2000);
    expect(catalogueGames(5001)).toBe(first);
  });

  it('sends different desktop (W) and mobile (C) category trees that normalise to the twelve English targets', async () => {
    const w = (await games('W')).body.data.categories;
    const c = (await games('C')).body.data.categories;
    expect(w).not.toEqual(c);
    expect(w.map((x) => categoryTarget(x.name))).toEqual(['Casino', 'Live Casino']);
    // A slots casino leads with its slots on a phone too (issue 51); the tabs within differ by device.
    expect(c.map((x) => categoryTarget(x.name))).toEqual(['Casino', 'Live Casino']);
    expect(c[0]!.subCategories.map((s) => categoryTarget(s.name))).toEqual(['New', 'Featured Games', 'Slots', 'Jackpots', 'Table Games', 'All Games']);
    expect(w[0]!.subCategories.map((s) => categoryTarget(s.name))).not.toEqual(c[0]!.subCategories.map((s) => categoryTarget(s.name)));
    const targets = (cats: CategoryEntry[]) =>
      new Set([...cats.map((x) => x.name), ...cats.flatMap((x) => x.subCategories.map((s) => s.name))].map(categoryTarget));
    expect([...targets(w)].sort()).toEqual(Object.keys(CATEGORY_NAMES).sort());
    expect(targets(c).has(undefined)).toBe(false);
    expect(targets(c).has('Classic')).toBe(false);
    const names = [...w, ...c].flatMap((x) => [x.name, ...x.subCategories.map((s) => s.name)]);
    expect(names.some((n) => /[äöå]/.test(n))).toBe(true);
    expect(names).toEqual(expect.arrayContaining(['Kasino', 'Spilleautomater', 'Casino en vivo', 'Nuevos', 'Ruleta']));
  });

  it('fills each subcategory from the catalogue: All Games = every game, live tabs = Evolution tables', async () => {
    const { body } = await games('W');
    const byId = new Map(body.data.games.map((g) => [g.id, g]));
    const cats = body.data.categories;
    expect(subCategory(cats, 'All Games')!.instantGamesOrder).toEqual(body.data.games.map((g) => g.id));
    const slots = subCategory(cats, 'Slots')!.instantGamesOrder;
    expect(slots.length).toBeGreaterThan(SIZE * 0.8);
    expect(slots.every((id) => byId.get(id)!.externalGameProvider !== 'Evolution')).toBe(true);
    for (const target of ['Blackjack', 'Roulette', 'Baccarat'] as const) {
      const ids = subCategory(cats, target)!.instantGamesOrder;
      expect(ids.length).toBeGreaterThan(0);
      expect(ids.every((id) => byId.get(id)!.externalGameProvider === 'Evolution')).toBe(true);
    }
    expect(subCategory(cats, 'Roulette')!.instantGamesOrder).toContain(7036);
    expect(subCategory(cats, 'Jackpots')!.instantGamesOrder).toEqual(expect.arrayContaining([7002, 7007, 7025]));
    expect(subCategory(cats, 'New')!.instantGamesOrder.every((id) => byId.get(id)!.tag === 'new')).toBe(true);
    for (const sub of cats.flatMap((x) => x.subCategories)) expect(sub.instantGamesOrder.length).toBeGreaterThan(0);
    // The ids search excludes are the operator's prize wheels and test table: in the feed, in no tab but All Games.
    for (const sub of cats.flatMap((x) => x.subCategories).filter((s) => categoryTarget(s.name) !== 'All Games')) {
      expect(sub.instantGamesOrder.filter((id) => [5115, 10418, 10419].includes(id)), sub.name).toEqual([]);
    }
    expect(UNLISTED_GAMES.map((g) => g.id)).toEqual([5115, 10418, 10419]);
  });

  it('answers 400 without a valid platform and 404 for another casino', async () => {
    expect((await call('/api/v1/brands/178/games')).status).toBe(400);
    expect((await call('/api/v1/brands/178/games?platform=X')).status).toBe(400);
    const other = await call<{ status: number; message: string }>('/api/v1/brands/179/games?platform=W');
    expect(other.status).toBe(404);
    expect(other.body).toEqual({ status: 0, message: expect.stringContaining('179') });
  });
});

describe('GET /api/v1/live-casino-betlimits', () => {
  it('lists min/max per Evolution table and currency', async () => {
    const { status, body } = await call<{ data: { betLimits: { gameId: number; currency: string; min: number; max: number }[] } }>(
      '/api/v1/live-casino-betlimits',
    );
    expect(status).toBe(200);
    // The lobby's live tables; the studio's QA table (10419, unlisted) is no table a player sits at.
    const live = new Set(catalogueGames(SIZE).filter((g) => g.kind === 'live').map((g) => g.id));
    expect(new Set(body.data.betLimits.map((l) => l.gameId))).toEqual(live);
    for (const limit of body.data.betLimits) {
      expect(['GBP', 'EUR', 'CAD']).toContain(limit.currency);
      expect(limit.min).toBeGreaterThan(0);
      expect(limit.max).toBeGreaterThan(limit.min);
    }
    const gbp = await call<{ data: { betLimits: { currency: string }[] } }>('/api/v1/live-casino-betlimits?currency=GBP');
    expect(gbp.body.data.betLimits.every((l) => l.currency === 'GBP')).toBe(true);
  });
});
