import type { Context } from 'hono';
import type { Params } from '../../client/contracts/paths';
import type { RouteData, RouteName } from '../../client/contracts/routes';
import type { Geo } from '../../client/contracts/site';
import type { Locale } from '../../i18n/locales';
import type { Translate } from '../../i18n/translate';
import type { Config } from '../config';
import type { Content } from '../content/content';
import type { AppEnv } from '../env';

/** What every route loader gets: the request, its params and locale, config, geo and the content layer. */
export interface LoaderContext {
  c: Context<AppEnv>;
  params: Params;
  locale: Locale;
  t: Translate;
  config: Config;
  geo: Geo;
  content: Content;
  href: (rest: string) => string;
}

/** A loader's result: its page's data plus what it refines of the head (title defaults to the product name). */
export interface LoaderResult<D> {
  data: D;
  title?: string;
  /** The name the page is about when the title says more ('{game} Review – RTP …'): a shortened title keeps it whole. */
  name?: string;
  /** The locale-free path of the page this one duplicates: its canonical and hreflang name that page. */
  canonical?: string;
  description?: string;
  /** The page's own picture for shares (absolute URL); alt text defaults to the page's name. */
  image?: { url: string; alt?: string; width?: number; height?: number; type?: string };
  /** The CMS's robots directive when it keeps the page out of search engines (Yoast noindex). */
  robots?: string;
  /** schema.org objects of the page itself (a Game on game pages); breadcrumbs and Organization are added for all. */
  jsonLd?: Record<string, unknown>[];
}

/** A route's loader, sending data of type D (its route's RouteData entry). */
export type Loader<D> = (ctx: LoaderContext) => Promise<LoaderResult<D>> | LoaderResult<D>;

/** One loader per route, each sending the data its route's page takes: total over RouteData, so none is forgotten. */
export type Loaders = { readonly [R in RouteName]: Loader<RouteData[R]> };
