import type { PlainPageData } from '../../client/contracts/page-data';
import { INFO_PAGES } from '../../client/contracts/info-pages';
import { infoPageTitle } from './list-labels';
import type { LoaderResult, Loaders } from './loader-types';
import { gameInfoLoader, infoPageLoader } from './content-loaders';
import { limitedPromotionLoader, promotionLoader, promotionsLoader } from './promotion-loaders';
import { gameReviewsLoader, providersLoader, themeLoader, themesLoader } from './directory-loaders';
import { magazineLoader, magazinePostLoader } from './magazine-loaders';
import { allGamesLoader, gameListLoader, homeLoader, jackpotKingLoader, liveCasinoLoader, liveTabLoader, megawaysLoader, newSlotsLoader, providerLoader, slotLoader, tabLoader } from './lobby-loaders';

/**
 * The only query parameters loaders read. The guest page cache keys on these and ignores the rest (tracking
 * parameters), so a loader that reads a new one must add it here.
 */
export const PAGE_QUERY_PARAMS = ['page', 'letter', 'view'] as const;

function plain(heading: string, intro: string, links?: PlainPageData['links']): LoaderResult<PlainPageData> {
  const data: PlainPageData = { heading, intro, ...(links ? { links } : {}) };
  return { data };
}

/** One loader per route name, sending its route's data (client/contracts/routes.ts RouteData). */
export const LOADERS: Loaders = {
  home: homeLoader,
  'all-games': allGamesLoader,
  'home-tab': tabLoader((ctx) => ctx.params.tab!),
  slots: tabLoader(() => 'slots'),
  new: tabLoader(() => 'new'),
  'new-slots': newSlotsLoader,
  'megaways-slots': megawaysLoader,
  'jackpot-king': jackpotKingLoader,
  'live-casino': liveCasinoLoader,
  'live-tab': liveTabLoader,
  list: gameListLoader,
  provider: providerLoader,
  theme: themeLoader,
  slot: slotLoader,
  promotions: promotionsLoader,
  'named-promotion': promotionLoader,
  promotion: promotionLoader,
  'limited-promotion': limitedPromotionLoader,
  providers: providersLoader,
  themes: themesLoader,
  'game-reviews': gameReviewsLoader,
  'contact-us': (ctx) => plain(ctx.t('general.contactUs'), ctx.t('contact.intro')),
  info: (ctx) =>
    plain(
      ctx.t('general.information'),
      ctx.config.brandName,
      INFO_PAGES.map((slug) => ({ href: ctx.href(`/info/${slug}/`), label: infoPageTitle(slug, ctx.t) })),
    ),
  'info-page': infoPageLoader,
  'game-info': gameInfoLoader,
  magazine: magazineLoader,
  'magazine-post': magazinePostLoader,
};
