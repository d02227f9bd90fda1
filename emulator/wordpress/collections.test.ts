import { describe, expect, it } from 'vitest';
import { createEmulator } from '../app';
import { totals, wp } from './wp-test-client';

describe('WordPress collections: paging and parameter validation (WP 6.1)', () => {
  it('lists with X-WP-Total/X-WP-TotalPages and the WordPress JSON content type', async () => {
    const a = await wp('/wp-json/wp/v2/games?per_page=4');
    expect(a.status).toBe(200);
    expect(a.headers.get('content-type')).toBe('application/json; charset=UTF-8');
    expect(a.body).toHaveLength(4);
    const total = Number(a.headers.get('X-WP-Total'));
    expect(total).toBeGreaterThanOrEqual(15);
    expect(a.headers.get('X-WP-TotalPages')).toBe(String(Math.ceil(total / 4)));
    expect(a.headers.get('Link')).toContain('rel="next"');
  });

  it('defaults to 10 per page, newest first', async () => {
    const a = await wp('/wp-json/wp/v2/magazine');
    expect(a.body).toHaveLength(10);
    const dates = a.body.map((p: { date: string }) => p.date);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('answers per_page=101 with 400 rest_invalid_param naming per_page', async () => {
    const a = await wp('/wp-json/wp/v2/games?per_page=101');
    expect(a.status).toBe(400);
    expect(a.body).toMatchObject({
      code: 'rest_invalid_param',
      message: 'Invalid parameter(s): per_page',
      data: {
        status: 400,
        params: { per_page: 'per_page must be between 1 (inclusive) and 100 (inclusive)' },
        details: { per_page: { code: 'rest_out_of_bounds' } },
      },
    });
    expect((await wp('/wp-json/wp/v2/categories?per_page=0')).body.code).toBe('rest_invalid_param');
    expect((await wp('/wp-json/wp/v2/search?per_page=500')).body.code).toBe('rest_invalid_param');
  });

  it('reports a non-integer page as rest_invalid_param with a rest_invalid_type detail, and page 0 as out of bounds', async () => {
    const abc = await wp('/wp-json/wp/v2/games?page=abc');
    expect(abc.status).toBe(400);
    expect(abc.body.code).toBe('rest_invalid_param');
    expect(abc.body.data.details.page).toEqual({ code: 'rest_invalid_type', message: 'page is not of type integer.', data: { param: 'page' } });
    const zero = await wp('/wp-json/wp/v2/pages?page=0');
    expect(zero.status).toBe(400);
    expect(zero.body.data.params.page).toBe('page must be greater than or equal to 1');
  });

  it('answers a post-type page past the end with 400 rest_post_invalid_page_number', async () => {
    const a = await wp('/wp-json/wp/v2/games?per_page=5&page=99');
    expect(a.status).toBe(400);
    expect(a.body.code).toBe('rest_post_invalid_page_number');
  });

  it('answers an empty post type (even past the end) with 200 [] and totals 0', async () => {
    for (const path of ['/wp-json/wp/v2/posts', '/wp-json/wp/v2/posts?page=3', '/wp-json/wp/v2/games?slug=no-such-game&page=2']) {
      const a = await wp(path);
      expect(a.status, path).toBe(200);
      expect(a.body).toEqual([]);
      expect(totals(a)).toEqual(['0', '0']);
    }
  });

  it('answers categories past the end with 200 []', async () => {
    const a = await wp('/wp-json/wp/v2/categories?per_page=100&page=5');
    expect(a.status).toBe(200);
    expect(a.body).toEqual([]);
    expect(Number(a.headers.get('X-WP-Total'))).toBeGreaterThan(0);
  });

  it('returns an array for slug filters: comma list, slug[] form, unknown slug', async () => {
    const one = await wp('/wp-json/wp/v2/games?slug=finns-golden-tavern');
    expect(one.body.map((p: { slug: string }) => p.slug)).toEqual(['finns-golden-tavern']);
    const two = await wp('/wp-json/wp/v2/games?slug=finns-golden-tavern,rainbow-riches&orderby=slug&order=asc');
    expect(two.body.map((p: { slug: string }) => p.slug)).toEqual(['finns-golden-tavern', 'rainbow-riches']);
    const brackets = await wp('/wp-json/wp/v2/games?slug[]=rainbow-riches&slug[]=pot-of-gold-jpk');
    expect(brackets.body).toHaveLength(2);
    const none = await wp('/wp-json/wp/v2/pages?slug=nope');
    expect(none.status).toBe(200);
    expect(none.body).toEqual([]);
  });

  it('searches titles and content case-insensitively', async () => {
    const a = await wp('/wp-json/wp/v2/games?search=CLOVER&_fields=slug');
    expect(a.body.map((p: { slug: string }) => p.slug)).toEqual(expect.arrayContaining(['lucky-clover-gold', 'four-leaf-fortunes-megaways']));
    const content = await wp('/wp-json/wp/v2/magazine?search=maneki-neko&_fields=slug');
    expect(content.body).toEqual([{ slug: 'lucky-charms-around-the-world' }]);
  });

  it('filters by categories (games of a theme) and orders by title, id, include', async () => {
    const themes = await wp('/wp-json/wp/v2/categories?slug=jackpot-king&parent=87');
    const id = themes.body[0].id as number;
    const games = await wp(`/wp-json/wp/v2/games?categories=${id}&per_page=100&_fields=slug&lang=en`);
    expect(games.body.map((p: { slug: string }) => p.slug).sort()).toEqual(['fishin-frenzy-the-big-catch-jpk', 'pot-of-gold-jpk', 'rainbow-jackpots-jpk']);
    const byTitle = await wp('/wp-json/wp/v2/games?orderby=title&order=asc&per_page=100&_fields=title');
    const titles = byTitle.body.map((p: { title: { rendered: string } }) => p.title.rendered.toLowerCase());
    expect(titles).toEqual([...titles].sort());
    const byId = await wp('/wp-json/wp/v2/games?orderby=id&order=asc&include=105,101,103&_fields=id');
    expect(byId.body).toEqual([{ id: 101 }, { id: 103 }, { id: 105 }]);
    const byInclude = await wp('/wp-json/wp/v2/games?orderby=include&include=105,101,103&_fields=id');
    expect(byInclude.body).toEqual([{ id: 105 }, { id: 101 }, { id: 103 }]);
    const excluded = await wp('/wp-json/wp/v2/games?exclude=100&per_page=100&_fields=id');
    expect(excluded.body.map((p: { id: number }) => p.id)).not.toContain(100);
  });

  it('rejects a bad orderby and non-integer ids like WordPress', async () => {
    const a = await wp('/wp-json/wp/v2/games?orderby=popularity');
    expect(a.status).toBe(400);
    expect(a.body.data.details.orderby.code).toBe('rest_not_in_enum');
    const b = await wp('/wp-json/wp/v2/games?categories=abc');
    expect(b.status).toBe(400);
    expect(b.body.data.details.categories.code).toBe('rest_no_matching_schema');
    expect((await wp('/wp-json/wp/v2/games?orderby=relevance')).body.code).toBe('rest_no_search_term_defined');
  });

  it('ignores unknown params (lang, locale, acf_format on non-ACF routes, anything)', async () => {
    const plain = await wp('/wp-json/wp/v2/pages?slug=home');
    for (const extra of ['lang=fi', 'locale=en-ie', 'acf_format=standard', 'utm_source=x&foo[]=1']) {
      const a = await wp(`/wp-json/wp/v2/pages?slug=home&${extra}`);
      expect(a.status, extra).toBe(200);
      expect(a.body, extra).toEqual(plain.body);
    }
    expect((await wp('/wp-json/wp/v2/categories?lang=es&parent=87')).status).toBe(200);
  });

  it('serves the ?rest_route= form on / the same as /wp-json/', async () => {
    const pretty = await wp('/wp-json/wp/v2/games?per_page=3&page=2');
    const plain = await wp('/?rest_route=/wp/v2/games&per_page=3&page=2');
    expect(plain.status).toBe(200);
    expect(plain.body).toEqual(pretty.body);
    expect(totals(plain)).toEqual(totals(pretty));
    expect((await wp('/?rest_route=/wp/v2/games/999')).body.code).toBe('rest_post_invalid_id');
  });

  it('leaves / to the other emulator routes when there is no rest_route', async () => {
    const emulator = createEmulator({ catalogueSize: 10 });
    const res = await emulator.request('http://cms.test/?rest_route=/wp/v2/pages&slug=home');
    expect(res.status).toBe(200);
    expect(((await res.json()) as { slug: string }[])[0]!.slug).toBe('home');
    const other = await emulator.request('http://cms.test/?foo=1');
    expect(await other.text()).not.toContain('rest_no_route');
  });

  it('answers unknown ids with 404 and unknown routes with rest_no_route', async () => {
    const post = await wp('/wp-json/wp/v2/games/999');
    expect(post.status).toBe(404);
    expect(post.body).toEqual({ code: 'rest_post_invalid_id', message: 'Invalid post ID.', data: { status: 404 } });
    // A page id under /games is as unknown as a missing one.
    expect((await wp('/wp-json/wp/v2/games/10')).status).toBe(404);
    expect((await wp('/wp-json/wp/v2/categories/9999')).body.code).toBe('rest_term_invalid');
    expect((await wp('/wp-json/wp/v2/media/1')).body.code).toBe('rest_post_invalid_id');
    expect((await wp('/wp-json/wp/v2/nothing')).body.code).toBe('rest_no_route');
    const write = await wp('/wp-json/wp/v2/games', { method: 'POST' });
    expect([write.status, write.body.code]).toEqual([401, 'rest_cannot_create']);
  });

  it('accepts a trailing slash on routes', async () => {
    expect((await wp('/wp-json/wp/v2/games/')).status).toBe(200);
  });
});
