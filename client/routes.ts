/**
 * The route table: the worker matches a path against it (SSR, JSON navigation payloads) and names the route in the
 * payload; the browser needs only each route's page chunk (client/loading/page-chunks.ts), so it never loads this table. Keyed
 * by route name and total over client/contracts/routes.ts RouteData. Patterns are locale-free; every route exists
 * under each locale prefix (i18n/locales.ts).
 * Order matters: the first match wins (the table's order, which is its key order), so static routes precede '/:tab/'.
 */
import { LIVE_TABS, LOBBY_TABS } from './catalogue/lobby-tabs';
import { isInfoPage } from './contracts/info-pages';
import { matchPattern, type Params, type Pattern } from './contracts/paths';
import type { RouteName } from './contracts/routes';
import { content, contact, gameInfo, home, infoPage, liveLobby, lobby, magazine, magazinePost, PAGE_CHUNKS, promotion, promotions, type PageChunk } from './loading/page-chunks';

/** Route R: its pattern, its page chunk (client/loading/page-chunks.ts) and what the worker does around it. */
export interface RouteDef<R extends RouteName> extends Pattern, PageChunk<R> {
  name: R;
  /** The page chunk's file as the build manifest keys it (client/pages/<chunk>.tsx): what the worker preloads. */
  chunk: string;
  /** Named route middleware resolved by the worker (worker/routes/route-middleware.ts). */
  middleware?: readonly string[];
}

/** The entry of one of the routes R, as a union over them: narrowing `name` narrows `load`. */
export type AnyRoute<R extends RouteName = RouteName> = { [K in R]: RouteDef<K> }[R];

/** Each page chunk's file (the worker's alone: the browser's PAGE_CHUNKS carry no names, issue 52). */
const PAGE_FILES = new Map<PageChunk<never>, string>([
  [home, 'home-page'],
  [lobby, 'lobby-page'],
  [content, 'content-page'],
  [promotion, 'promotion-page'],
  [promotions, 'promotions-page'],
  [contact, 'contact-page'],
  [infoPage, 'info-page'],
  [gameInfo, 'game-info-page'],
  [magazine, 'magazine-page'],
  [magazinePost, 'magazine-post-page'],
  [liveLobby, 'live-lobby-page'],
] as [PageChunk<never>, string][]);

/** Route R's page chunk with its file name. */
function page<R extends RouteName>(name: R): PageChunk<R> & { chunk: string } {
  const chunk = PAGE_CHUNKS[name];
  return { load: chunk.load, chunk: PAGE_FILES.get(chunk as PageChunk<never>)! };
}

/** Lower-case words joined by hyphens/underscores: the CMS's slug alphabet (and the game-page slug rule's output). */
export const SLUG = /^[a-z0-9_]+(?:-+[a-z0-9_]+)*$/;

export const NAMED_PROMOTIONS = [
  'game-of-the-week',
  'oktoberfest',
  'summer-sizzler-archived',
  'welcome-package',
] as const;

/** Every route by name, in match order. */
export const ROUTES: { readonly [R in RouteName]: RouteDef<R> } = {
  home: { name: 'home', path: '/', ...page('home') },
  'all-games': { name: 'all-games', path: '/all-games/', ...page('all-games') },
  slots: { name: 'slots', path: '/slots/', ...page('slots') },
  slot: { name: 'slot', path: '/slots/:slug/', params: { slug: SLUG }, ...page('slot') },
  new: { name: 'new', path: '/new/', ...page('new') },
  'new-slots': { name: 'new-slots', path: '/new-slots/', ...page('new-slots') },
  'megaways-slots': { name: 'megaways-slots', path: '/megaways-slots/', ...page('megaways-slots') },
  'jackpot-king': { name: 'jackpot-king', path: '/jackpot-king/', ...page('jackpot-king'), middleware: ['live'] },
  // The live lobby: the Live Casino category's tab with its tables drawn as live cards (docs/decisions/049 'Lobby').
  'live-casino': { name: 'live-casino', path: '/live-casino/', ...page('live-casino'), middleware: ['live'] },
  // A rail's own list where the lobby has no tab for it: a featured strip such as Top Picks (docs/decisions/043).
  list: { name: 'list', path: '/games/:list/', params: { list: SLUG }, ...page('list') },
  promotions: { name: 'promotions', path: '/promotions/', ...page('promotions') },
  'named-promotion': { name: 'named-promotion', path: '/promotions/:slug/', params: { slug: NAMED_PROMOTIONS }, ...page('named-promotion') },
  promotion: { name: 'promotion', path: '/promotions/:slug/', params: { slug: SLUG }, ...page('promotion') },
  // A limited-time offer by its platform id (docs/decisions/015-promotions.md); the loader 404s a malformed id.
  'limited-promotion': { name: 'limited-promotion', path: '/promotions/limited-time/:id/', ...page('limited-promotion') },
  providers: { name: 'providers', path: '/providers/', ...page('providers') },
  provider: { name: 'provider', path: '/providers/:provider/', params: { provider: SLUG }, ...page('provider') },
  themes: { name: 'themes', path: '/themes/', ...page('themes') },
  theme: { name: 'theme', path: '/themes/:theme/', params: { theme: SLUG }, ...page('theme') },
  'game-reviews': { name: 'game-reviews', path: '/game-reviews/', ...page('game-reviews') },
  'contact-us': { name: 'contact-us', path: '/contact-us/', ...page('contact-us'), middleware: ['no-store'] },
  info: { name: 'info', path: '/info/', ...page('info') },
  'info-page': { name: 'info-page', path: '/info/:page/', params: { page: isInfoPage }, ...page('info-page') },
  'game-info': { name: 'game-info', path: '/casino/games/:slug/', params: { slug: SLUG }, ...page('game-info') },
  magazine: { name: 'magazine', path: '/magazine/', ...page('magazine') },
  'magazine-post': { name: 'magazine-post', path: '/magazine/:slug/', params: { slug: SLUG }, ...page('magazine-post') },
  // The live lobby's own lists (blackjack, roulette, baccarat): table cards too.
  'live-tab': { name: 'live-tab', path: '/:tab/', params: { tab: LIVE_TABS }, ...page('live-tab'), middleware: ['live'] },
  'home-tab': { name: 'home-tab', path: '/:tab/', params: { tab: LOBBY_TABS }, ...page('home-tab') },
};

/** The routes in match order (an object's string keys keep the order they were written in). */
export const ROUTE_LIST: readonly AnyRoute[] = Object.values(ROUTES);

/** A matched route with the params its pattern read from the path. */
export interface RouteMatch {
  route: AnyRoute;
  params: Params;
}

/** The first route matching a locale-free path, or null (→ 404). */
export function matchRoute(path: string, routes: readonly AnyRoute[] = ROUTE_LIST): RouteMatch | null {
  for (const route of routes) {
    const params = matchPattern(route, path);
    if (params) return { route, params };
  }
  return null;
}
