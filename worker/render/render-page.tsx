import type { Context } from 'hono';
import { App } from '../../client/app';
import { loadDeferredParts } from '../../client/loading/deferred';
import type { PageView } from '../../client/contracts/page-view';
import type { InitialState } from '../../client/contracts/payload';
import type { SiteContext } from '../../client/contracts/site';
import { createStores } from '../../client/state/create-stores';
import { GUEST_COPY_HEADER } from '../../client/contracts/guest-copy';
import { getLocale } from '../../i18n/locales';
import { getConfig } from '../config';
import type { AppEnv } from '../env';
import { versionInfo, versionOverride } from '../version';
import { assetsFor } from './assets';
import { lcpImageOf } from './lcp-image';
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
  return respondWith(await renderTemplate(c, site, view, chunk), c.get('nonce'));
}

/**
 * SSR of one page inside the document; the serialised state is exactly what the client hydrates from. Pure
 * rendering: everything it shows was gathered by the route's loader and worker/routes/site-loader.ts.
 */
export async function renderTemplate(c: Context<AppEnv>, site: SiteContext, view: PageView, chunk: string | null): Promise<RenderedPage> {
  const { payload } = view;
  const state: InitialState = { payload, site };
  const stores = createStores(site, view);
  // The chrome the browser hydrates later is bundled in the worker: in memory after the first call, never a suspense.
  await loadDeferredParts();
  c.status(payload.status as 200);
  // Which variant a page is depends on the activity cookie (docs/decisions/023), so no shared cache may hand one
  // visitor's variant to another: every document varies on Cookie, and the welcome-back variant is private as well
  // (it is only ever right for the browser whose cookie is fresh, and only for 300 s). The worker's own page cache
  // keys the variant itself (worker/routes/pages.ts). The service worker's request for a guest's copy
  // (GUEST_COPY_HEADER, docs/decisions/045) decides it too.
  c.header('Vary', `Cookie, ${GUEST_COPY_HEADER}`, { append: true });
  if (site.returning) c.header('Cache-Control', privately(c.res.headers.get('Cache-Control')));
  const res = await c.render(<App stores={stores} />, {
    document: {
      lang: c.get('locale')?.tag ?? 'en-GB',
      head: payload.head,
      nonce: noncePlaceholder(),
      state: serialiseState(state),
      assets: assetsFor(chunk, getLocale(payload.locale).language, { platform: site.returning }),
      lcpImage: lcpImageOf(payload),
      tagManagerUrl: getConfig(c.env).tagManagerUrl,
      versionOverride: versionOverride(c.env.WORKER_NAME, c.get('release') ?? versionInfo(c.env)),
      // A returning visitor's session check needs the framework first: asked for before the app's own code.
      ...(site.returning ? { returning: { frameworkUrl: site.platform.scriptUrl } } : {}),
    },
  });
  return { body: await res.text(), status: res.status, headers: [...res.headers] };
}

/** The page's Cache-Control for one browser only: 'no-store' stays, anything else becomes 'private, no-cache'. */
function privately(cacheControl: string | null): string {
  return cacheControl?.includes('no-store') ? 'private, no-store' : 'private, no-cache';
}
