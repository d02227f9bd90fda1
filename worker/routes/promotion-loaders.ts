import type { Game } from '../../client/contracts/catalogue';
import type { KeyTerms, LimitedTimePromotion, Promotion } from '../../client/contracts/content';
import { notFound } from '../../client/contracts/errors';
import type { OfferTerms, PromotionCard, PromotionData, PromotionsData, PromotionView } from '../../client/contracts/page-data';
import { textOf } from '../content/entities';
import { promotionIn, promotionsIn } from '../content/localised-promotions';
import type { Loader, LoaderContext } from './loader-types';
import { required, requiredFromCms } from './lookup';
import { hasEnded, liveThenEnded } from './promotion-status';
import { platformOf } from '../../client/contracts/site';
import { shownProvider } from '../../client/contracts/catalogue';
import { formatDay } from './dates';
import { offerFlag, offerProblem } from './offer-rules';
import { claimable, limitedQuery, offerLinkCheck } from './market-offers';
import { mayShow } from '../catalogue/filter';

/** A limited-time offer's page (docs/decisions/015-promotions.md): its platform id, as the platform API knows it. */
export const limitedPromotionPath = (id: number) => `/promotions/limited-time/${id}/`;

/** `lang` of a block whose text is not in the page's language (the CMS's English fallback). */
const otherLang = (ctx: LoaderContext, lang: string) => (lang === ctx.locale.language ? {} : { lang });

/** The site's bonus policy (an info page, as the footer links it). */
const BONUS_POLICY_PATH = '/info/bonus-policy/';

/** 400×260 is the offers' artwork size; the card crops to its own aspect ratio anyway. */
const offerImage = (p: LimitedTimePromotion) => (p.image ? { url: p.image, width: 400, height: 260, alt: '' } : null);

/**
 * An offer's key terms for this visitor (docs/decisions/034-key-terms.md): amounts in the market currency it was
 * chosen for, '18+ · T&Cs apply' linking to the page's full terms. A live offer that breaks the market's rule is
 * withheld (no bonus call to action) and flagged in the request's log line; an ended one invites no one anyway.
 */
function offerTerms(ctx: LoaderContext, id: string, pagePath: string, offer: { keyTerms: KeyTerms; terms: string }, ended: boolean): OfferTerms {
  const terms = offer.keyTerms;
  const withheld = !ended && flagWithheld(ctx, id, terms);
  // An offer without terms of its own falls under the bonus policy.
  const termsPath = offer.terms.trim() ? `${pagePath}#terms` : BONUS_POLICY_PATH;
  return { terms, currency: ctx.geo.currency, termsPath, withheld };
}

/** Whether the visitor's market withholds this live offer; if so, it is flagged in the request's log line. */
function flagWithheld(ctx: LoaderContext, id: string, terms: KeyTerms): boolean {
  const problem = offerProblem(terms, ctx.geo);
  if (problem) ctx.c.get('trace')?.offerFlag(offerFlag(id, terms, problem));
  return problem !== null;
}

const cmsCard = (ctx: LoaderContext, p: Promotion, ended: boolean): PromotionCard => ({
  path: `/promotions/${p.slug}/`,
  title: p.title,
  subtitle: p.subtitle,
  excerpt: p.excerpt,
  // The list asks without acf_format, so ACF images are bare ids: the card shows the featured image.
  image: p.image,
  ...otherLang(ctx, p.lang),
  limited: false,
  endsOn: '',
  offer: offerTerms(ctx, `cms:${p.slug}`, `/promotions/${p.slug}/`, p, ended),
});

const offerCard = (ctx: LoaderContext, p: LimitedTimePromotion, ended: boolean): PromotionCard => ({
  path: limitedPromotionPath(p.id),
  title: p.title,
  subtitle: '',
  excerpt: textOf(p.description),
  image: offerImage(p),
  limited: true,
  // The platform's timestamp as the visitor's locale writes a day ('29 de noviembre de 2026'), never ISO.
  endsOn: p.endDate ? formatDay(p.endDate, ctx.locale.id) : '',
  offer: offerTerms(ctx, `ltp:${p.id}`, limitedPromotionPath(p.id), p, ended),
});

/**
 * Live offers the visitor can claim, and the ones their market's rules withhold (docs/decisions/042): those are not
 * listed at all — a UK visitor is not shown a 20× offer, not even as one they cannot have — and only flagged in the
 * request's log line, as their pages flag them (decision 034).
 */
function claimableOnly<T extends { keyTerms: KeyTerms }>(ctx: LoaderContext, live: readonly T[], id: (p: T) => string): T[] {
  return live.filter((p) => {
    if (claimable(p.keyTerms, ctx.geo)) return true;
    flagWithheld(ctx, id(p), p.keyTerms);
    return false;
  });
}

/**
 * /promotions/: the CMS promotions (visitor's language, their market's English edition and English filling the gaps,
 * their market only) and the platform's limited-time offers: live ones they can claim first, then ended ones.
 */
export const promotionsLoader: Loader<PromotionsData> = async (ctx) => {
  const [promotions, limited] = await Promise.all([
    promotionsIn(ctx.content.wordpress, ctx.locale.language, ctx.geo.currency),
    ctx.content.limitedTimePromotions.getAll(limitedQuery(ctx.c)),
  ]);
  const now = Date.now();
  const cms = liveThenEnded(promotions ?? [], now);
  const offers = liveThenEnded(limited ?? [], now);
  const data: PromotionsData = {
    heading: ctx.t('general.promotions'),
    live: [
      ...claimableOnly(ctx, cms.live, (p) => `cms:${p.slug}`).map((p) => cmsCard(ctx, p, false)),
      ...claimableOnly(ctx, offers.live, (p) => `ltp:${p.id}`).map((p) => offerCard(ctx, p, false)),
    ],
    ended: [...cms.ended.map((p) => cmsCard(ctx, p, true)), ...offers.ended.map((p) => offerCard(ctx, p, true))],
    unavailable: promotions === undefined,
  };
  return { data };
};

/** A promotion's cached HTML as this visitor reads it: their locale's links, and none to an offer they cannot have. */
function localised(ctx: LoaderContext, html: string): Promise<string> {
  return ctx.content.localiseHtml(html, ctx.locale.prefix ? `/${ctx.locale.prefix}` : '', { offerLink: offerLinkCheck(ctx.c) });
}

/** The game a promotion names, when this device's catalogue lists it and it may be shown. */
async function namedGame(ctx: LoaderContext, gameId: number | null): Promise<PromotionView['game']> {
  if (gameId === null) return null;
  const list = await ctx.content.platform.getGamesList(platformOf(ctx.c.get('device')));
  const game = list?.games.find((g: Game) => g.id === gameId);
  if (!game || !mayShow(game, ctx.config.allowChildAppealing)) return null;
  return { id: game.id, name: game.name, provider: shownProvider(game) };
}

/**
 * /promotions/{slug}/ and the four named promotions: the CMS promotion in the visitor's language, else English; 404
 * when none; 503 when the CMS is down with nothing cached (decision 028).
 */
export const promotionLoader: Loader<PromotionData> = async (ctx) => {
  const promotion = requiredFromCms(await promotionIn(ctx.content.wordpress, ctx.params.slug!, ctx.locale.language, ctx.geo.currency));
  // Links inside the CMS body and terms keep the visitor's locale (docs/decisions/016) and lead to offers they can have (042).
  const [content, terms] = await Promise.all([localised(ctx, promotion.content), localised(ctx, promotion.terms)]);
  const ended = hasEnded(promotion, Date.now());
  const data: PromotionData = {
    promotion: {
      title: promotion.title,
      subtitle: promotion.subtitle,
      image: promotion.image,
      content,
      terms,
      ...otherLang(ctx, promotion.lang),
      ended,
      endsOn: '',
      game: await namedGame(ctx, promotion.gameId),
      offer: offerTerms(ctx, `cms:${promotion.slug}`, `/promotions/${promotion.slug}/`, promotion, ended),
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
  const offer = required(await ctx.content.limitedTimePromotions.lookupOne(Number(id), limitedQuery(ctx.c)));
  const ended = hasEnded(offer, Date.now());
  const [content, terms] = await Promise.all([localised(ctx, offer.description), localised(ctx, offer.terms)]);
  const data: PromotionData = {
    promotion: {
      title: offer.title,
      subtitle: '',
      image: offerImage(offer),
      content,
      terms,
      ended,
      endsOn: offer.endDate ? formatDay(offer.endDate, ctx.locale.id) : '',
      game: null,
      offer: offerTerms(ctx, `ltp:${offer.id}`, limitedPromotionPath(offer.id), offer, ended),
    },
  };
  return { data, title: offer.title, ...(offer.image ? { image: { url: offer.image, alt: offer.title } } : {}) };
};
