/**
 * The route table: one table used by the worker (SSR, JSON navigation payloads) and by the browser router, keyed by
 * route name and total over client/contracts/routes.ts RouteData, so each route's page is checked against the data its
 * loader sends. Patterns are locale-free; every route exists under each locale prefix (i18n/locales.ts).
 * Order matters: the first match wins (the table's order, which is its key order), so static routes precede '/:tab/'.
 */
import { LOBBY_TABS } from './catalogue/lobby-tabs';
import { isInfoPage } from './contracts/info-pages';
import { matchPattern, type Params, type Pattern } from './contracts/paths';
import type { PageModule, RouteName } from './contracts/routes';

/** Route R: its pattern, its page and what the worker does around it. */
export interface RouteDef<R extends RouteName> extends Pattern {
  name: R;
  /** The page module; a lazy chunk in the browser, bundled in the worker. Its page takes route R's data. */
  load: () => Promise<PageModule<R>>;
  /** The page module's file name, which the build manifest keys its chunk by. */
  chunk: string;
  /** Named route middleware resolved by the worker (worker/routes/route-middleware.ts). */
  middleware?: readonly string[];
}

/** The entry of one of the routes R, as a union over them: narrowing `name` narrows `load`. */
export type AnyRoute<R extends RouteName = RouteName> = { [K in R]: RouteDef<K> }[R];

/** Lower-case words joined by hyphens/underscores: the CMS's slug alphabet (and the game-page slug rule's output). */
export const SLUG = /^[a-z0-9_]+(?:-+[a-z0-9_]+)*$/;

export const NAMED_PROMOTIONS = [
  'game-of-the-week',
  'oktoberfest',
  'summer-sizzler-archived',
  'welcome-package',
] as const;

// Each page module with the file name its chunk goes by; the import() stays literal so the build finds it.
const lobby = { load: () => import('./pages/lobby-page'), chunk: 'lobby-page' };
const content = { load: () => import('./pages/content-page'), chunk: 'content-page' };
const promotion = { load: () => import('./pages/promotion-page'), chunk: 'promotion-page' };
const promotions = { load: () => import('./pages/promotions-page'), chunk: 'promotions-page' };
const contact = { load: () => import('./pages/contact-page'), chunk: 'contact-page' };
const infoPage = { load: () => import('./pages/info-page'), chunk: 'info-page' };
const gameInfo = { load: () => import('./pages/game-info-page'), chunk: 'game-info-page' };
const magazine = { load: () => import('./pages/magazine-page'), chunk: 'magazine-page' };
const magazinePost = { load: () => import('./pages/magazine-post-page'), chunk: 'magazine-post-page' };

/** Every route by name, in match order. */
export const ROUTES: { readonly [R in RouteName]: RouteDef<R> } = {
  home: { name: 'home', path: '/', ...lobby },
  'all-games': { name: 'all-games', path: '/all-games/', ...lobby },
  slots: { name: 'slots', path: '/slots/', ...lobby },
  slot: { name: 'slot', path: '/slots/:slug/', params: { slug: SLUG }, ...lobby },
  new: { name: 'new', path: '/new/', ...lobby },
  'new-slots': { name: 'new-slots', path: '/new-slots/', ...lobby },
  'megaways-slots': { name: 'megaways-slots', path: '/megaways-slots/', ...lobby },
  'jackpot-king': { name: 'jackpot-king', path: '/jackpot-king/', ...lobby },
  promotions: { name: 'promotions', path: '/promotions/', ...promotions },
  'named-promotion': { name: 'named-promotion', path: '/promotions/:slug/', params: { slug: NAMED_PROMOTIONS }, ...promotion },
  promotion: { name: 'promotion', path: '/promotions/:slug/', params: { slug: SLUG }, ...promotion },
  // A limited-time offer by its platform id (docs/decisions/015-promotions.md); the loader 404s a malformed id.
  'limited-promotion': { name: 'limited-promotion', path: '/promotions/limited-time/:id/', ...promotion },
  providers: { name: 'providers', path: '/providers/', ...content },
  provider: { name: 'provider', path: '/providers/:provider/', params: { provider: SLUG }, ...lobby },
  themes: { name: 'themes', path: '/themes/', ...content },
  theme: { name: 'theme', path: '/themes/:theme/', params: { theme: SLUG }, ...lobby },
  'game-reviews': { name: 'game-reviews', path: '/game-reviews/', ...lobby },
  'contact-us': { name: 'contact-us', path: '/contact-us/', ...contact, middleware: ['no-store'] },
  info: { name: 'info', path: '/info/', ...content },
  'info-page': { name: 'info-page', path: '/info/:page/', params: { page: isInfoPage }, ...infoPage },
  'game-info': { name: 'game-info', path: '/casino/games/:slug/', params: { slug: SLUG }, ...gameInfo },
  magazine: { name: 'magazine', path: '/magazine/', ...magazine },
  'magazine-post': { name: 'magazine-post', path: '/magazine/:slug/', params: { slug: SLUG }, ...magazinePost },
  'home-tab': { name: 'home-tab', path: '/:tab/', params: { tab: LOBBY_TABS }, ...lobby },
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
