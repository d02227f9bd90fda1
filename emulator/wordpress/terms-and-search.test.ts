import { describe, expect, it } from 'vitest';
import type { RestSearchResult, RestTerm } from './rest-shapes';
import { IRISH_GAMES } from '../data/irish-games';
import { ORIGIN, totals, wp } from './wp-test-client';

describe('WordPress categories (WP 6.1 terms controller)', () => {
  it('lists theme terms under 87, name-ordered, with consistent counts', async () => {
    const a = await wp<RestTerm[]>('/wp-json/wp/v2/categories?parent=87&per_page=100');
    const slugs = a.body.map((t) => t.slug);
    expect(slugs).toEqual(expect.arrayContaining(['drops-and-wins', 'jackpot-king', 'tv-and-movies', 'irish', 'popular', 'fish']));
    expect(a.body.every((t) => t.parent === 87 && t.taxonomy === 'category')).toBe(true);
    const names = a.body.map((t) => t.name.toLowerCase());
    expect(names).toEqual([...names].sort());
    // Names come back with '&' stored as '&amp;'.
    expect(a.body.find((t) => t.slug === 'drops-and-wins')!.name).toBe('Drops &amp; Wins');
    const irish = a.body.find((t) => t.slug === 'irish')!;
    const games = await wp(`/wp-json/wp/v2/games?categories=${irish.id}&per_page=100&_fields=id`);
    const magazine = await wp(`/wp-json/wp/v2/magazine?categories=${irish.id}&per_page=100&_fields=id`);
    expect(irish.count).toBe(games.body.length + magazine.body.length);
  });

  it('lists one provider term per provider of the Irish sample under 132', async () => {
    const a = await wp<RestTerm[]>('/wp-json/wp/v2/categories?parent=132&per_page=100');
    expect(a.body).toHaveLength(new Set(IRISH_GAMES.map((g) => g.provider)).size);
    const one = await wp<RestTerm[]>('/wp-json/wp/v2/categories?slug=play-n-go&parent=132');
    expect(one.body).toHaveLength(1);
    expect(one.body[0]).toMatchObject({ name: "Play'n GO", parent: 132, link: `${ORIGIN}/category/providers/play-n-go/` });
    expect((await wp('/wp-json/wp/v2/categories?slug=play-n-go&parent=87')).body).toEqual([]);
  });

  it('keeps the fixed ids 1, 87 and 132 and answers one term by id', async () => {
    const top = await wp<RestTerm[]>('/wp-json/wp/v2/categories?parent=0&orderby=id');
    expect(top.body.map((t) => [t.id, t.slug])).toEqual([[1, 'uncategorized'], [87, 'themes'], [132, 'providers']]);
    const one = await wp<RestTerm>('/wp-json/wp/v2/categories/87');
    expect(one.body).toMatchObject({ id: 87, name: 'Themes', parent: 0, count: 0 });
  });

  it('hide_empty drops empty terms but keeps empty parents of non-empty children', async () => {
    const a = await wp<RestTerm[]>('/wp-json/wp/v2/categories?hide_empty=true&per_page=100');
    const slugs = a.body.map((t) => t.slug);
    expect(slugs).toContain('themes');
    expect(slugs).not.toContain('uncategorized');
    expect(slugs).not.toContain('slingo');
    expect((await wp('/wp-json/wp/v2/categories?hide_empty=maybe')).body.code).toBe('rest_invalid_param');
  });

  it('answers the site\'s theme-list call (_fields=slug,name, lang ignored)', async () => {
    const a = await wp('/wp-json/wp/v2/categories?lang=en&parent=87&per_page=100&_fields=slug,name');
    expect(a.body[0]).toEqual({ name: expect.any(String), slug: expect.any(String) });
    expect(totals(a)).toEqual([String(a.body.length), '1']);
  });
});

describe('WordPress search (WP 6.1 search controller, post handler)', () => {
  it('finds posts of every type, relevance first, with totals headers', async () => {
    const a = await wp<RestSearchResult[]>('/wp-json/wp/v2/search?search=clover&_embed&page=1');
    expect(a.status).toBe(200);
    expect(a.body.length).toBeGreaterThan(2);
    expect(Number(a.headers.get('X-WP-Total'))).toBe(a.body.length);
    expect(a.headers.get('X-WP-TotalPages')).toBe('1');
    for (const r of a.body) expect(r).toMatchObject({ id: expect.any(Number), title: expect.any(String), url: expect.stringContaining(ORIGIN), type: 'post' });
    expect(new Set(a.body.map((r) => r.subtype))).toEqual(new Set(['games', 'magazine', 'promotions', 'themes']));
    // Title matches rank above content-only matches.
    const firstContentOnly = a.body.findIndex((r) => !/clover/i.test(r.title));
    expect(a.body.slice(firstContentOnly).every((r) => !/clover/i.test(r.title))).toBe(true);
  });

  it('embeds each result as its post (self link, embed context)', async () => {
    const a = await wp('/wp-json/wp/v2/search?search=clover&_embed&per_page=1');
    const [result] = a.body;
    expect(result._links.self[0]).toMatchObject({ embeddable: true });
    expect(result._embedded.self[0]).toMatchObject({ id: result.id, slug: expect.any(String), title: { rendered: result.title } });
    expect(result._embedded.self[0].content).toBeUndefined();
  });

  it('pages with per_page, applies the per_page rules, and answers 200 [] with totals 0 past the end', async () => {
    const p2 = await wp('/wp-json/wp/v2/search?search=irish&per_page=2&page=2');
    expect(p2.body).toHaveLength(2);
    expect((await wp('/wp-json/wp/v2/search?search=irish&per_page=101')).body.code).toBe('rest_invalid_param');
    // Unlike post types (400 rest_post_invalid_page_number): WP_Query leaves found_posts at 0 past the end.
    const past = await wp('/wp-json/wp/v2/search?search=clover&page=9');
    expect([past.status, past.body, totals(past)]).toEqual([200, [], ['0', '0']]);
    const nothing = await wp('/wp-json/wp/v2/search?search=zzzqqq&page=3');
    expect([nothing.status, nothing.body, totals(nothing)]).toEqual([200, [], ['0', '0']]);
  });

  it('limits by subtype and drops stopwords and excluded terms', async () => {
    const games = await wp<RestSearchResult[]>('/wp-json/wp/v2/search?search=clover&subtype=games');
    expect(games.body.every((r) => r.subtype === 'games')).toBe(true);
    const withStopword = await wp('/wp-json/wp/v2/search?search=the%20clover&subtype=games');
    expect(withStopword.body).toEqual(games.body);
    const minus = await wp<RestSearchResult[]>('/wp-json/wp/v2/search?search=clover%20-gold&subtype=games');
    expect(minus.body.map((r) => r.title)).not.toContain('Lucky Clover Gold');
  });
});
