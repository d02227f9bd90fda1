import { azCharacter, AZ_CHARACTERS, sortByName } from '../catalogue/a-z';
import { listLabel } from './list-labels';
import { LOBBY_TABS } from '../../client/catalogue/lobby-tabs';
import type { LobbyList } from '../catalogue/lobby';
import { deriveProviders, findProvider, providerSlug } from '../catalogue/providers';
import { slotCanonical, slotGame } from '../catalogue/slot-pages';
import { jackpotKingGames, megawaysGames, newGames } from '../catalogue/special-lists';
import type { Game } from '../../client/contracts/catalogue';
import type { LobbyData, Rail } from '../../client/contracts/page-data';
import { notFound } from '../../client/contracts/errors';
import { GRID_PAGE_SIZE, gridOf, loadCatalogue, pageParam, REEL_SIZE, type Catalogue } from './catalogue-data';
import type { Loader, LoaderContext, LoaderResult } from './loader-types';
import { titleFromSlug } from './title';
import { liveSnapshotFor, narrowSnapshot } from './live-snapshot';
import { shownProvider } from '../../client/contracts/catalogue';
import { SLUG } from '../../client/routes';

/** Where a lobby list lives, if it has a route of its own ('slots' → /slots/, 'jackpots' → /jackpots/). */
function listPath(slug: string): string | null {
  if (slug === 'slots' || slug === 'new' || slug === 'all-games') return `/${slug}/`;
  return (LOBBY_TABS as readonly string[]).includes(slug) ? `/${slug}/` : null;
}

/**
 * Where a rail's 'See all' goes: a lobby list's own route, else /games/{slug}/ (gameListLoader); a featured strip always
 * the latter, since a tab of the same name lists other games. Null for a name that makes no slug: no page, no See all.
 */
function railPath(list: LobbyList, featured: boolean): string | null {
  const own = featured ? null : listPath(list.slug);
  if (own) return own;
  return SLUG.test(list.slug) ? `/games/${list.slug}/` : null;
}

/** The list /games/{slug}/ shows: a featured strip first, else a lobby list without a route of its own. */
function listOfGamesPage(cat: Catalogue, slug: string): LobbyList | undefined {
  return cat.lobby.featured.find((l) => l.slug === slug) ?? lists(cat).find((l) => l.slug === slug && listPath(l.slug) === null);
}

/** The slugs /games/{slug}/ serves (the sitemap lists them): every list a home rail's See all leads there. */
export function gameListSlugs(cat: Catalogue): string[] {
  const rails = [...lists(cat).map((l) => [l, false] as const), ...cat.lobby.featured.map((l) => [l, true] as const)];
  return [...new Set(rails.filter(([l, featured]) => l.gameIds.length > 0 && railPath(l, featured)?.startsWith('/games/')).map(([l]) => l.slug))];
}

/** Every list of the lobby once, by slug, in category order. */
function lists(cat: Catalogue): LobbyList[] {
  const seen = new Set<string>();
  return cat.lobby.categories.flatMap((c) => c.subCategories).filter((l) => !seen.has(l.slug) && seen.add(l.slug));
}

function tabs(ctx: LoaderContext, cat: Catalogue, activePath: string): LobbyData['tabs'] {
  const out = lists(cat)
    .map((l) => ({ name: listLabel(l.name, ctx.t), path: listPath(l.slug) }))
    .filter((t): t is { name: string; path: string } => t.path !== null);
  if (!out.some((t) => t.path === '/all-games/')) out.push({ name: ctx.t('general.allGames'), path: '/all-games/' });
  return out.map((t) => ({ name: t.name, href: ctx.href(t.path), active: t.path === activePath }));
}

function empty(ctx: LoaderContext, heading: string): LoaderResult<LobbyData> {
  const data: LobbyData = { heading, intro: '', tabs: [], rails: [], grid: null, letters: [], unavailable: true };
  return { data };
}

/**
 * A paged grid of games for `path`; extra query (letter) is kept in the next-page link. `?page=N` renders pages 1..N:
 * it is where 'Load more' leaves the URL (history.replaceState), so a reload or Back shows the grid as it was, and the
 * link without JS loads more the same way (the canonical drops the query, so the pages are not duplicates to index).
 */
function grid(ctx: LoaderContext, cat: Catalogue, games: readonly Game[], path: string, extra = ''): LobbyData['grid'] {
  const page = pageParam(ctx.c.req.query('page'), games.length);
  const pageCount = Math.max(1, Math.ceil(games.length / GRID_PAGE_SIZE));
  const slice = games.slice(0, page * GRID_PAGE_SIZE);
  return gridOf(ctx.t, slice.map(cat.tile), page, pageCount, games.length, page < pageCount ? `${ctx.href(path)}?${extra}page=${page + 1}` : null);
}

const byIds = (cat: Catalogue, ids: readonly number[]) => ids.map((id) => cat.lobby.byId.get(id)!).filter(Boolean);

/** A lobby page showing one list as a grid. */
async function listPage(ctx: LoaderContext, path: string, heading: string, pick: (cat: Catalogue) => readonly Game[] | null, intro = ''): Promise<LoaderResult<LobbyData>> {
  const cat = await loadCatalogue(ctx);
  if (!cat) return empty(ctx, heading);
  const games = pick(cat);
  if (!games) throw notFound();
  const data: LobbyData = { heading, intro, tabs: tabs(ctx, cat, path), rails: [], grid: grid(ctx, cat, games, path), letters: [], unavailable: false };
  return { data };
}

/** /: a rail per lobby list and per custom featured list; each rail shows the first screen only. */
export const homeLoader: Loader<LobbyData> = async (ctx) => {
  const heading = ctx.config.brandName;
  const cat = await loadCatalogue(ctx);
  if (!cat) return empty(ctx, heading);
  const rail = (l: LobbyList, featured: boolean): Rail => {
    const path = railPath(l, featured);
    const games = byIds(cat, l.gameIds.slice(0, REEL_SIZE)).map(cat.tile);
    // No page, no See all: such a rail counts only the games it shows.
    return { name: listLabel(l.name, ctx.t), href: path ? ctx.href(path) : '', total: path ? l.gameIds.length : games.length, games };
  };
  const rails = [
    ...lists(cat)
      .filter((l) => l.slug !== 'all-games' && l.gameIds.length > 0)
      .map((l) => rail(l, false)),
    ...cat.lobby.featured.filter((l) => l.gameIds.length > 0).map((l) => rail(l, true)),
  ];
  const data: LobbyData = { heading, intro: ctx.t('general.description', { brand: heading }), tabs: tabs(ctx, cat, '/'), rails, grid: null, letters: [], unavailable: false };
  return { data };
};

/** /slots/, /new/ and /{tab}/: the lobby list of that slug (a top-level category merges its lists); 404 if absent. */
export const tabLoader =
  (slugOf: (ctx: LoaderContext) => string): Loader<LobbyData> =>
  (ctx) => {
    const slug = slugOf(ctx);
    const path = `/${slug}/`;
    return listPage(ctx, path, '', (cat) => {
      const list = lists(cat).find((l) => l.slug === slug);
      if (list) return byIds(cat, list.gameIds);
      const category = cat.lobby.categories.find((c) => c.slug === slug);
      if (category) return byIds(cat, [...new Set(category.subCategories.flatMap((s) => s.gameIds))]);
      if (slug === 'new') return newGames(cat.lobby.games);
      return null;
    }).then((r) => withHeading(r, ctx, slug));
  };

/** The heading of a list page is the list's own (normalised) name where the catalogue has one. */
function withHeading(result: LoaderResult<LobbyData>, ctx: LoaderContext, slug: string): LoaderResult<LobbyData> {
  const { data } = result;
  if (!data.heading) data.heading = data.tabs.find((t) => t.active)?.name ?? titleOf(ctx, slug);
  return result;
}

function titleOf(ctx: LoaderContext, slug: string): string {
  if (slug === 'slots') return ctx.t('general.slots');
  if (slug === 'new') return ctx.t('general.new');
  return listLabel(titleFromSlug(slug), ctx.t);
}

/** /all-games/ with the A–Z index: ?letter=A…Z or # narrows it. */
export const allGamesLoader: Loader<LobbyData> = async (ctx) => {
  const raw = ctx.c.req.query('letter');
  const letter = raw === undefined ? null : raw.toUpperCase();
  if (letter !== null && !(AZ_CHARACTERS as readonly string[]).includes(letter)) throw notFound();
  const heading = ctx.t('general.allGames');
  const cat = await loadCatalogue(ctx);
  if (!cat) return empty(ctx, heading);
  const sorted = sortByName(cat.lobby.games);
  const games = letter ? sorted.filter((g) => azCharacter(g.name) === letter) : sorted;
  const base = ctx.href('/all-games/');
  const extra = letter ? `letter=${encodeURIComponent(letter)}&` : '';
  const data: LobbyData = {
    heading,
    intro: '',
    tabs: tabs(ctx, cat, '/all-games/'),
    rails: [],
    grid: grid(ctx, cat, games, '/all-games/', extra),
    letters: [
      { label: ctx.t('gameArea.allLetters'), href: base, active: letter === null },
      ...AZ_CHARACTERS.map((c) => ({ label: c, href: `${base}?letter=${encodeURIComponent(c)}`, active: c === letter })),
    ],
    unavailable: false,
  };
  return { data };
};

/** /games/{list}/: a rail's games in the rail's order, under the rail's name (its 'See all'); 404 for any other slug. */
export const gameListLoader: Loader<LobbyData> = async (ctx) => {
  const slug = ctx.params.list!;
  const path = `/games/${slug}/`;
  const cat = await loadCatalogue(ctx);
  if (!cat) return empty(ctx, listLabel(titleFromSlug(slug), ctx.t));
  const list = listOfGamesPage(cat, slug);
  if (!list || list.gameIds.length === 0) throw notFound();
  const heading = listLabel(list.name, ctx.t);
  const data: LobbyData = { heading, intro: '', tabs: tabs(ctx, cat, path), rails: [], grid: grid(ctx, cat, byIds(cat, list.gameIds), path), letters: [], unavailable: false };
  return { data, title: heading };
};

export const newSlotsLoader: Loader<LobbyData> = (ctx) => listPage(ctx, '/new-slots/', ctx.t('general.newSlots'), (cat) => newGames(cat.lobby.games));
export const megawaysLoader: Loader<LobbyData> = (ctx) => listPage(ctx, '/megaways-slots/', ctx.t('general.megawaysSlots'), (cat) => megawaysGames(cat.lobby.games));

/**
 * A live page (docs/decisions/049 'Lobby'): its lobby list with the live hub's snapshot beside it, asked for at the
 * same time as the catalogue, so the hub's budget does not add to the page's time.
 */
async function withLive(ctx: LoaderContext, topic: 'tables' | 'jackpots', page: Promise<LoaderResult<LobbyData>>): Promise<LoaderResult<LobbyData>> {
  const [result, snapshot] = await Promise.all([page, liveSnapshotFor(ctx)]);
  const ids = result.data.grid?.games.map((g) => g.id) ?? [];
  result.data.live = { topic, snapshot: narrowSnapshot(snapshot, topic, ids) };
  return result;
}

/** /live-casino/: the Live Casino category's games, each drawn as its live table's card. */
export const liveCasinoLoader: Loader<LobbyData> = (ctx) =>
  withLive(ctx, 'tables', Promise.resolve(tabLoader(() => 'live-casino')(ctx)));

/** /blackjack/, /roulette/, /baccarat/: the live lobby's lists, as cards too. */
export const liveTabLoader: Loader<LobbyData> = (ctx) =>
  withLive(ctx, 'tables', Promise.resolve(tabLoader((c) => c.params.tab!)(ctx)));

/** /jackpot-king/: the Jackpot King games under the jackpots' amounts. */
export const jackpotKingLoader: Loader<LobbyData> = (ctx) =>
  withLive(ctx, 'jackpots', listPage(ctx, '/jackpot-king/', ctx.t('general.jackpotKing'), (cat) => jackpotKingGames(cat.lobby.games)));

/**
 * /providers/{provider}/: the provider's games (404 for an unknown slug) with the CMS intro when there is one. The
 * catalogue knows every provider, so the CMS is asked only about a known one (issue 49: unknown slugs are cheap).
 */
export const providerLoader: Loader<LobbyData> = async (ctx) => {
  const slug = ctx.params.provider!;
  const cat = await loadCatalogue(ctx);
  if (!cat) {
    const page = await ctx.content.wordpress.getProviderPage(slug);
    return empty(ctx, page?.title ?? slug);
  }
  const provider = findProvider(deriveProviders(cat.lobby.games), slug);
  if (!provider) throw notFound();
  const page = await ctx.content.wordpress.getProviderPage(slug);
  const path = `/providers/${slug}/`;
  const data: LobbyData = { heading: provider.name, intro: page?.intro ?? '', tabs: [], rails: [], grid: grid(ctx, cat, provider.games, path), letters: [], unavailable: false };
  return { data, title: page?.seo?.title || provider.name, name: provider.name, ...(page?.seo?.description ? { description: page.seo.description } : {}) };
};

/**
 * /slots/{slug}/: one game by its page slug, with more from its provider; 404 when no game has that slug. A game with
 * a CMS game page has that page as its canonical (docs/decisions/035).
 */
export const slotLoader: Loader<LobbyData> = async (ctx) => {
  const cat = await loadCatalogue(ctx);
  if (!cat) return empty(ctx, '');
  const game = slotGame(cat.lobby.games, ctx.params.slug!);
  if (!game) throw notFound();
  const canonical = slotCanonical(game, cat.pages);
  const tile = cat.tile(game);
  const studio = shownProvider(game);
  const same = cat.lobby.games.filter((g) => g.id !== game.id && shownProvider(g) === studio);
  const data: LobbyData = {
    heading: game.name,
    intro: studio,
    tabs: [],
    rails: same.length
      ? [{ name: studio, href: ctx.href(`/providers/${providerSlug(studio)}/`), total: same.length, games: same.slice(0, REEL_SIZE).map(cat.tile) }]
      : [],
    grid: gridOf(ctx.t, [tile], 1, 1, 1, null),
    letters: [],
    unavailable: false,
  };
  return { data, title: game.name, ...(canonical ? { canonical } : {}) };
};

