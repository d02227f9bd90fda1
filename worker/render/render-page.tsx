import type { Context } from 'hono';
import { App } from '../../client/app';
import type { InitialState, PagePayload, SiteContext } from '../../client/router/payload';
import type { PageModule } from '../../client/routes';
import { createAppState } from '../../client/state/app';
import { createRouterState } from '../../client/state/router';
import { getConfig } from '../config';
import type { AppEnv } from '../env';
import { assetsFor } from './assets';
import { serialiseState } from './state';

export function siteContext(c: Context<AppEnv>): SiteContext {
  const geo = c.var.geo;
  return {
    brandName: getConfig(c.env).brandName,
    country: geo?.country ?? 'GB',
    currency: geo?.currency ?? 'GBP',
    regulation: geo ? geo.regulation : 'GB',
    device: c.var.device ?? 'desktop',
  };
}

/** SSR of one page payload inside the document; the serialised state is exactly what the client hydrates from. */
export function renderPage(
  c: Context<AppEnv>,
  payload: PagePayload,
  Page: PageModule['default'] | null,
  chunk: string | null,
): Response | Promise<Response> {
  const site = siteContext(c);
  const stores = { site, app: createAppState(site), router: createRouterState(payload, Page) };
  const state: InitialState = { payload, site };
  c.status(payload.status as 200);
  return c.render(<App stores={stores} />, {
    document: {
      lang: c.var.locale?.tag ?? 'en-GB',
      head: payload.head,
      nonce: c.var.nonce,
      state: serialiseState(state),
      assets: assetsFor(chunk),
    },
  });
}
