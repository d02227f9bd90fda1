import type { GameInfoData, InfoPageData } from '../../client/contracts/page-data';
import type { Loader } from './loader-types';
import { required } from './lookup';
import { titleFromSlug } from './title';

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
