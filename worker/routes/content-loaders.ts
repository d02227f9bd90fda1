import type { GameInfoData, InfoPageData, PromotionData, PromotionsData } from '../../client/contracts/page-data';
import type { Loader } from './loader-types';
import { required } from './lookup';
import { titleFromSlug } from './title';

/** /promotions/: the CMS promotions plus the platform's limited-time offers (guest view; logged-in refresh is client-side). */
export const promotionsLoader: Loader = async ({ content, locale, geo, config, t }) => {
  const [promotions, limited] = await Promise.all([
    content.wordpress.getPromotions(locale.language),
    content.limitedTimePromotions.getAll({
      isLoggedIn: false,
      country: geo.country,
      regulation: geo.regulation ?? '',
      language: locale.language,
      currencyCode: geo.currency,
      brandName: config.brandName,
    }),
  ]);
  const data: PromotionsData = {
    heading: t('general.promotions'),
    promotions: (promotions ?? []).map((p) => ({ slug: p.slug, title: p.title, subtitle: p.subtitle, excerpt: p.excerpt, image: p.image })),
    limited: limited ?? [],
    unavailable: promotions === undefined,
  };
  return { data };
};

/** /promotions/{slug}/ and the four named promotions: the CMS promotion (404 when the CMS has none). */
export const promotionLoader: Loader = async ({ content, params }) => {
  const promotion = required(await content.wordpress.getPromotion(params.slug!));
  const data: PromotionData = { promotion };
  return {
    data,
    title: promotion.seo?.title || promotion.title,
    ...(promotion.seo?.description ? { description: promotion.seo.description } : {}),
    ...(promotion.image ? { image: promotion.image.url } : {}),
  };
};

/** The info page that carries the payment methods table (SPEC §2). */
const DEPOSIT_METHODS_PAGE = 'deposit-methods';

/** /info/{page}/: platform HTML, sanitised when cached, then filtered for the visitor's country (GB / non-GB / AT blocks). */
export const infoPageLoader: Loader = async ({ content, params, geo, locale, config }) => {
  const slug = params.page!;
  const html = required(
    await content.platform.getInfoPage({
      resourceName: slug,
      regulationType: geo.regulation ?? '',
      lng: locale.language,
      currencyCode: geo.currency,
      host: config.brandDomain,
    }),
  );
  const prefix = locale.prefix ? `/${locale.prefix}` : '';
  const data: InfoPageData = { slug, heading: titleFromSlug(slug), html: await content.localiseInfoHtml(html, geo.country, prefix) };
  if (slug === DEPOSIT_METHODS_PAGE) {
    // SPEC §7: by country and regulation, GB/GB when unknown (a country without a regulation of its own asks GB's).
    data.paymentMethods = (await content.platform.getPaymentMethods(geo.country || 'GB', geo.regulation || 'GB')) ?? null;
  }
  return { data, title: `${data.heading} | ${config.brandName}` };
};

/** /casino/games/{slug}/: the CMS game page; 404 when the CMS has none. */
export const gameInfoLoader: Loader = async ({ content, params, locale }) => {
  const game = required(await content.wordpress.getGame(params.slug!, locale.id));
  const data: GameInfoData = { game };
  return {
    data,
    title: game.seo?.title || game.title,
    ...(game.seo?.description ? { description: game.seo.description } : {}),
    ...(game.image ? { image: game.image.url } : {}),
  };
};
