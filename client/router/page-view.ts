import type { PageView, RouteView } from '../contracts/page-view';
import type { PagePayload, PayloadOf } from '../contracts/payload';
import type { PageModule, RouteName } from '../contracts/routes';
import { ERROR_PAGE, PAGE_CHUNKS, type PageChunk } from '../loading/page-chunks';
import { mayReload } from './connection';

/** What hydration needs of the router: the first page's view (its chunk). The navigating router is lazy (navigate.ts). */
const RELOAD_KEY = 'chunk-reload-at';

/** Modules by their loader, once loaded. */
const loaded = new Map<() => Promise<unknown>, unknown>();

/**
 * A module once loaded is handed back without a new import(): Chromium settles even an import() of a module it has
 * run in a later task, and a frame may be drawn in between — the old page, for one frame more (issue 29).
 */
export function loadOnce<T>(load: () => Promise<T>): Promise<T> {
  return loaded.has(load) ? Promise.resolve(loaded.get(load) as T) : load().then((m) => (loaded.set(load, m), m));
}

/** A payload with its route's page, or an error payload with the error page (the chunk loaded either way). */
export async function pageView(payload: PagePayload, url: URL): Promise<PageView> {
  if (payload.route === 'error') return { payload, Page: null, ErrorPage: (await orReload(() => loadOnce(ERROR_PAGE.load), url)).default };
  return routeView(payload, url);
}

/** Route R's payload with R's page: generic in R, so the compiler pairs the payload's data with the page that takes it. */
async function routeView<R extends RouteName>(payload: PayloadOf<R>, url: URL): Promise<RouteView<R>> {
  // A route this bundle does not know (the worker was deployed since the page loaded) has no entry: loading fails,
  // and loadChunk reloads the page once, which brings the new bundle.
  const page = await loadChunk(PAGE_CHUNKS[payload.route], url);
  return { payload, Page: page.default };
}

/** Loads a route's chunk; after a deploy an old chunk may be gone, so reload the target once (guarded for 60 s). */
export function loadChunk<R extends RouteName>(page: PageChunk<R>, url: URL): Promise<PageModule<R>> {
  return orReload(() => loadOnce(page.load), url);
}

/** A chunk the navigation needs (page, messages); if it cannot load, the target is loaded as a document (SPEC §8). */
export async function orReload<T>(load: () => Promise<T>, url: URL): Promise<T> {
  try {
    return await load();
  } catch (error) {
    const last = Number(sessionStorage.getItem(RELOAD_KEY));
    if (mayReload(Number.isFinite(last) && last > 0 ? last : null, Date.now())) {
      sessionStorage.setItem(RELOAD_KEY, String(Date.now()));
      location.assign(url.href);
      await new Promise(() => undefined); // the page is going away
    }
    throw error;
  }
}

