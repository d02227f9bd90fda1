import { describe, expect, it } from 'vitest';
import type { CustomCategoriesBody, CustomFeaturedBody } from './wire-shapes';
import { catalogueGames } from '../data/catalogue';
import { DUPLICATED_GAME_ID, UNKNOWN_GAME_ID } from '../data/custom-categories';
import { testPlatform } from './test-client';

const SIZE = 800;
const { call } = testPlatform(SIZE);
const known = new Set(catalogueGames(SIZE).map((g) => g.id));

describe('GET /api/aspire-categories?brandId=178', () => {
  it('returns slug + gameIds lists for the lobby categories', async () => {
    const { status, body } = await call<CustomCategoriesBody>('/api/aspire-categories?brandId=178');
    expect(status).toBe(200);
    expect(body.map((c) => c.slug)).toEqual(expect.arrayContaining(['featured-games', 'new', 'slots', 'jackpots']));
    for (const category of body) {
      expect(Object.keys(category).sort()).toEqual(['gameIds', 'slug']);
      expect(category.gameIds.length).toBeGreaterThan(0);
      expect(category.gameIds.every(Number.isInteger)).toBe(true);
    }
  });

  it('includes exactly one unknown id and one duplicated id, for the site to drop', async () => {
    const { body } = await call<CustomCategoriesBody>('/api/aspire-categories?brandId=178');
    const unknown = body.flatMap((c) => c.gameIds.filter((id) => !known.has(id)));
    expect(unknown).toEqual([UNKNOWN_GAME_ID]);
    const withDuplicates = body.filter((c) => new Set(c.gameIds).size !== c.gameIds.length);
    expect(withDuplicates.map((c) => c.slug)).toEqual(['new']);
    expect(withDuplicates[0]!.gameIds.filter((id) => id === DUPLICATED_GAME_ID)).toHaveLength(2);
  });

  it('never lists child-appealing games and orders differently from the catalogue', async () => {
    const { body } = await call<CustomCategoriesBody>('/api/aspire-categories?brandId=178');
    const child = new Set(catalogueGames(SIZE).filter((g) => g.appealingForChildren).map((g) => g.id));
    expect(body.flatMap((c) => c.gameIds).some((id) => child.has(id))).toBe(false);
    const jackpots = body.find((c) => c.slug === 'jackpots')!.gameIds;
    expect(jackpots).not.toEqual([...jackpots].sort((a, b) => a - b));
  });

  it('answers 400 without brandId 178', async () => {
    expect((await call('/api/aspire-categories')).status).toBe(400);
    expect((await call('/api/aspire-categories?brandId=177')).status).toBe(400);
  });
});

describe('GET /api/aspire-categories/all', () => {
  it('returns named featured lists of known games', async () => {
    const { status, body } = await call<CustomFeaturedBody>('/api/aspire-categories/all');
    expect(status).toBe(200);
    expect(body.map((f) => f.name)).toEqual(expect.arrayContaining(['Top Picks', 'Irish Favourites', 'Big Wins']));
    for (const featured of body) {
      expect(Object.keys(featured).sort()).toEqual(['gameIds', 'name']);
      expect(featured.gameIds.length).toBeGreaterThan(0);
      expect(featured.gameIds.every((id) => known.has(id))).toBe(true);
    }
  });
});
