/**
 * Each route's page chunk, by route name: all the browser needs of the route table (it never matches a path — the
 * worker does, and names the route in the payload). The patterns stay in client/routes.ts, the worker's, so they
 * are not first-screen bytes (issue 29, docs/decisions/032). Total over client/contracts/routes.ts RouteData, so each
 * route's page is checked against the data its loader sends.
 */
import type { ErrorPageComponent } from '../contracts/page-view';
import type { PageModule, RouteName } from '../contracts/routes';

/**
 * A page module, lazy in the browser and bundled in the worker. The file name the build manifest keys it by is the
 * worker's (client/routes.ts PAGE_FILES): the browser never needs it, so it is no first-screen byte.
 */
export interface PageChunk<R extends RouteName> {
  load: () => Promise<PageModule<R>>;
}

/** The error page's chunk: an error payload's page (the worker's error documents preload it as a route's page). */
export const ERROR_PAGE: { load: () => Promise<{ default: ErrorPageComponent }>; chunk: string } = {
  load: () => import('../pages/error-page'),
  chunk: 'error-page',
};

// The import() stays literal so the build finds it.
// Home shows rails only: its chunk has no grid (issue 53); the other lobby routes' has.
export const home = { load: () => import('../pages/home-page') };
export const lobby = { load: () => import('../pages/lobby-page') };
export const content = { load: () => import('../pages/content-page') };
export const promotion = { load: () => import('../pages/promotion-page') };
export const promotions = { load: () => import('../pages/promotions-page') };
export const contact = { load: () => import('../pages/contact-page') };
export const infoPage = { load: () => import('../pages/info-page') };
export const gameInfo = { load: () => import('../pages/game-info-page') };
export const magazine = { load: () => import('../pages/magazine-page') };
export const magazinePost = { load: () => import('../pages/magazine-post-page') };
export const liveLobby = { load: () => import('../pages/live-lobby-page') };

export const PAGE_CHUNKS: { readonly [R in RouteName]: PageChunk<R> } = {
  home,
  'all-games': lobby,
  slots: lobby,
  slot: lobby,
  new: lobby,
  'new-slots': lobby,
  'megaways-slots': lobby,
  'jackpot-king': liveLobby,
  'live-casino': liveLobby,
  'live-tab': liveLobby,
  list: lobby,
  promotions,
  'named-promotion': promotion,
  promotion,
  'limited-promotion': promotion,
  providers: content,
  provider: lobby,
  themes: content,
  theme: lobby,
  'game-reviews': lobby,
  'contact-us': contact,
  info: content,
  'info-page': infoPage,
  'game-info': gameInfo,
  magazine,
  'magazine-post': magazinePost,
  'home-tab': lobby,
};
