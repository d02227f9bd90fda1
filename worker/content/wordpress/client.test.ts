import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, markSanitised, testCache, type Scripted } from '../../../tests/support/content-fakes';
import type { Lookup } from '../upstream';
import { WordPressClient } from './client';

const BASE = 'https://cms.test';
const post = (over: object = {}) => ({
  id: 1,
  slug: 'finns-golden-tavern',
  title: { rendered: 'Finn&#8217;s Golden Tavern' },
  content: { rendered: '<p>Hi</p>', protected: false },
  excerpt: { rendered: '<p>Short &amp; sweet</p>', protected: false },
  date: '2026-01-02T03:04:05',
  acf: { game_id: 7009, provider: 'NetEnt', sub_provider: '', megaways: false, review: true, rtp: '96.1', reels: 5 },
  yoast_head_json: { title: 'Finn&#8217;s | Brand', description: 'Play &amp; win', robots: { index: 'index', follow: 'follow' }, og_image: [{ url: 'https://img/x.jpg', width: 1, height: 2, type: 'image/jpeg' }] },
  _embedded: { 'wp:term': [[{ id: 140, slug: 'irish', name: 'Irish', parent: 87 }], []] },
  ...over,
});

function client(respond: (url: string) => Scripted) {
  const f = fakeFetch(respond);
  return { wp: new WordPressClient({ baseUrl: BASE, fetch: f.fetch, cache: testCache(), sanitise: markSanitised, brandName: 'Brand' }), ...f };
}

/** The miss code of a lookup (404 empty, 500 failed); fails the test when the lookup found something. */
async function errorOf(p: Promise<Lookup<unknown>>) {
  const lookup = await p;
  if (lookup.ok) throw new Error('expected a miss');
  return { statusCode: lookup.code };
}

async function valueOf<T>(p: Promise<Lookup<T>>): Promise<T> {
  const lookup = await p;
  if (!lookup.ok) throw new Error(`expected a value, got a ${lookup.code} miss`);
  return lookup.value;
}

beforeEach(() => void vi.spyOn(console, 'error').mockImplementation(() => undefined));

describe('WordPressClient query strings (SPEC §7)', () => {
  it.each([
    ['getPage', (wp: WordPressClient) => wp.getPage('terms'), '/wp-json/wp/v2/pages?slug=terms&lang=en'],
    ['getGame', (wp: WordPressClient) => wp.getGame('lucky-clover-gold', 'en-ca'), '/wp-json/wp/v2/games?locale=en-ca&_embed=1&slug=lucky-clover-gold&acf_format=standard'],
    ['getGames', (wp: WordPressClient) => wp.getGames('en', 2), '/wp-json/wp/v2/games?lang=en&_embed=1&page=2&acf_format=standard'],
    ['getPromotions', (wp: WordPressClient) => wp.getPromotions('fi'), '/wp-json/wp/v2/promotions?lang=fi&_embed=1'],
    ['getPromotion', (wp: WordPressClient) => wp.getPromotion('oktoberfest', 'fi'), '/wp-json/wp/v2/promotions?slug=oktoberfest&acf_format=standard&lang=fi'],
    ['getMagazinePost', (wp: WordPressClient) => wp.getMagazinePost('luck', 'es'), '/wp-json/wp/v2/magazine?lang=es&_embed=1&slug=luck'],
    ['getMagazinePosts', (wp: WordPressClient) => wp.getMagazinePosts('en', 3), '/wp-json/wp/v2/magazine?lang=en&_embed=1&page=3'],
    ['getProviderPage', (wp: WordPressClient) => wp.getProviderPage('netent'), '/wp-json/wp/v2/providers?_embed=1&slug=netent'],
    ['getThemePage', (wp: WordPressClient) => wp.getThemePage('irish'), '/wp-json/wp/v2/themes?_embed=1&slug=irish'],
    ['search', (wp: WordPressClient) => wp.search('lucky clover'), '/wp-json/wp/v2/search?search=lucky%20clover&_embed=1&page=1'],
    ['getThemes', (wp: WordPressClient) => wp.getThemes('en'), '/wp-json/wp/v2/categories?lang=en&parent=87&per_page=100&_fields=slug,name'],
    ['getTheme', (wp: WordPressClient) => wp.getTheme('irish'), '/wp-json/wp/v2/categories?slug=irish&parent=87'],
    ['getProviderTerm', (wp: WordPressClient) => wp.getProviderTerm('netent'), '/wp-json/wp/v2/categories?slug=netent&parent=132'],
    ['getCategoryGames', (wp: WordPressClient) => wp.getCategoryGames('en', 140), '/wp-json/wp/v2/games?lang=en&categories=140&page=1&per_page=100&_fields=slug'],
  ])('%s', async (_name, call, path) => {
    const { wp, urls } = client((url) => ({ body: url.includes('categories?lang') ? [{ slug: 'irish', name: 'Irish' }] : [post()] }));
    await call(wp).catch(() => undefined);
    expect(urls()).toEqual([BASE + path]);
  });
});

describe('reshaping', () => {
  it('turns a game post into the app type with decoded text and sanitised HTML', async () => {
    const { wp } = client(() => ({ body: [post()] }));
    const game = await valueOf(wp.getGame('finns-golden-tavern', 'en'));
    expect(game).toMatchObject({ title: 'Finn’s Golden Tavern', content: '[safe]<p>Hi</p>', excerpt: 'Short & sweet', gameId: 7009, review: true, reels: 5 });
    expect(game.terms).toEqual([{ id: 140, slug: 'irish', name: 'Irish', parent: 87 }]);
    expect(game.seo).toMatchObject({ title: 'Finn’s', description: 'Play & win', robots: 'index, follow', ogImage: { url: 'https://img/x.jpg', width: 1, height: 2, type: 'image/jpeg' } });
  });

  it('treats acf: [] as no fields and a missing featured image as none', async () => {
    const { wp } = client(() => ({ body: [post({ acf: [], _embedded: undefined })] }));
    expect(await valueOf(wp.getGame('x', 'en'))).toMatchObject({ gameId: 0, image: null, terms: [] });
  });

  it("reads a promotion's key terms from its ACF fields; a promotion written before them has none", async () => {
    const acf = { wagering: 10, min_deposit: '20', eligible_games: 'Rainbow <b>Riches</b>', expiry_days: 30, max_win_amount: '' };
    const { wp } = client(() => ({ body: [post({ acf })] }));
    expect((await valueOf(wp.getPromotion('welcome-package'))).keyTerms).toEqual({ wagering: 10, minDeposit: 20, eligibleGames: 'Rainbow Riches', expiryDays: 30, maxWin: null });
    const before = client(() => ({ body: [post({ acf: { subtitle: 'Old' } })] }));
    expect((await valueOf(before.wp.getPromotion('old'))).keyTerms).toEqual({ wagering: null, minDeposit: null, eligibleGames: '', expiryDays: null, maxWin: null });
  });

  it('reads total pages from X-WP-TotalPages', async () => {
    const { wp } = client(() => ({ body: [post()], headers: { 'X-WP-TotalPages': '7' } }));
    expect((await wp.getGames('en', 1))!.totalPages).toBe(7);
  });
});

describe('error semantics (SPEC §7, §8)', () => {
  it('single item: empty list → 404, non-200 → 500, malformed or wrong shape → 500', async () => {
    expect(await errorOf(client(() => ({ body: [] })).wp.getGame('x', 'en'))).toEqual({ statusCode: 404 });
    expect((await errorOf(client(() => ({ status: 503 })).wp.getPromotion('x'))).statusCode).toBe(500);
    expect((await errorOf(client(() => ({ status: 404, body: { code: 'rest_no_route' } })).wp.getMagazinePost('x', 'en'))).statusCode).toBe(500);
    expect((await errorOf(client(() => ({ raw: '{"oops' })).wp.getGame('x', 'en'))).statusCode).toBe(500);
    expect((await errorOf(client(() => ({ body: { not: 'a list' } })).wp.getGame('x', 'en'))).statusCode).toBe(500);
    expect((await errorOf(client(() => ({ body: [{ id: 'x' }] })).wp.getGame('x', 'en'))).statusCode).toBe(500);
  });

  it('theme list: empty → 404, failure → 500', async () => {
    expect((await errorOf(client(() => ({ body: [] })).wp.getThemes('en'))).statusCode).toBe(404);
    expect((await errorOf(client(() => ({ status: 500 })).wp.getThemes('en'))).statusCode).toBe(500);
  });

  it('lists and optional lookups: logged, nothing returned', async () => {
    const log = vi.mocked(console.error);
    expect(await client(() => ({ status: 500 })).wp.getPage('terms')).toBeUndefined();
    expect(await client(() => ({ body: [] })).wp.getPage('terms')).toBeUndefined();
    expect(await client(() => ({ status: 500 })).wp.getPromotions('en')).toBeUndefined();
    expect(await client(() => ({ raw: 'nope' })).wp.search('x')).toBeUndefined();
    expect(log).toHaveBeenCalledWith('CMS request error', expect.any(String));
  });

  it('only 200 counts as success', async () => {
    expect(await client(() => ({ status: 201, body: [post()] })).wp.getPage('x')).toBeUndefined();
  });
});
