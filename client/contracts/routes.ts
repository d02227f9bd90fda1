import type { ComponentType } from 'react';
import type { Params } from './paths';

/** The names of the route table's entries (client/routes.ts); payloads and loaders are keyed by them. */
export type RouteName =
  | 'home'
  | 'all-games'
  | 'home-tab'
  | 'slots'
  | 'slot'
  | 'promotions'
  | 'named-promotion'
  | 'promotion'
  | 'limited-promotion'
  | 'providers'
  | 'provider'
  | 'themes'
  | 'theme'
  | 'game-reviews'
  | 'contact-us'
  | 'info'
  | 'info-page'
  | 'game-info'
  | 'magazine'
  | 'magazine-post'
  | 'new'
  | 'new-slots'
  | 'megaways-slots'
  | 'jackpot-king';

export interface PageProps<D = unknown> {
  data: D;
  params: Params;
}

export interface PageModule {
  default: ComponentType<PageProps<never>>;
}

