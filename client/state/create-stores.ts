import type { PageView } from '../contracts/page-view';
import type { SiteContext } from '../contracts/site';
import { createAccountState } from './account';
import { createAppState } from './app';
import type { Stores } from './context';
import { createFooterState } from './footer';
import { createGamesState } from './games';
import { createPlatformState } from './platform';
import { createRouterState } from './router';

/** All stores of one page view from the serialised site context and the page: per request on the server, once in the browser. */
export function createStores(site: SiteContext, view: PageView): Stores {
  return {
    site,
    app: createAppState(site),
    router: createRouterState(view),
    account: createAccountState(site),
    games: createGamesState(),
    footer: createFooterState(site.footer),
    platform: createPlatformState(),
  };
}
