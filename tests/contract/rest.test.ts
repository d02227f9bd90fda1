import { describe, expect, it } from 'vitest';
import { CMS_POSTS } from '../../emulator/data/cms-content';
import { PROVIDERS_TERM, THEMES_TERM } from '../../emulator/data/cms-terms';
import type { GameAcf, WpPost, WpTerm } from '../../worker/content/wordpress/wire';
import { ORIGIN, TARGET, totals, wp, wpPlain } from './target';

/**
 * The WordPress REST behaviours a client must handle (STACK.md), asserted over raw HTTP so headers and error
 * bodies are visible. The same assertions hold against the emulator and a real WordPress 6.1.
 */
type Game = WpPost<GameAcf>;
const count = (type: string) => CMS_POSTS.filter((p) => p.type === type).length;

describe(`WordPress REST behaviours (${TARGET})`, () => {
  it('lists carry X-WP-Total and X-WP-TotalPages (10 per page by default) and the WordPress JSON content type', async () => {
    const a = await wp('/wp/v2/games?per_page=4');
    expect(a.status).toBe(200);
    expect(a.headers.get('content-type')).toBe('application/json; charset=UTF-8');
    expect(a.body).toHaveLength(4);
    expect(totals(a)).toEqual([String(count('games')), String(Math.ceil(count('games') / 4))]);
    expect(a.headers.get('Link')).toBe(`<${ORIGIN}/wp-json/wp/v2/games?per_page=4&page=2>; rel="next"`);
    const magazine = await wp('/wp/v2/magazine');
    expect(magazine.body).toHaveLength(10);
    expect(totals(magazine)).toEqual([String(count('magazine')), String(Math.ceil(count('magazine') / 10))]);
    const dates = magazine.body.map((p: { date: string }) => p.date);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('per_page is 1–100: 101 (and 0) is a 400 rest_invalid_param naming per_page', async () => {
    for (const route of ['/wp/v2/games?per_page=101', '/wp/v2/categories?per_page=0', '/wp/v2/search?search=irish&per_page=500']) {
      const a = await wp(route);
      expect([a.status, a.body.code], route).toEqual([400, 'rest_invalid_param']);
      expect(Object.keys(a.body.data.params), route).toEqual(['per_page']);
    }
    expect((await wp('/wp/v2/games?per_page=101')).body.data.details.per_page.code).toBe('rest_out_of_bounds');
    expect((await wp('/wp/v2/games?per_page=100')).status).toBe(200);
    const abc = await wp('/wp/v2/games?page=abc');
    expect([abc.status, abc.body.data.details.page.code]).toEqual([400, 'rest_invalid_type']);
  });

  it('a post type past its last page is a 400 rest_post_invalid_page_number', async () => {
    const a = await wp('/wp/v2/games?per_page=5&page=99');
    expect([a.status, a.body.code, a.body.data.status]).toEqual([400, 'rest_post_invalid_page_number', 400]);
    const lastPage = Math.ceil(count('games') / 5);
    expect((await wp(`/wp/v2/games?per_page=5&page=${lastPage}`)).status).toBe(200);
    expect((await wp(`/wp/v2/games?per_page=5&page=${lastPage + 1}`)).status).toBe(400);
  });

  it('an empty post type (posts), even past the end, and a slug that matches nothing are 200 [] with totals 0', async () => {
    for (const route of ['/wp/v2/posts', '/wp/v2/posts?page=3', '/wp/v2/games?slug=no-such-game&page=2']) {
      const a = await wp(route);
      expect([a.status, a.body, totals(a)], route).toEqual([200, [], ['0', '0']]);
    }
  });

  it('categories past the end are 200 [] with the real totals', async () => {
    const a = await wp('/wp/v2/categories?per_page=100&page=5');
    expect([a.status, a.body]).toEqual([200, []]);
    expect(Number(a.headers.get('X-WP-Total'))).toBeGreaterThan(40);
    expect(a.headers.get('X-WP-TotalPages')).toBe('1');
  });

  it('search past the end is 200 [] with totals 0 (not a 400)', async () => {
    const a = await wp('/wp/v2/search?search=clover&page=9');
    expect([a.status, a.body, totals(a)]).toEqual([200, [], ['0', '0']]);
  });

  it('slug filters always answer an array: one slug, a comma list, slug[] and an unknown slug', async () => {
    const one = await wp('/wp/v2/games?slug=finns-golden-tavern');
    expect(one.body.map((p: { slug: string }) => p.slug)).toEqual(['finns-golden-tavern']);
    const two = await wp('/wp/v2/games?slug=finns-golden-tavern,rainbow-riches&orderby=slug&order=asc&_fields=slug');
    expect(two.body).toEqual([{ slug: 'finns-golden-tavern' }, { slug: 'rainbow-riches' }]);
    const brackets = await wp('/wp/v2/games?slug[]=rainbow-riches&slug[]=pot-of-gold-jpk&_fields=slug');
    expect(brackets.body).toHaveLength(2);
    const none = await wp('/wp/v2/pages?slug=nope');
    expect([none.status, none.body]).toEqual([200, []]);
  });

  it('_embed: wp:featuredmedia only when a featured image is set; wp:term is an array of arrays of embed-context terms', async () => {
    const [game] = (await wp<Game[]>('/wp/v2/games?slug=lucky-clover-gold&_embed=1')).body;
    expect(game!._links!['wp:featuredmedia']).toEqual([{ embeddable: true, href: `${ORIGIN}/wp-json/wp/v2/media/${game!.featured_media}` }]);
    const media = game!._embedded!['wp:featuredmedia']!;
    expect(media).toHaveLength(1);
    expect(media[0]).toMatchObject({ id: game!.featured_media, source_url: `${ORIGIN}/artwork/cms/lucky-clover-gold.jpg`, mime_type: 'image/jpeg', alt_text: 'Lucky Clover Gold reels' });
    expect(media[0]!.media_details).toMatchObject({ width: 1200, height: 630 });
    const terms = game!._embedded!['wp:term']!;
    expect(Array.isArray(terms) && terms.every(Array.isArray)).toBe(true);
    expect(terms).toHaveLength(1);
    expect(terms[0]!.map((t) => t.slug).sort()).toEqual(['blueprint', 'irish', 'jackpots']);
    expect(Object.keys(terms[0]![0]!)).toEqual(['id', 'link', 'name', 'slug', 'taxonomy', '_links']);
    // Terms come ordered by name, embedded and in the post's own `categories` alike.
    const names = terms[0]!.map((t) => t.name);
    expect(names).toEqual([...names].sort());
    expect(game!.categories).toEqual(terms[0]!.map((t) => t.id));

    const [plain] = (await wp<Game[]>('/wp/v2/games?slug=rainbow-riches-pick-n-mix&_embed')).body;
    expect(plain!.featured_media).toBe(0);
    expect(plain!._links!['wp:featuredmedia']).toBeUndefined();
    expect(plain!._embedded!['wp:featuredmedia']).toBeUndefined();
    expect(plain!._embedded!['wp:term']![0]!.length).toBeGreaterThan(0);

    // Nothing embeddable at all: no _embedded key; no _embed: links but no embeds.
    expect((await wp('/wp/v2/providers?slug=red-tiger&_embed=true')).body[0]._embedded).toBeUndefined();
    const [bare] = (await wp<Game[]>('/wp/v2/games?slug=lucky-clover-gold')).body;
    expect([bare!._links !== undefined, bare!._embedded]).toEqual([true, undefined]);
  });

  it('_fields keeps the listed fields (dotted too); embeds survive only with both _links and _embedded', async () => {
    expect((await wp('/wp/v2/games?per_page=2&_fields=slug')).body).toEqual([{ slug: expect.any(String) }, { slug: expect.any(String) }]);
    expect((await wp('/wp/v2/games?slug=rainbow-riches&_fields=id,acf.game_id')).body).toEqual([{ id: expect.any(Number), acf: { game_id: 7038 } }]);
    expect((await wp('/wp/v2/games?slug=lucky-clover-gold&_embed&_fields=slug,_embedded')).body).toEqual([{ slug: 'lucky-clover-gold' }]);
    const kept = await wp<Game[]>('/wp/v2/games?slug=lucky-clover-gold&_embed&_fields=slug,_links,_embedded');
    expect(Object.keys(kept.body[0]!)).toEqual(['slug', '_links', '_embedded']);
    expect(kept.body[0]!._embedded!['wp:featuredmedia']).toHaveLength(1);
  });

  it('ACF: image fields are ids by default and objects with acf_format=standard; [] for a post without values', async () => {
    const light = (await wp<Game[]>('/wp/v2/games?slug=rainbow-riches')).body[0]!.acf as GameAcf;
    expect(light).toMatchObject({ game_id: 7038, provider: 'Barcrest', review: true, megaways: false });
    expect(typeof light.hero_image).toBe('number');
    const standard = (await wp<Game[]>('/wp/v2/games?slug=rainbow-riches&acf_format=standard')).body[0]!.acf as GameAcf;
    expect(standard.hero_image).toMatchObject({ id: light.hero_image, url: `${ORIGIN}/artwork/cms/rainbow-riches-hero.jpg`, width: 1600, height: 900 });
    expect((await wp('/wp/v2/games?slug=rainbow-riches-pick-n-mix&acf_format=standard')).body[0].acf.hero_image).toBe(false);
    // A checkbox is an array in both formats ([] when nothing is ticked), a number field a number or null.
    const clover = (await wp<Game[]>('/wp/v2/games?slug=lucky-clover-gold')).body[0]!.acf as GameAcf;
    expect(clover).toMatchObject({ max_win: 5000, features: ['wilds', 'hold-and-win', 'jackpot'] });
    const live = (await wp<Game[]>('/wp/v2/games?slug=irish-live-roulette&acf_format=standard')).body[0]!.acf as GameAcf;
    expect(live).toMatchObject({ max_win: null, features: [] });
    const promotions = (await wp<{ slug: string; acf: { currencies: string[] } }[]>('/wp/v2/promotions?per_page=100')).body;
    expect(promotions.find((p) => p.slug === 'refer-a-friend')!.acf.currencies).toEqual(['GBP']);
    expect(promotions.find((p) => p.slug === 'cashback-weekend')!.acf.currencies).toEqual([]);
    expect((await wp('/wp/v2/providers?slug=evolution')).body[0].acf).toEqual([]);
    expect((await wp('/wp/v2/magazine?per_page=1')).body[0].acf).toEqual([]);
  });

  it('titles, terms and Yoast text are entity-encoded as WordPress sends them', async () => {
    const [page] = (await wp<WpPost[]>('/wp/v2/pages?slug=jackpot-king')).body;
    expect(page!.title.rendered).toBe('Jackpot King: Blueprint&#8217;s Pots &#038; Prizes');
    expect(page!.yoast_head_json!.title).toBe('Jackpot King: Blueprint&#8217;s Pots &amp; Prizes &#8211; Shamrock Spins');
    const [game] = (await wp<Game[]>('/wp/v2/games?slug=finns-golden-tavern')).body;
    expect(game!.title.rendered).toBe('Finn&#8217;s Golden Tavern');
    expect(game!.content!.rendered).toContain('<ul>\n<li>Try it in demo mode first</li>\n<li>');
    const drops = (await wp<WpTerm[]>('/wp/v2/categories?slug=drops-and-wins')).body[0]!;
    expect(drops.name).toBe('Drops &amp; Wins');
  });

  it('search finds every post type, title matches first, with totals headers', async () => {
    const a = await wp('/wp/v2/search?search=clover&_embed&page=1');
    expect(a.status).toBe(200);
    expect(Number(a.headers.get('X-WP-Total'))).toBe(a.body.length);
    expect(a.headers.get('X-WP-TotalPages')).toBe('1');
    const titles: string[] = a.body.map((r: { title: string }) => r.title);
    const firstContentOnly = titles.findIndex((t) => !/clover/i.test(t));
    expect(titles.slice(firstContentOnly).every((t) => !/clover/i.test(t))).toBe(true);
    expect(a.body[0]._embedded.self[0]).toMatchObject({ id: a.body[0].id, title: { rendered: a.body[0].title } });
    const games = await wp('/wp/v2/games?search=CLOVER&_fields=slug');
    expect(games.body.map((p: { slug: string }) => p.slug)).toEqual(expect.arrayContaining(['lucky-clover-gold', 'four-leaf-fortunes-megaways']));
  });

  it('categories by parent: themes under 87, providers under 132, fixed ids', async () => {
    const themes = await wp<WpTerm[]>(`/wp/v2/categories?parent=${THEMES_TERM}&per_page=100`);
    expect(themes.body.every((t) => t.parent === THEMES_TERM)).toBe(true);
    expect(themes.body.map((t) => t.slug)).toEqual(expect.arrayContaining(['drops-and-wins', 'jackpot-king', 'irish']));
    const providers = await wp<WpTerm[]>(`/wp/v2/categories?slug=play-n-go&parent=${PROVIDERS_TERM}`);
    expect(providers.body).toEqual([expect.objectContaining({ name: "Play'n GO", parent: PROVIDERS_TERM, link: `${ORIGIN}/category/providers/play-n-go/` })]);
    const top = await wp<WpTerm[]>('/wp/v2/categories?parent=0&orderby=id');
    expect(top.body.map((t) => [t.id, t.slug])).toEqual([[1, 'uncategorized'], [THEMES_TERM, 'themes'], [PROVIDERS_TERM, 'providers']]);
    const irish = themes.body.find((t) => t.slug === 'irish')!;
    const filed = CMS_POSTS.filter((p) => p.categories.includes(irish.id)).length;
    expect(irish.count).toBe(filed);
  });

  it('ignores params it does not register (lang, locale, acf_format on pages, anything)', async () => {
    const plain = await wp('/wp/v2/pages?slug=home');
    for (const extra of ['lang=fi', 'locale=en-ie', 'acf_format=standard', 'utm_source=x&foo[]=1']) {
      const a = await wp(`/wp/v2/pages?slug=home&${extra}`);
      expect(a.status, extra).toBe(200);
      expect(a.body, extra).toEqual(plain.body);
    }
    expect((await wp(`/wp/v2/categories?lang=es&parent=${THEMES_TERM}`)).status).toBe(200);
  });

  it('unknown ids are 404 with the code to match on; unknown routes rest_no_route', async () => {
    const post = await wp('/wp/v2/games/999');
    expect([post.status, post.body]).toEqual([404, { code: 'rest_post_invalid_id', message: 'Invalid post ID.', data: { status: 404 } }]);
    expect((await wp('/wp/v2/games/10')).status).toBe(404);
    expect((await wp('/wp/v2/categories/9999')).body.code).toBe('rest_term_invalid');
    expect((await wp('/wp/v2/nothing')).body.code).toBe('rest_no_route');
  });

  it('one post by id is the list item, with an alternate link to its page', async () => {
    const [listed] = (await wp<Game[]>('/wp/v2/games?slug=rainbow-riches')).body;
    const one = await wp<Game>(`/wp/v2/games/${listed!.id}`);
    expect(one.body).toEqual(listed);
    expect(one.headers.get('X-WP-Total')).toBeNull();
    expect(one.headers.get('Link')).toBe(`<${ORIGIN}/casino/games/rainbow-riches/>; rel="alternate"; type=text/html`);
    expect(one.text).toContain(`${ORIGIN.replace(/\//g, '\\/')}\\/casino\\/games\\/rainbow-riches\\/`);
  });

  it('serves the ?rest_route= form like /wp-json/', async () => {
    const pretty = await wp('/wp/v2/games?per_page=3&page=2');
    const plain = await wpPlain('/wp/v2/games?per_page=3&page=2');
    expect(plain.status).toBe(200);
    expect(plain.body).toEqual(pretty.body);
    expect(totals(plain)).toEqual(totals(pretty));
    expect((await wpPlain('/wp/v2/games/999')).body.code).toBe('rest_post_invalid_id');
  });
});
