import type { ComponentType } from 'react';
import type {
  GameInfoData,
  InfoPageData,
  LobbyData,
  MagazineListData,
  MagazinePostData,
  PlainPageData,
  PromotionData,
  PromotionsData,
} from './page-data';
import type { Params } from './paths';

/**
 * Each route's page data, by route name: the one map the worker's loaders (worker/routes/loaders.ts), the pages
 * (client/routes.ts) and the payload are typed from. A new route is a line here, its loader and its page; both tables
 * are total over these names, so leaving one out, or sending a page other data than it draws, fails to compile.
 */
export interface RouteData {
  home: LobbyData;
  'all-games': LobbyData;
  'home-tab': LobbyData;
  slots: LobbyData;
  slot: LobbyData;
  new: LobbyData;
  'new-slots': LobbyData;
  'megaways-slots': LobbyData;
  'jackpot-king': LobbyData;
  'live-casino': LobbyData;
  'live-tab': LobbyData;
  list: LobbyData;
  provider: LobbyData;
  theme: LobbyData;
  'game-reviews': LobbyData;
  promotions: PromotionsData;
  'named-promotion': PromotionData;
  promotion: PromotionData;
  'limited-promotion': PromotionData;
  providers: PlainPageData;
  themes: PlainPageData;
  'contact-us': PlainPageData;
  info: PlainPageData;
  'info-page': InfoPageData;
  'game-info': GameInfoData;
  magazine: MagazineListData;
  'magazine-post': MagazinePostData;
}

/** The names of the route table's entries; payloads and loaders are keyed by them. */
export type RouteName = keyof RouteData;

/** What a page component gets: its route's data and the route's params. */
export interface PageProps<D> {
  data: D;
  params: Params;
}

/** The page component of route R: it takes exactly the data R's loader sends. */
export type PageComponent<R extends RouteName> = ComponentType<PageProps<RouteData[R]>>;

/** A page module as its lazy import resolves: the page component of route R as its default export. */
export interface PageModule<R extends RouteName> {
  default: PageComponent<R>;
}
