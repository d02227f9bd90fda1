import type { Game } from '../../client/contracts/catalogue';
import type { LimitedTimePromotion, Promotion } from '../../client/contracts/content';
import { notFound } from '../../client/contracts/errors';
import type { PromotionCard, PromotionData, PromotionsData, PromotionView } from '../../client/contracts/page-data';
import { textOf } from '../content/entities';
import type { PromotionsQuery } from '../content/limited-time-promotions-client';
import { promotionIn, promotionsIn } from '../content/localised-promotions';
import { isPlayerView } from './catalogue-data';
import type { Loader, LoaderContext } from './loader-types';
import { required, requiredFromCms } from './lookup';
import { hasEnded, liveThenEnded } from './promotion-status';
import { platformOf } from '../../client/contracts/site';
import { shownProvider } from '../../client/contracts/catalogue';
import { formatDay } from './dates';

/** A limited-time offer's page (docs/decisions/015-promotions.md): its platform id, as the platform API knows it. */
export const limitedPromotionPath = (id: number) => `/promotions/limited-time/${id}/`;

/**
 * The platform's query for this request. isLoggedIn is 1 only on the player view (`?view=player`), which the
 * browser asks for once the platform says a player is logged in and again as a guest after logout
 * (docs/decisions/010-platform-bridge.md): the same re-fetch as the lobby's, so the flag follows the session.
 */
function limitedQuery(ctx: LoaderContext): PromotionsQuery {
  return {
    isLoggedIn: isPlayerView(ctx),
    country: ctx.geo.country,
    regulation: ctx.geo.regulation ?? '',
    language: ctx.locale.language,
    currencyCode: ctx.geo.currency,
    brandName: ctx.config.brandName,
  };
}

/** `lang` of a block whose text is not in the page's language (the CMS's English fallback). */
const otherLang = (ctx: LoaderContext, lang: string) => (lang === ctx.locale.language ? {} : { lang });

/** 400×260 is the offers' artwork size; the card crops to its own aspect ratio anyway. */
const offerImage = (p: LimitedTimePromotion) => (p.image ? { url: p.image, width: 400, height: 260, alt: '' } : null);

const cmsCard = (ctx: LoaderContext, p: Promotion): PromotionCard => ({
  path: `/promotions/${p.slug}/`,
  title: p.title,
  subtitle: p.subtitle,
  excerpt: p.excerpt,
  // The list asks without acf_format, so ACF images are bare ids: the card shows the featured image.
  image: p.image,
  ...otherLang(ctx, p.lang),
  limited: false,
  endsOn: '',
});

const offerCard = (ctx: LoaderContext, p: LimitedTimePromotion): PromotionCard => ({
  path: limitedPromotionPath(p.id),
  title: p.title,
  subtitle: '',
  excerpt: textOf(p.description),
  image: offerImage(p),
  limited: true,
  // The platform's timestamp as the visitor's locale writes a day ('29 de noviembre de 2026'), never ISO.
  endsOn: p.endDate ? formatDay(p.endDate, ctx.locale.id) : '',
});

/** /promotions/: the CMS promotions (visitor's language, English fallback, the visitor's market only) and the platform's limited-time offers, live first. */
export const promotionsLoader: Loader<PromotionsData> = async (ctx) => {
  const [promotions, limited] = await Promise.all([
    promotionsIn(ctx.content.wordpress, ctx.locale.language, ctx.geo.currency),
    ctx.content.limitedTimePromotions.getAll(limitedQuery(ctx)),
  ]);
  const now = Date.now();
  const cms = liveThenEnded(promotions ?? [], now);
  const offers = liveThenEnded(limited ?? [], now);
  const data: PromotionsData = {
    heading: ctx.t('general.promotions'),
    live: [...cms.live.map((p) => cmsCard(ctx, p)), ...offers.live.map((p) => offerCard(ctx, p))],
    ended: [...cms.ended.map((p) => cmsCard(ctx, p)), ...offers.ended.map((p) => offerCard(ctx, p))],
    unavailable: promotions === undefined,
  };
  return { data };
};

/** The game a promotion names, when this device's catalogue lists it and it may be shown. */
async function namedGame(ctx: LoaderContext, gameId: number | null): Promise<PromotionView['game']> {
  if (gameId === null) return null;
  const list = await ctx.content.platform.getGamesList(platformOf(ctx.c.var.device));
  const game = list?.games.find((g: Game) => g.id === gameId);
  if (!game || (game.childAppealing && !ctx.config.allowChildAppealing)) return null;
  return { id: game.id, name: game.name, provider: shownProvider(game) };
}

/**
 * /promotions/{slug}/ and the four named promotions: the CMS promotion in the visitor's language, else English; 404
 * when none; 503 when the CMS is down with nothing cached (decision 028).
 */
export const promotionLoader: Loader<PromotionData> = async (ctx) => {
  const promotion = requiredFromCms(await promotionIn(ctx.content.wordpress, ctx.params.slug!, ctx.locale.language, ctx.geo.currency));
  // Links inside the CMS body and terms keep the visitor's locale (docs/decisions/016).
  const prefix = ctx.locale.prefix ? `/${ctx.locale.prefix}` : '';
  const [content, terms] = await Promise.all([ctx.content.localiseHtml(promotion.content, prefix), ctx.content.localiseHtml(promotion.terms, prefix)]);
  const data: PromotionData = {
    promotion: {
      title: promotion.title,
      subtitle: promotion.subtitle,
      image: promotion.image,
      content,
      terms,
      ...otherLang(ctx, promotion.lang),
      ended: hasEnded(promotion, Date.now()),
      endsOn: '',
      game: await namedGame(ctx, promotion.gameId),
    },
  };
  return {
    data,
    title: promotion.seo?.title || promotion.title,
    ...(promotion.seo?.description ? { description: promotion.seo.description } : {}),
    ...(promotion.image ? { image: { ...promotion.image, alt: promotion.image.alt || promotion.title } } : {}),
  };
};

/** Platform ids are positive integers; anything longer than this is no id the platform hands out. */
const ID = /^[1-9]\d{0,9}$/;

/** /promotions/limited-time/{id}/: one limited-time offer; 404 when the platform does not know it or hides it from this visitor. */
export const limitedPromotionLoader: Loader<PromotionData> = async (ctx) => {
  const id = ctx.params.id ?? '';
  if (!ID.test(id)) throw notFound();
  const offer = required(await ctx.content.limitedTimePromotions.lookupOne(Number(id), limitedQuery(ctx)));
  const data: PromotionData = {
    promotion: {
      title: offer.title,
      subtitle: '',
      image: offerImage(offer),
      content: offer.description,
      terms: offer.terms,
      ended: hasEnded(offer, Date.now()),
      endsOn: offer.endDate ? formatDay(offer.endDate, ctx.locale.id) : '',
      game: null,
    },
  };
  return { data, title: offer.title, ...(offer.image ? { image: { url: offer.image, alt: offer.title } } : {}) };
};
