import type { Context } from 'hono';
import type { Locale } from '../../i18n/locales';
import type { Translate } from '../../i18n/translate';
import type { PlainPageData } from '../../client/components/plain-page';
import { INFO_PAGES } from '../../client/info-pages';
import type { Params } from '../../client/router/match';
import type { RouteName } from '../../client/routes';
import { LOBBY_TABS } from '../../client/catalogue/lobby-tabs';
import type { Config } from '../config';
import type { Content } from '../content/content';
import type { AppEnv } from '../env';
import type { Geo } from '../middleware/geo';
import { gameInfoLoader, infoPageLoader, promotionLoader, promotionsLoader } from './content-loaders';

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

/** 'lucky-clover-gold' → 'Lucky Clover Gold': a readable heading until the CMS supplies titles. */
export function titleFromSlug(slug: string): string {
  return slug
    .split(/[-_]+/)
    .filter(Boolean)
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join(' ');
}

function plain(heading: string, intro: string, links?: PlainPageData['links']): LoaderResult {
  const data: PlainPageData = { heading, intro, ...(links ? { links } : {}) };
  return { data };
}

const lobby =
  (heading: (ctx: LoaderContext) => string): Loader =>
  (ctx) =>
    plain(heading(ctx), ctx.t('general.description', { brand: ctx.config.brandName }), [
      { href: ctx.href('/all-games/'), label: ctx.t('general.allGames') },
      ...LOBBY_TABS.map((tab) => ({ href: ctx.href(`/${tab}/`), label: titleFromSlug(tab) })),
    ]);

/** One loader per route name; the content and catalogue issues replace these bodies with CMS-backed data. */
export const LOADERS: Record<RouteName, Loader> = {
  home: lobby((ctx) => ctx.config.brandName),
  'all-games': lobby((ctx) => ctx.t('general.allGames')),
  'home-tab': lobby((ctx) => titleFromSlug(ctx.params.tab!)),
  slots: lobby((ctx) => ctx.t('general.slots')),
  new: lobby((ctx) => ctx.t('general.new')),
  'new-slots': lobby((ctx) => ctx.t('general.newSlots')),
  'megaways-slots': lobby((ctx) => ctx.t('general.megawaysSlots')),
  'jackpot-king': lobby((ctx) => ctx.t('general.jackpotKing')),
  provider: lobby((ctx) => titleFromSlug(ctx.params.provider!)),
  theme: lobby((ctx) => titleFromSlug(ctx.params.theme!)),
  slot: (ctx) => plain(titleFromSlug(ctx.params.slug!), ctx.t('general.slots')),
  promotions: promotionsLoader,
  'named-promotion': promotionLoader,
  promotion: promotionLoader,
  providers: (ctx) => plain(ctx.t('general.providers'), ctx.config.brandName),
  themes: (ctx) => plain(ctx.t('general.themes'), ctx.config.brandName),
  'game-reviews': (ctx) => plain(ctx.t('general.gameReviews'), ctx.config.brandName),
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
