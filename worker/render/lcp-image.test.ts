import { describe, expect, it } from 'vitest';
import type { Grid, LobbyData, Rail, TileGame } from '../../client/contracts/page-data';
import type { PagePayload } from '../../client/contracts/payload';
import { lcpImageOf } from './lcp-image';

const head = { title: 't', description: 'd', alternates: [], og: { type: 'website', title: 't', description: 'd', siteName: 's', locale: 'en_GB', localeAlternates: [], image: 'https://example.test/card.png', imageAlt: 'card' } };
const tile = (id: number): TileGame => ({ id, name: `Game ${id}`, provider: 'P', image: `https://cdn.test/${id}_1x.jpg`, webp: `https://cdn.test/${id}_1x.webp`, tag: '', info: null });
const rail = (...ids: number[]): Rail => ({ name: 'Featured', href: '/slots/', total: ids.length, games: ids.map(tile) });
const grid = (...ids: number[]): Grid => ({ games: ids.map(tile), page: 1, pageCount: 1, total: ids.length, nextHref: null, status: '' });
const lobby = (data: Partial<LobbyData>, route: 'home' | 'slots' = 'home', status = 200): PagePayload => ({
  route,
  params: {},
  status,
  locale: 'en',
  path: route === 'home' ? '/' : '/slots/',
  head,
  data: { heading: 'h', intro: '', tabs: [], rails: [], grid: null, letters: [], unavailable: false, ...data },
});

describe('the first screen image the head preloads (docs/decisions/032)', () => {
  it("is the first rail's first tile on the home page, as webp (the tile's <picture> offers webp first)", () => {
    expect(lcpImageOf(lobby({ rails: [rail(7, 8), rail(9)] }))).toEqual({ href: 'https://cdn.test/7_1x.webp', type: 'image/webp' });
  });

  it("is the grid's first tile on a lobby tab without rails", () => {
    expect(lcpImageOf(lobby({ grid: grid(3, 4) }, 'slots'))).toEqual({ href: 'https://cdn.test/3_1x.webp', type: 'image/webp' });
  });

  it('is none for a lobby with no games (platform down) or an error status', () => {
    expect(lcpImageOf(lobby({ unavailable: true }))).toBeNull();
    expect(lcpImageOf(lobby({ rails: [rail(7)] }, 'home', 503))).toBeNull();
  });

  it('is none for pages whose <img fetchPriority="high"> React preloads itself (a game page, promotions)', () => {
    const promotions: PagePayload = { route: 'promotions', params: {}, status: 200, locale: 'en', path: '/promotions/', head, data: { heading: 'h', live: [], ended: [], unavailable: false } };
    expect(lcpImageOf(promotions)).toBeNull();
  });
});
