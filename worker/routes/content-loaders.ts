import { gameLd } from '../seo/structured-data';
import type { GameInfoData, InfoPageData } from '../../client/contracts/page-data';
import { providerSlug } from '../catalogue/providers';
import { shownProvider } from '../../client/contracts/catalogue';
import { similarGames } from '../catalogue/similar-games';
import type { Locale } from '../../i18n/locales';
import { loadCatalogue } from './catalogue-data';
import type { Loader } from './loader-types';
import { required } from './lookup';
import { infoPageTitle } from './list-labels';

/** The info page that carries the payment methods table (SPEC §2). */
const DEPOSIT_METHODS_PAGE = 'deposit-methods';

/**
 * /info/{page}/: platform HTML in the visitor's language (English, marked lang="en", when the platform has no
 * translation), sanitised when cached, then localised: this locale's links and the country's regulation blocks.
 */
export const infoPageLoader: Loader<InfoPageData> = async ({ content, params, geo, locale, config, t }) => {
  const slug = params.page!;
  const page = required(
    await content.platform.getInfoPageOrEnglish({
      resourceName: slug,
      regulationType: geo.regulation ?? '',
      lng: locale.language,
      currencyCode: geo.currency,
      host: config.brandDomain,
    }),
  );
  const html = await content.localiseHtml(page.html, prefixOf(locale), {
    country: geo.country,
    ...(page.lang !== locale.language ? { lang: page.lang } : {}),
  });
  const data: InfoPageData = { slug, heading: infoPageTitle(slug, t), html };
  if (slug === DEPOSIT_METHODS_PAGE) {
    // SPEC §7: by country and regulation, GB/GB when unknown (a country without a regulation of its own asks GB's).
    data.paymentMethods = (await content.platform.getPaymentMethods(geo.country || 'GB', geo.regulation || 'GB')) ?? null;
  }
  return { data, title: data.heading };
};

/**
 * /casino/games/{slug}/: the CMS game page (404 when the CMS has none) with its body's links localised, its studio's
 * provider page and a rail of similar games from the guest catalogue.
 */
export const gameInfoLoader: Loader<GameInfoData> = async (ctx) => {
  const { content, params, locale, config } = ctx;
  const [cached, cat] = await Promise.all([content.wordpress.getGame(params.slug!, locale.id).then(required), loadCatalogue(ctx)]);
  const game = { ...cached, content: await content.localiseHtml(cached.content, prefixOf(locale)) };
  const listed = cat?.lobby.byId.get(game.gameId);
  const studio = shownProvider(listed ?? game);
  const hasStudio = !!cat && (!!listed || cat.lobby.games.some((g) => shownProvider(g) === studio));
  const providerHref = hasStudio ? ctx.href(`/providers/${providerSlug(studio)}/`) : null;
  const similar = cat ? similarGames(studio, game.gameId, game.terms.map((t) => t.slug), cat.lobby.games, cat.lobby.byId) : [];
  const data: GameInfoData = {
    game,
    // The CMS writes game pages in English only: on /fi/ and /es/ the prose is marked so (docs/decisions/016).
    ...(game.language !== locale.language ? { lang: game.language } : {}),
    providerHref,
    similar: similar.length ? { name: ctx.t('gameArea.similarGames'), href: providerHref ?? ctx.href('/all-games/'), total: similar.length, games: similar.map(cat!.tile) } : null,
  };
  return {
    data,
    title: game.seo?.title || game.title,
    ...(game.seo?.description ? { description: game.seo.description } : {}),
    jsonLd: [gameLd({ name: game.title, url: config.siteOrigin + ctx.href(`/casino/games/${params.slug!}/`), image: game.image?.url ?? null, provider: studio })],
    ...(game.image ? { image: game.image.url } : {}),
  };
};

/** '' for en-GB, '/fi', '/en-ca', …: what localiseHtml puts before the site's own links. */
function prefixOf(locale: Locale): string {
  return locale.prefix ? `/${locale.prefix}` : '';
}
