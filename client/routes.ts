/**
 * The route table: one list used by the worker (SSR, JSON navigation payloads) and by the browser router.
 * Patterns are locale-free; every route exists under each locale prefix (i18n/locales.ts).
 * Order matters: the first match wins, so static routes precede '/:tab/'.
 */
import { LOBBY_TABS } from './catalogue/lobby-tabs';
import { isInfoPage } from './contracts/info-pages';
import { matchPattern, type Params, type Pattern } from './contracts/paths';
import type { PageModule, RouteName } from './contracts/routes';

export interface RouteDef extends Pattern {
  name: RouteName;
  /** The page module; a lazy chunk in the browser, bundled in the worker. */
  load: () => Promise<PageModule>;
  /** The page module's file name, which the build manifest keys its chunk by. */
  chunk: string;
  /** Named route middleware resolved by the worker (worker/routes/route-middleware.ts). */
  middleware?: readonly string[];
}

/** Lower-case words joined by hyphens/underscores: the CMS's slug alphabet (and the game-page slug rule's output). */
export const SLUG = /^[a-z0-9_]+(?:-+[a-z0-9_]+)*$/;

export const NAMED_PROMOTIONS = [
  'game-of-the-week',
  'oktoberfest',
  'summer-sizzler-archived',
  'welcome-package',
] as const;

const lobby = () => import('./pages/lobby-page');
const content = () => import('./pages/content-page');
const promotion = () => import('./pages/promotion-page');

export const ROUTES: readonly RouteDef[] = [
  { name: 'home', path: '/', load: lobby, chunk: 'lobby-page' },
  { name: 'all-games', path: '/all-games/', load: lobby, chunk: 'lobby-page' },
  { name: 'slots', path: '/slots/', load: lobby, chunk: 'lobby-page' },
  { name: 'slot', path: '/slots/:slug/', params: { slug: SLUG }, load: lobby, chunk: 'lobby-page' },
  { name: 'new', path: '/new/', load: lobby, chunk: 'lobby-page' },
  { name: 'new-slots', path: '/new-slots/', load: lobby, chunk: 'lobby-page' },
  { name: 'megaways-slots', path: '/megaways-slots/', load: lobby, chunk: 'lobby-page' },
  { name: 'jackpot-king', path: '/jackpot-king/', load: lobby, chunk: 'lobby-page' },
  { name: 'promotions', path: '/promotions/', load: () => import('./pages/promotions-page'), chunk: 'promotions-page' },
  { name: 'named-promotion', path: '/promotions/:slug/', params: { slug: NAMED_PROMOTIONS }, load: promotion, chunk: 'promotion-page' },
  { name: 'promotion', path: '/promotions/:slug/', params: { slug: SLUG }, load: promotion, chunk: 'promotion-page' },
  // A limited-time offer by its platform id (docs/decisions/015-promotions.md); the loader 404s a malformed id.
  { name: 'limited-promotion', path: '/promotions/limited-time/:id/', load: promotion, chunk: 'promotion-page' },
  { name: 'providers', path: '/providers/', load: content, chunk: 'content-page' },
  { name: 'provider', path: '/providers/:provider/', params: { provider: SLUG }, load: lobby, chunk: 'lobby-page' },
  { name: 'themes', path: '/themes/', load: content, chunk: 'content-page' },
  { name: 'theme', path: '/themes/:theme/', params: { theme: SLUG }, load: lobby, chunk: 'lobby-page' },
  { name: 'game-reviews', path: '/game-reviews/', load: lobby, chunk: 'lobby-page' },
  { name: 'contact-us', path: '/contact-us/', load: () => import('./pages/contact-page'), chunk: 'contact-page', middleware: ['no-store'] },
  { name: 'info', path: '/info/', load: content, chunk: 'content-page' },
  { name: 'info-page', path: '/info/:page/', params: { page: isInfoPage }, load: () => import('./pages/info-page'), chunk: 'info-page' },
  { name: 'game-info', path: '/casino/games/:slug/', params: { slug: SLUG }, load: () => import('./pages/game-info-page'), chunk: 'game-info-page' },
  { name: 'magazine', path: '/magazine/', load: () => import('./pages/magazine-page'), chunk: 'magazine-page' },
  { name: 'magazine-post', path: '/magazine/:slug/', params: { slug: SLUG }, load: () => import('./pages/magazine-post-page'), chunk: 'magazine-post-page' },
  { name: 'home-tab', path: '/:tab/', params: { tab: LOBBY_TABS }, load: lobby, chunk: 'lobby-page' },
];

export interface RouteMatch {
  route: RouteDef;
  params: Params;
}

/** The first route matching a locale-free path, or null (→ 404). */
export function matchRoute(path: string, routes: readonly RouteDef[] = ROUTES): RouteMatch | null {
  for (const route of routes) {
    const params = matchPattern(route, path);
    if (params) return { route, params };
  }
  return null;
}
