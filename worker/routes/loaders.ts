import type { Context } from 'hono';
import type { Locale } from '../../i18n/locales';
import type { Translate } from '../../i18n/translate';
import type { PlainPageData } from '../../client/components/plain-page';
import { INFO_PAGES } from '../../client/info-pages';
import type { Params } from '../../client/router/match';
import type { RouteName } from '../../client/routes';
import type { Config } from '../config';
import { titleFromSlug } from './title';
import type { Content } from '../content/content';
import type { AppEnv } from '../env';
import type { Geo } from '../middleware/geo';
import { gameInfoLoader, infoPageLoader, promotionLoader, promotionsLoader } from './content-loaders';
import { gameReviewsLoader, providersLoader, themeLoader, themesLoader } from './directory-loaders';
import { allGamesLoader, homeLoader, jackpotKingLoader, megawaysLoader, newSlotsLoader, providerLoader, slotLoader, tabLoader } from './lobby-loaders';

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
}

export type Loader = (ctx: LoaderContext) => Promise<LoaderResult> | LoaderResult;

/**
 * The only query parameters loaders read. The guest page cache keys on these and ignores the rest (tracking
 * parameters), so a loader that reads a new one must add it here.
 */
export const PAGE_QUERY_PARAMS = ['page', 'letter'] as const;


function plain(heading: string, intro: string, links?: PlainPageData['links']): LoaderResult {
  const data: PlainPageData = { heading, intro, ...(links ? { links } : {}) };
  return { data };
}


/** One loader per route name. */
export const LOADERS: Record<RouteName, Loader> = {
  home: homeLoader,
  'all-games': allGamesLoader,
  'home-tab': tabLoader((ctx) => ctx.params.tab!),
  slots: tabLoader(() => 'slots'),
  new: tabLoader(() => 'new'),
  'new-slots': newSlotsLoader,
  'megaways-slots': megawaysLoader,
  'jackpot-king': jackpotKingLoader,
  provider: providerLoader,
  theme: themeLoader,
  slot: slotLoader,
  promotions: promotionsLoader,
  'named-promotion': promotionLoader,
  promotion: promotionLoader,
  providers: providersLoader,
  themes: themesLoader,
  'game-reviews': gameReviewsLoader,
  'contact-us': (ctx) => plain(ctx.t('general.contactUs'), ctx.config.brandName),
  info: (ctx) =>
    plain(
      ctx.t('general.information'),
      ctx.config.brandName,
      INFO_PAGES.map((slug) => ({ href: ctx.href(`/info/${slug}/`), label: titleFromSlug(slug) })),
    ),
  'info-page': infoPageLoader,
  'game-info': gameInfoLoader,
};
