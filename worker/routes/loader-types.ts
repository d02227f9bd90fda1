import type { Context } from 'hono';
import type { Params } from '../../client/contracts/paths';
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

/** A loader's result: page data plus what it refines of the head (title defaults to the product name). */
export interface LoaderResult {
  data: unknown;
  title?: string;
  description?: string;
  image?: string;
  /** The CMS's robots directive when it keeps the page out of search engines (Yoast noindex). */
  robots?: string;
  /** schema.org objects of the page itself (a Game on game pages); breadcrumbs and Organization are added for all. */
  jsonLd?: Record<string, unknown>[];
}

export type Loader = (ctx: LoaderContext) => Promise<LoaderResult> | LoaderResult;
