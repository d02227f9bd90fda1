import type { Context } from 'hono';
import { App } from '../../client/app';
import type { InitialState, PagePayload, SiteContext } from '../../client/router/payload';
import type { PageModule } from '../../client/routes';
import { createStores } from '../../client/state/create-stores';
import { getLocale } from '../../i18n/locales';
import { getConfig } from '../config';
import { loadFooter } from './footer-data';
import type { AppEnv } from '../env';
import { assetsFor } from './assets';
import { noncePlaceholder, respondWith } from './page-cache';
import { serialiseState } from './state';

export async function siteContext(c: Context<AppEnv>, language: string): Promise<SiteContext> {
  const geo = c.var.geo;
  return {
    brandName: getConfig(c.env).brandName,
    brandDomain: getConfig(c.env).brandDomain,
    affiliatesUrl: getConfig(c.env).affiliatesUrl,
    footer: await loadFooter(c, language),
    country: geo?.country ?? 'GB',
    currency: geo?.currency ?? 'GBP',
    regulation: geo ? geo.regulation : 'GB',
    device: c.var.device ?? 'desktop',
  };
}

export interface RenderedPage {
  /** The HTML with noncePlaceholder() where the request's nonce goes. */
  body: string;
  status: number;
  headers: [string, string][];
}

/** SSR of one page payload as this request's response (with its nonce). */
export async function renderPage(c: Context<AppEnv>, payload: PagePayload, Page: PageModule['default'] | null, chunk: string | null): Promise<Response> {
  return respondWith(await renderTemplate(c, payload, Page, chunk), c.var.nonce);
}

/** SSR of one page payload inside the document; the serialised state is exactly what the client hydrates from. */
export async function renderTemplate(
  c: Context<AppEnv>,
  payload: PagePayload,
  Page: PageModule['default'] | null,
  chunk: string | null,
): Promise<RenderedPage> {
  const site = await siteContext(c, getLocale(payload.locale).language);
  const state: InitialState = { payload, site };
  const stores = createStores(state, Page);
  c.status(payload.status as 200);
  const res = await c.render(<App stores={stores} />, {
    document: {
      lang: c.var.locale?.tag ?? 'en-GB',
      head: payload.head,
      nonce: noncePlaceholder(),
      state: serialiseState(state),
      assets: assetsFor(chunk, getLocale(payload.locale).language),
    },
  });
  return { body: await res.text(), status: res.status, headers: [...res.headers] };
}
