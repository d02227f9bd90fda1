import { describe, expect, it } from 'vitest';
import type { GameFieldGroup, PromotionFieldGroup, RestPost } from './rest-shapes';
import { ORIGIN, wp } from './wp-test-client';

type Game = RestPost<GameFieldGroup>;

describe('WordPress item shapes: _embed, _fields, acf, yoast (WP 6.1)', () => {
  it('embeds featured media and terms (an array of arrays) when the post has an image', async () => {
    const [game] = (await wp<Game[]>('/wp-json/wp/v2/games?slug=lucky-clover-gold&_embed=1')).body;
    expect(game!._links).toMatchObject({
      self: [{ href: `${ORIGIN}/wp-json/wp/v2/games/${game!.id}` }],
      collection: [{ href: `${ORIGIN}/wp-json/wp/v2/games` }],
      'wp:featuredmedia': [{ embeddable: true, href: `${ORIGIN}/wp-json/wp/v2/media/${game!.featured_media}` }],
      'wp:term': [{ taxonomy: 'category', embeddable: true }],
    });
    const media = game!._embedded!['wp:featuredmedia']!;
    expect(media).toHaveLength(1);
    expect(media[0]).toMatchObject({ id: game!.featured_media, source_url: `${ORIGIN}/artwork/cms/lucky-clover-gold.jpg`, mime_type: 'image/jpeg' });
    expect(media[0]!.media_details).toMatchObject({ width: 1200, height: 630 });
    const terms = game!._embedded!['wp:term']!;
    expect(terms).toHaveLength(1);
    expect(terms[0]!.map((t) => t.slug).sort()).toEqual(['blueprint', 'irish', 'jackpots']);
    // Embedded terms are in the embed context: no count, description or parent.
    expect(Object.keys(terms[0]![0]!)).toEqual(['id', 'link', 'name', 'slug', 'taxonomy', '_links']);
  });

  it('omits wp:featuredmedia (link and embed) for a post without a featured image', async () => {
    const [game] = (await wp<Game[]>('/wp-json/wp/v2/games?slug=rainbow-riches-pick-n-mix&_embed')).body;
    expect(game!.featured_media).toBe(0);
    expect(game!._links!['wp:featuredmedia']).toBeUndefined();
    expect(game!._embedded!['wp:featuredmedia']).toBeUndefined();
    expect(game!._embedded!['wp:term']![0]!.length).toBeGreaterThan(0);
  });

  it('has no _embedded at all when nothing embeddable is set, and none without _embed', async () => {
    const [intro] = (await wp<RestPost[]>('/wp-json/wp/v2/providers?slug=red-tiger&_embed=true')).body;
    expect(intro!._embedded).toBeUndefined();
    const [game] = (await wp<Game[]>('/wp-json/wp/v2/games?slug=lucky-clover-gold')).body;
    expect(game!._links).toBeDefined();
    expect(game!._embedded).toBeUndefined();
  });

  it('embeds only the rels listed in _embed', async () => {
    const [game] = (await wp<Game[]>('/wp-json/wp/v2/games?slug=lucky-clover-gold&_embed=wp:term')).body;
    expect(Object.keys(game!._embedded!)).toEqual(['wp:term']);
  });

  it('keeps only the listed top-level and dotted _fields', async () => {
    const slugs = await wp('/wp-json/wp/v2/games?per_page=3&_fields=slug');
    expect(slugs.body).toEqual([{ slug: expect.any(String) }, { slug: expect.any(String) }, { slug: expect.any(String) }]);
    const dotted = await wp('/wp-json/wp/v2/games?slug=rainbow-riches&_fields=id,acf.game_id');
    expect(dotted.body).toEqual([{ id: expect.any(Number), acf: { game_id: 7038 } }]);
  });

  it('drops _links and _embedded under _fields unless both are listed', async () => {
    const dropped = await wp('/wp-json/wp/v2/games?slug=lucky-clover-gold&_embed&_fields=slug,_embedded');
    expect(dropped.body).toEqual([{ slug: 'lucky-clover-gold' }]);
    const kept = await wp<Game[]>('/wp-json/wp/v2/games?slug=lucky-clover-gold&_embed&_fields=slug,_links,_embedded');
    expect(Object.keys(kept.body[0]!)).toEqual(['slug', '_links', '_embedded']);
    expect(kept.body[0]!._embedded!['wp:featuredmedia']).toHaveLength(1);
  });

  it('formats ACF images as attachment ids by default and as objects with acf_format=standard', async () => {
    const light = (await wp<Game[]>('/wp-json/wp/v2/games?slug=rainbow-riches')).body[0]!;
    expect(typeof light.acf).toBe('object');
    const acf = light.acf as GameFieldGroup;
    expect(acf).toMatchObject({ game_id: 7038, provider: 'Barcrest', review: true, megaways: false });
    expect(typeof acf.hero_image).toBe('number');
    const standard = (await wp<Game[]>('/wp-json/wp/v2/games?slug=rainbow-riches&acf_format=standard')).body[0]!.acf as GameFieldGroup;
    expect(standard.hero_image).toMatchObject({ id: acf.hero_image, url: `${ORIGIN}/artwork/cms/rainbow-riches-hero.jpg`, width: 1600, height: 900, mime_type: 'image/jpeg' });
    const promo = (await wp<RestPost<PromotionFieldGroup>[]>('/wp-json/wp/v2/promotions?slug=welcome-package&acf_format=standard')).body[0]!.acf as PromotionFieldGroup;
    expect(promo.banner_image).toMatchObject({ url: `${ORIGIN}/artwork/cms/welcome-package-banner.jpg` });
  });

  it('answers acf: [] for a post without ACF values, on every custom type', async () => {
    expect((await wp('/wp-json/wp/v2/providers?slug=evolution')).body[0].acf).toEqual([]);
    expect((await wp('/wp-json/wp/v2/magazine?per_page=1')).body[0].acf).toEqual([]);
    expect((await wp('/wp-json/wp/v2/themes?slug=irish')).body[0].acf).toEqual({ intro: "Leprechauns, shamrocks and the luck o' the Irish." });
  });

  it('entity-encodes rendered titles and Yoast text the way WordPress does', async () => {
    const [page] = (await wp<RestPost[]>('/wp-json/wp/v2/pages?slug=jackpot-king')).body;
    expect(page!.title.rendered).toBe('Jackpot King: Blueprint&#8217;s Pots &#038; Prizes');
    const y = page!.yoast_head_json!;
    expect(y.title).toBe('Jackpot King: Blueprint&#8217;s Pots &amp; Prizes &#8211; Shamrock Spins');
    expect(y.description).toBe('Jackpot King slots: Blueprint&#8217;s progressive network &amp; its biggest pots.');
    expect(y).toMatchObject({
      robots: { index: 'index', follow: 'follow' },
      canonical: `${ORIGIN}/jackpot-king/`,
      og_locale: 'en_GB',
      og_type: 'article',
      og_url: `${ORIGIN}/jackpot-king/`,
      og_site_name: 'Shamrock Spins',
      og_image: [{ width: 1200, height: 630, url: `${ORIGIN}/artwork/cms/jackpot-king.jpg`, type: 'image/jpeg' }],
      twitter_card: 'summary_large_image',
    });
    expect(y.schema).toMatchObject({ '@context': 'https://schema.org' });
    const [game] = (await wp<Game[]>('/wp-json/wp/v2/games?slug=finns-golden-tavern')).body;
    expect(game!.title.rendered).toBe('Finn&#8217;s Golden Tavern');
  });

  it('gives every post and page yoast_head_json; og_image only with an image; noindex on the archived promotion', async () => {
    const pages = (await wp<RestPost[]>('/wp-json/wp/v2/pages?per_page=100')).body;
    expect(pages.length).toBe(12);
    for (const p of pages) expect(p.yoast_head_json?.title, p.slug).toMatch(/&#8211; Shamrock Spins$/);
    expect(pages.find((p) => p.slug === 'slots')!.yoast_head_json!.og_image).toBeUndefined();
    expect(pages.find((p) => p.slug === 'home')!.yoast_head_json).toMatchObject({ og_type: 'website', canonical: `${ORIGIN}/` });
    const [archived] = (await wp<RestPost[]>('/wp-json/wp/v2/promotions?slug=summer-sizzler-archived')).body;
    expect(archived!.yoast_head_json!.robots).toEqual({ index: 'noindex', follow: 'follow' });
  });

  it('serves one post by id with the item links and PHP-style JSON escaping', async () => {
    const list = await wp<Game[]>('/wp-json/wp/v2/games?slug=rainbow-riches');
    const one = await wp<Game>(`/wp-json/wp/v2/games/${list.body[0]!.id}`);
    expect(one.status).toBe(200);
    expect(one.body).toEqual(list.body[0]);
    expect(one.headers.get('X-WP-Total')).toBeNull();
    expect(one.text).toContain('http:\\/\\/cms.test\\/casino\\/games\\/rainbow-riches\\/');
  });

  it('serves media items with source_url and the attachment fields', async () => {
    const [game] = (await wp<Game[]>('/wp-json/wp/v2/games?slug=lucky-clover-gold')).body;
    const media = await wp(`/wp-json/wp/v2/media/${game!.featured_media}`);
    expect(media.status).toBe(200);
    expect(media.body).toMatchObject({ type: 'attachment', status: 'inherit', media_type: 'image', alt_text: 'Lucky Clover Gold reels', post: game!.id });
    expect(media.body.source_url).toBe(`${ORIGIN}/artwork/cms/lucky-clover-gold.jpg`);
  });
});
