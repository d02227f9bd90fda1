import type { InitialState } from '../contracts/payload';
import type { PageModule } from '../contracts/routes';
import { createAccountState } from './account';
import { createAppState } from './app';
import type { Stores } from './context';
import { createFooterState } from './footer';
import { createGamesState } from './games';
import { createPlatformState } from './platform';
import { createRouterState } from './router';

/** All stores of one page view from the serialised state: per request on the server, once in the browser. */
export function createStores(state: InitialState, Page: PageModule['default'] | null): Stores {
  return {
    site: state.site,
    app: createAppState(state.site),
    router: createRouterState(state.payload, Page),
    account: createAccountState(state.site),
    games: createGamesState(),
    footer: createFooterState(state.site.footer),
    platform: createPlatformState(),
  };
}
