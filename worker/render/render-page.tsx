import type { Context } from 'hono';
import { App } from '../../client/app';
import type { PageView } from '../../client/contracts/page-view';
import type { InitialState } from '../../client/contracts/payload';
import type { SiteContext } from '../../client/contracts/site';
import { createStores } from '../../client/state/create-stores';
import { getLocale } from '../../i18n/locales';
import { getConfig } from '../config';
import type { AppEnv } from '../env';
import { assetsFor } from './assets';
import { noncePlaceholder, respondWith } from './page-cache';
import { serialiseState } from './state';

export interface RenderedPage {
  /** The HTML with noncePlaceholder() where the request's nonce goes. */
  body: string;
  status: number;
  headers: [string, string][];
}

/** SSR of one page as this request's response (with its nonce). */
export async function renderPage(c: Context<AppEnv>, site: SiteContext, view: PageView, chunk: string | null): Promise<Response> {
  return respondWith(await renderTemplate(c, site, view, chunk), c.var.nonce);
}

/**
 * SSR of one page inside the document; the serialised state is exactly what the client hydrates from. Pure
 * rendering: everything it shows was gathered by the route's loader and worker/routes/site-loader.ts.
 */
export async function renderTemplate(c: Context<AppEnv>, site: SiteContext, view: PageView, chunk: string | null): Promise<RenderedPage> {
  const { payload } = view;
  const state: InitialState = { payload, site };
  const stores = createStores(site, view);
  c.status(payload.status as 200);
  const res = await c.render(<App stores={stores} />, {
    document: {
      lang: c.var.locale?.tag ?? 'en-GB',
      head: payload.head,
      nonce: noncePlaceholder(),
      state: serialiseState(state),
      assets: assetsFor(chunk, getLocale(payload.locale).language),
      tagManagerUrl: getConfig(c.env).tagManagerUrl,
    },
  });
  return { body: await res.text(), status: res.status, headers: [...res.headers] };
}
