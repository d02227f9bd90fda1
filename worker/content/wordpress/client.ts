import { logFailure } from '../upstream-guard';
import type { CmsPage, GamePage, GamePageRef, MagazinePost, Paged, Promotion, SearchResult, Term, TermPage } from '../../../client/contracts/content';
import type { ContentCache } from '../cache';
import { expectArray, fetchJson, found, missing, UpstreamError, upstreamUrl, type FetchLike, type Lookup } from '../upstream';
import { gamePageOf, gamePageRefOf, magazinePostOf, pageOf, promotionOf, searchResultOf, slugOf, termOf, termPageOf, type Sanitise } from './reshape';

/** SPEC §7: theme categories hang under 87, provider categories under 132; lists ask for 100 per page. */
export const THEME_PARENT = 87;
export const PROVIDER_PARENT = 132;
export const PER_PAGE = 100;
/** Bounds the game-page index walk on a cold cache (WordPress pages of 10 by default). */
const MAX_INDEX_PAGES = 50;

export interface WordPressDeps {
  baseUrl: string;
  fetch: FetchLike;
  cache: ContentCache;
  sanitise: Sanitise;
  /** SEO titles are stored without it (reshape.ts seoOf). */
  brandName: string;
}

type Query = [string, string | number | undefined][];

/**
 * Every WordPress call of SPEC §7 with its exact query. Semantics: single items by slug → the first item, or a
 * Lookup miss of 404 when the list is empty and 500 when the CMS fails; lists and optional lookups → logged and `undefined` on failure.
 */
export class WordPressClient {
  constructor(private readonly deps: WordPressDeps) {}

  /** /pages?slug&lang — first item, or nothing. */
  async getPage(slug: string, lang = 'en'): Promise<CmsPage | undefined> {
    return this.optional(() => this.first('pages', [['slug', slug], ['lang', lang]], (v) => pageOf(v, this.deps)));
  }

  /** /games?locale&_embed&slug&acf_format=standard — the game info page; 404 if none; 500 on failure. */
  async getGame(slug: string, locale: string): Promise<Lookup<GamePage>> {
    return this.required(() =>
      this.first('games', [['locale', locale], ['_embed', 1], ['slug', slug], ['acf_format', 'standard']], (v) => gamePageOf(v, this.deps)),
    );
  }

  /**
   * Every game page as gameId → { slug, review } (SPEC §3 'SEO game page', 'game review slugs'), from the games list
   * call page by page (pages after the first in parallel, at most MAX_INDEX_PAGES); undefined when the CMS fails.
   */
  async getGamePageIndex(lang: string): Promise<Map<number, { slug: string; review: boolean }> | undefined> {
    const walk = await this.indexWalk(lang);
    if (!walk) return undefined;
    const index = new Map<number, { slug: string; review: boolean }>();
    for (const page of walk.pages) {
      for (const game of page?.items ?? []) if (game.gameId && !index.has(game.gameId)) index.set(game.gameId, { slug: game.slug, review: game.review });
    }
    return index;
  }

  /**
   * Every game-page slug the CMS has, from the same walk as the index, or undefined when the walk cannot say for sure
   * (the CMS failed or was slow, a page is missing, or there are more pages than the walk reads): only then does an
   * unknown slug cost a WordPress call (issue 49).
   */
  async getGamePageSlugs(lang: string): Promise<ReadonlySet<string> | undefined> {
    const walk = await this.indexWalk(lang);
    if (!walk || walk.pages.some((page) => !page) || walk.first.totalPages > MAX_INDEX_PAGES) return undefined;
    return new Set(walk.pages.flatMap((page) => page!.items.map((game) => game.slug)));
  }

  /** The index's pages: the first, then the rest in parallel (each cached, and shared within a request). */
  private async indexWalk(lang: string): Promise<{ first: Paged<GamePageRef>; pages: (Paged<GamePageRef> | undefined)[] } | undefined> {
    const first = await this.getGameRefs(lang, 1);
    if (!first) return undefined;
    const rest = await Promise.all(
      Array.from({ length: Math.min(first.totalPages, MAX_INDEX_PAGES) - 1 }, (_, i) => this.getGameRefs(lang, i + 2)),
    );
    return { first, pages: [first, ...rest] };
  }

  /** /games?lang&_embed&page&acf_format — one page of game pages plus the total page count. */
  async getGames(lang: string, page = 1): Promise<Paged<GamePage> | undefined> {
    return this.optional(() =>
      this.paged('games', [['lang', lang], ['_embed', 1], ['page', page], ['acf_format', 'standard']], (v) => gamePageOf(v, this.deps)),
    );
  }

  /** The same call as getGames, kept apart in the cache as the index's light reshape (no HTML to sanitise). */
  private getGameRefs(lang: string, page: number): Promise<Paged<GamePageRef> | undefined> {
    return this.optional(() =>
      // Optional: it only adds info icons, so a cold cache waits OPTIONAL_BUDGET_MS for it, not the whole timeout.
      this.paged('games', [['lang', lang], ['_embed', 1], ['page', page], ['acf_format', 'standard']], async (v) => gamePageRefOf(v), { shape: 'refs', optional: true }),
    );
  }

  /** /promotions?lang&_embed — the CMS promotions list. */
  async getPromotions(lang: string): Promise<Promotion[] | undefined> {
    return this.optional(async () => (await this.paged('promotions', [['lang', lang], ['_embed', 1]], (v) => promotionOf(v, this.deps))).items);
  }

  /**
   * /promotions?slug&acf_format&lang — one promotion; 404 if none; 500 on failure. SPEC §7 sends no lang; the site
   * asks for the visitor's language (docs/decisions/015-promotions.md), which a CMS without Polylang ignores.
   * `optional`: a page that can do without it (the chrome's welcome-offer line) waits at most the optional budget.
   */
  async getPromotion(slug: string, lang = 'en', how: { optional?: boolean } = {}): Promise<Lookup<Promotion>> {
    return this.required(() =>
      this.first('promotions', [['slug', slug], ['acf_format', 'standard'], ['lang', lang]], (v) => promotionOf(v, this.deps), how),
    );
  }

  /** /magazine?lang&_embed&slug — one post; 404 if none; 500 on failure. */
  async getMagazinePost(slug: string, lang: string): Promise<Lookup<MagazinePost>> {
    return this.required(() => this.first('magazine', [['lang', lang], ['_embed', 1], ['slug', slug]], (v) => magazinePostOf(v, this.deps)));
  }

  /** /magazine?lang&_embed&page — one page of posts plus the total page count. */
  async getMagazinePosts(lang: string, page = 1): Promise<Paged<MagazinePost> | undefined> {
    return this.optional(() => this.paged('magazine', [['lang', lang], ['_embed', 1], ['page', page]], (v) => magazinePostOf(v, this.deps)));
  }

  /** /providers?_embed&slug — the provider's CMS page, or nothing. */
  async getProviderPage(slug: string): Promise<TermPage | undefined> {
    return this.optional(() => this.first('providers', [['_embed', 1], ['slug', slug]], (v) => termPageOf(v, this.deps)));
  }

  /** /themes?_embed&slug — the theme's CMS page, or nothing. */
  async getThemePage(slug: string): Promise<TermPage | undefined> {
    return this.optional(() => this.first('themes', [['_embed', 1], ['slug', slug]], (v) => termPageOf(v, this.deps)));
  }

  /** /search?search&_embed&page — results plus the total page count. */
  async search(search: string, page = 1): Promise<Paged<SearchResult> | undefined> {
    return this.optional(() => this.paged('search', [['search', search], ['_embed', 1], ['page', page]], async (v) => searchResultOf(v)));
  }

  /** /categories?lang&parent=87&per_page=100&_fields=slug,name — every theme; 404 if none; 500 on failure. */
  async getThemes(lang: string): Promise<Lookup<Pick<Term, 'slug' | 'name'>[]>> {
    return this.required(async () => {
      const { items } = await this.paged(
        'categories',
        [['lang', lang], ['parent', THEME_PARENT], ['per_page', PER_PAGE], ['_fields', 'slug,name']],
        async (v) => {
          const t = termOf({ id: 0, parent: THEME_PARENT, ...(v as object) });
          return { slug: t.slug, name: t.name };
        },
      );
      return items.length === 0 ? null : items;
    });
  }

  /** /categories?slug&parent=87 — one theme term, or nothing. */
  async getTheme(slug: string): Promise<Term | undefined> {
    return this.optional(() => this.first('categories', [['slug', slug], ['parent', THEME_PARENT]], async (v) => termOf(v)));
  }

  /** /categories?slug&parent=132 — one provider term, or nothing. */
  async getProviderTerm(slug: string): Promise<Term | undefined> {
    return this.optional(() => this.first('categories', [['slug', slug], ['parent', PROVIDER_PARENT]], async (v) => termOf(v)));
  }

  /** /games?lang&categories&page&per_page=100&_fields=slug — the game-page slugs filed under one category. */
  async getCategoryGames(lang: string, categoryId: number, page = 1): Promise<Paged<string> | undefined> {
    return this.optional(() =>
      this.paged('games', [['lang', lang], ['categories', categoryId], ['page', page], ['per_page', PER_PAGE], ['_fields', 'slug']], async (v) => slugOf(v)),
    );
  }

  private url(path: string, query: Query): string {
    return upstreamUrl(this.deps.baseUrl, `wp-json/wp/v2/${path}`, query);
  }

  /**
   * A cached, reshaped list with WordPress's X-WP-TotalPages. `shape`: one URL may be cached in two shapes (full game
   * pages, index refs), so it is part of the key; `optional`: see GetOptions; `slugLookup`: an empty answer is an
   * unknown slug, remembered only briefly (ContentCache's misses).
   */
  private paged<T>(path: string, query: Query, reshape: (v: unknown) => Promise<T>, how: { shape?: string; optional?: boolean; slugLookup?: boolean } = {}): Promise<Paged<T>> {
    const url = this.url(path, query);
    return this.deps.cache.get<Paged<T>>(`wp:${how.shape ? `${how.shape}:` : ''}${url}`, async (signal) => {
      const { body, headers } = await fetchJson(this.deps.fetch, url, { signal });
      const items = await Promise.all(expectArray(body, path).map(reshape));
      return { items, totalPages: Number(headers.get('x-wp-totalpages')) || (items.length ? 1 : 0) };
    }, { optional: how.optional ?? false, ...(how.slugLookup ? { isMiss: (page: Paged<T>) => page.items.length === 0 } : {}) });
  }

  /** The first item of a slug lookup; null when the CMS has none (it answers [] for an unknown slug). */
  private async first<T>(path: string, query: Query, reshape: (v: unknown) => Promise<T>, how: { optional?: boolean } = {}): Promise<T | null> {
    const { items } = await this.paged(path, query, reshape, { ...how, slugLookup: true });
    return items[0] ?? null;
  }

  /** A lookup whose absence matters to the page: null (an empty list) is 404, any failure 500 (logged). */
  private async required<T>(load: () => Promise<T | null>): Promise<Lookup<T>> {
    try {
      const value = await load();
      return value === null ? missing(404) : found(value);
    } catch (error) {
      // Any failure, a reshaping surprise included, is the CMS's 500 (SPEC §8), never a crash of the page.
      logFailure('CMS request error', error);
      return missing(500);
    }
  }

  private async optional<T>(load: () => Promise<T | null>): Promise<T | undefined> {
    try {
      return (await load()) ?? undefined;
    } catch (error) {
      if (!(error instanceof UpstreamError)) throw error;
      logFailure('CMS request error', error);
      return undefined;
    }
  }
}
