import { describe, expect, it } from 'vitest';
import { CMS_GAMES } from '../../emulator/data/cms-games';
import { CMS_POSTS } from '../../emulator/data/cms-content';
import { CMS_TERMS, PROVIDERS_TERM, THEMES_TERM } from '../../emulator/data/cms-terms';
import type { ContentCache } from '../../worker/content/cache';
import type { Lookup } from '../../worker/content/upstream';
import { WordPressClient } from '../../worker/content/wordpress/client';
import { BASE, ORIGIN, TARGET } from './target';

/** A lookup that must have found something. */
function value<T>(lookup: Lookup<T>): T {
  if (!lookup.ok) throw new Error(`expected a value, got a ${lookup.code} miss`);
  return lookup.value;
}

/**
 * Every WordPress call of SPEC §7 exactly as the site makes them: the worker's WordPressClient with a real fetch,
 * no cache and an identity sanitiser, pointed at the target. Expectations come from the source records
 * (emulator/data/cms-*.ts) both servers are filled from.
 */
const noCache = { get: <T>(_key: string, fetcher: (signal: AbortSignal) => Promise<T>) => fetcher(new AbortController().signal) } as unknown as ContentCache;
const urls: string[] = [];
const client = new WordPressClient({
  baseUrl: BASE,
  cache: noCache,
  sanitise: async (html) => html,
  brandName: 'Shamrock Spins',
  fetch: (input, init) => {
    urls.push(input);
    return fetch(input, init);
  },
});

const posts = (type: string) => CMS_POSTS.filter((p) => p.type === type);
const byDateDesc = <T extends { date: string }>(list: readonly T[]) => [...list].sort((a, b) => (a.date < b.date ? 1 : -1));

describe(`the site's WordPress client against ${TARGET}`, () => {
  it('/pages?slug&lang: the first item, decoded text, Yoast SEO; nothing for an unknown slug', async () => {
    const page = await client.getPage('jackpot-king', 'en-ie');
    expect(page).toMatchObject({
      slug: 'jackpot-king',
      title: "Jackpot King: Blueprint’s Pots & Prizes",
      excerpt: "Blueprint’s progressive jackpot network & its biggest pots.",
      // SPEC §7 asks pages without _embed: no featured media to read.
      image: null,
    });
    expect(page!.content).toContain('<p>Every Jackpot King game shares one progressive pot &#8211; land five crowns');
    expect(page!.seo).toMatchObject({
      title: 'Jackpot King: Blueprint’s Pots & Prizes',
      description: 'Jackpot King slots: Blueprint’s progressive network & its biggest pots.',
      canonical: `${ORIGIN}/jackpot-king/`,
      robots: 'index, follow',
      ogType: 'article',
      ogImage: { url: `${ORIGIN}/artwork/cms/jackpot-king.jpg`, width: 1200, height: 630, type: 'image/jpeg' },
    });
    expect((await client.getPage('home'))!.seo).toMatchObject({ ogType: 'website', canonical: `${ORIGIN}/` });
    expect(await client.getPage('no-such-page')).toBeUndefined();
  });

  it('/games?locale&_embed&slug&acf_format=standard: the game page with ACF, hero image and embedded terms', async () => {
    const game = value(await client.getGame('lucky-clover-gold', 'en-ie'));
    const source = CMS_GAMES.find((g) => g.slug === 'lucky-clover-gold')!;
    expect(game).toMatchObject({
      id: source.id,
      slug: 'lucky-clover-gold',
      title: 'Lucky Clover Gold',
      gameId: source.acf!.game_id,
      provider: 'Blueprint Gaming',
      review: true,
      megaways: false,
      rtp: '96.2%',
      volatility: 'Medium',
      reels: 5,
      paylines: '25',
      minBet: '£0.10',
      maxBet: '£100',
      releaseDate: '2024-02-14',
      // Data fields the site labels in the visitor's language: a number and an ACF checkbox's array of keys.
      maxWin: 5000,
      features: ['wilds', 'hold-and-win', 'jackpot'],
      language: 'en',
      // The ACF hero image (acf_format=standard gives an object) wins over the featured image.
      image: { url: `${ORIGIN}/artwork/cms/lucky-clover-gold-hero.jpg`, width: 1600, height: 900, alt: 'Lucky Clover Gold bonus round' },
    });
    expect(game.excerpt).toBe('A four-leaf clover that’s literally worth its weight in gold, with stacked wilds and a ‘Gold Rush’ respin.');
    expect(game.terms.map((t) => t.slug).sort()).toEqual(['blueprint', 'irish', 'jackpots']);
    // wptexturize turns the SEO title's ' - ' into an en dash; the client drops the brand after the last one.
    expect(game.seo!.title).toBe('Lucky Clover Gold Review – RTP 96.2% & Bonus Features');
    // No hero image and no featured image: no image at all.
    expect(value(await client.getGame('rainbow-riches-pick-n-mix', 'en')).image).toBeNull();
  });

  it('/games?slug for an unknown slug is a 404 page error', async () => {
    expect(await client.getGame('no-such-game', 'en')).toEqual({ ok: false, code: 404 });
  });

  it('/games?lang&_embed&page&acf_format: pages of 10 with X-WP-TotalPages; the game-page index covers every page', async () => {
    const all = posts('games');
    const first = await client.getGames('en', 1);
    expect(first!.totalPages).toBe(Math.ceil(all.length / 10));
    expect(first!.items.map((g) => g.slug)).toEqual(byDateDesc(all).slice(0, 10).map((g) => g.slug));
    const last = await client.getGames('en', first!.totalPages);
    expect(last!.items.length).toBe(all.length - 10 * (first!.totalPages - 1));
    // Past the last page WordPress answers 400 rest_post_invalid_page_number: the client logs it and has no page.
    expect(await client.getGames('en', first!.totalPages + 1)).toBeUndefined();
    const index = await client.getGamePageIndex('en');
    expect(index!.size).toBe(all.length);
    expect(index!.get(7001)).toEqual({ slug: 'lucky-clover-gold', review: true });
  });

  it('/promotions?lang&_embed and /promotions?slug&acf_format: the list and one promotion with its ACF fields', async () => {
    const list = await client.getPromotions('en');
    // lang=en answers the English originals only (a plain WordPress ignores lang and holds only those).
    const english = posts('promotions').filter((p) => p.lang === undefined);
    expect(list!.map((p) => p.slug)).toEqual(byDateDesc(english).slice(0, 10).map((p) => p.slug));
    if (TARGET === 'emulator') {
      // Polylang's behaviour, which the contract WordPress lacks (no multilingual plugin: docs/decisions/015): each
      // answer names its language, and fi/es answer the translations.
      expect(list!.every((p) => p.lang === 'en')).toBe(true);
      const fi = await client.getPromotions('fi');
      expect(fi!.map((p) => p.lang)).toEqual(['fi', 'fi', 'fi', 'fi']);
      expect(value(await client.getPromotion('welcome-package', 'es'))).toMatchObject({ title: 'Paquete de bienvenida', lang: 'es', gameId: null });
      expect(await client.getPromotion('refer-a-friend', 'fi')).toEqual({ ok: false, code: 404 });
    }
    expect(value(await client.getPromotion('game-of-the-week'))).toMatchObject({ gameId: 7001, ended: false });
    const promo = value(await client.getPromotion('welcome-package'));
    expect(promo).toMatchObject({ slug: 'welcome-package', image: { url: `${ORIGIN}/artwork/cms/welcome-package-banner.jpg` } });
    expect(promo.terms).toMatch(/^<ul>\n<li>Runs /);
    expect(promo.startDate).toMatch(/^\d{4}-\d\d-\d\d$/);
    expect(await client.getPromotion('no-such-promotion')).toEqual({ ok: false, code: 404 });
    const archived = value(await client.getPromotion('summer-sizzler-archived'));
    expect(archived.seo!.robots).toBe('noindex, follow');
    expect(archived.ended).toBe(true);
    // ACF checkbox `currencies`: the markets an offer's amounts are written for; none ticked is every market.
    expect(promo.currencies).toEqual(['GBP']);
    expect(archived.currencies).toEqual([]);
    if (TARGET === 'emulator') expect(value(await client.getPromotion('welcome-package', 'es')).currencies).toEqual(['EUR']);
  });

  it('the key-terms ACF fields (docs/decisions/034): numbers, the games text, an empty field as none', async () => {
    const welcome = value(await client.getPromotion('welcome-package'));
    // max_win_amount is left empty: ACF answers null for an empty number field, the site no cap.
    expect(welcome.keyTerms).toEqual({ wagering: 10, minDeposit: 10, eligibleGames: 'Rainbow Riches', expiryDays: 30, maxWin: null });
    expect(value(await client.getPromotion('game-of-the-week')).keyTerms).toEqual({ wagering: 10, minDeposit: 10, eligibleGames: 'Lucky Clover Gold', expiryDays: 7, maxWin: 100 });
    // 0 is "no wagering", not an empty field; 20× is over the UK cap (the site withholds its call to action).
    expect(value(await client.getPromotion('cashback-weekend')).keyTerms.wagering).toBe(0);
    expect(value(await client.getPromotion('loyalty-rewards')).keyTerms.wagering).toBe(20);
    // The list answers the same fields (its ACF is asked without acf_format).
    const listed = (await client.getPromotions('en'))!.find((p) => p.slug === 'welcome-package');
    expect(listed?.keyTerms).toEqual(welcome.keyTerms);
    if (TARGET === 'emulator') expect(value(await client.getPromotion('welcome-package', 'fi')).keyTerms.eligibleGames).toBe('Rainbow Riches');
  });

  it('/magazine?lang&_embed&slug and ?page: one post with its date; pages newest first', async () => {
    const post = value(await client.getMagazinePost('rtp-explained', 'en'));
    expect(post).toMatchObject({ slug: 'rtp-explained', title: 'RTP Explained: What “96%” Really Means', date: '2025-01-28T12:00:00' });
    expect(post.image!.url).toBe(`${ORIGIN}/artwork/cms/rtp-explained.jpg`);
    expect(await client.getMagazinePost('nope', 'en')).toEqual({ ok: false, code: 404 });
    const page2 = await client.getMagazinePosts('en', 2);
    const all = byDateDesc(posts('magazine'));
    expect(page2!.totalPages).toBe(Math.ceil(all.length / 10));
    expect(page2!.items.map((p) => p.slug)).toEqual(all.slice(10, 20).map((p) => p.slug));
  });

  it('/providers and /themes ?_embed&slug: the intro page, or nothing', async () => {
    // Titles are texturized; ACF text comes back as typed.
    expect(await client.getProviderPage('play-n-go')).toMatchObject({ title: 'Play’n GO', intro: "Play'n GO: Book of Dead and the leprechaun's travels." });
    // No ACF values: the CMS answers `acf: []`.
    expect(await client.getProviderPage('evolution')).toMatchObject({ slug: 'evolution', intro: '' });
    expect(await client.getThemePage('irish')).toMatchObject({ title: 'Irish Slots', image: { url: `${ORIGIN}/artwork/cms/themes-irish.jpg` } });
    expect(await client.getThemePage('no-such-theme')).toBeUndefined();
  });

  it('/search?search&_embed&page: results of every post type with the total page count; past the end nothing', async () => {
    const found = await client.search('clover');
    expect(found!.items.length).toBeGreaterThan(2);
    expect(found!.totalPages).toBe(1);
    expect(new Set(found!.items.map((r) => r.type))).toEqual(new Set(['games', 'magazine', 'promotions', 'themes']));
    expect(found!.items[0]!.url.startsWith(ORIGIN)).toBe(true);
    expect(await client.search('clover', 9)).toEqual({ items: [], totalPages: 0 });
  });

  it('/categories?lang&parent=87&per_page=100&_fields=slug,name: every theme, names decoded', async () => {
    const themes = value(await client.getThemes('en'));
    expect(themes).toHaveLength(CMS_TERMS.filter((t) => t.parent === THEMES_TERM).length);
    expect(themes).toContainEqual({ slug: 'drops-and-wins', name: 'Drops & Wins' });
    expect(themes.map((t) => t.name.toLowerCase())).toEqual(themes.map((t) => t.name.toLowerCase()).sort());
  });

  it('/categories?slug&parent=87 and parent=132: one theme or provider term, nothing under the other parent', async () => {
    const theme = await client.getTheme('jackpot-king');
    expect(theme).toMatchObject({ slug: 'jackpot-king', name: 'Jackpot King', parent: THEMES_TERM });
    const provider = await client.getProviderTerm('play-n-go');
    expect(provider).toEqual({ id: CMS_TERMS.find((t) => t.slug === 'play-n-go')!.id, slug: 'play-n-go', name: "Play'n GO", parent: PROVIDERS_TERM });
    expect(await client.getProviderTerm('jackpot-king')).toBeUndefined();
    expect(await client.getTheme('play-n-go')).toBeUndefined();
  });

  it('/games?lang&categories&page&per_page=100&_fields=slug: the game-page slugs of one category', async () => {
    const theme = await client.getTheme('jackpot-king');
    const slugs = await client.getCategoryGames('en', theme!.id);
    expect(slugs!.items.sort()).toEqual(['fishin-frenzy-the-big-catch-jpk', 'pot-of-gold-jpk', 'rainbow-jackpots-jpk']);
    expect(slugs!.totalPages).toBe(1);
  });

  it('asked with the query strings of SPEC §7', () => {
    const paths = urls.map((u) => u.slice(BASE.length));
    expect(paths).toContain('/wp-json/wp/v2/games?locale=en-ie&_embed=1&slug=lucky-clover-gold&acf_format=standard');
    expect(paths).toContain('/wp-json/wp/v2/categories?lang=en&parent=87&per_page=100&_fields=slug,name');
  });
});
