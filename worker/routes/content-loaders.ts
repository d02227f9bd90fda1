import { gameLd } from '../seo/structured-data';
import type { GameInfoData, InfoPageData } from '../../client/contracts/page-data';
import type { Game } from '../../client/contracts/catalogue';
import type { GamePage } from '../../client/contracts/content';
import { notFound, unavailable } from '../../client/contracts/errors';
import { gameSlug } from '../catalogue/slug';
import { providerSlug } from '../catalogue/providers';
import { shownProvider } from '../../client/contracts/catalogue';
import { similarGames } from '../catalogue/similar-games';
import type { Locale } from '../../i18n/locales';
import { loadCatalogue } from './catalogue-data';
import type { Loader } from './loader-types';
import { required } from './lookup';
import { infoPageTitle } from './list-labels';
import { offerLinkCheck } from './market-offers';
import { gameFacts } from '../../client/format/game-facts';

/** The info page that carries the payment methods table (SPEC §2). */
const DEPOSIT_METHODS_PAGE = 'deposit-methods';

/**
 * /info/{page}/: platform HTML in the visitor's language (English, marked lang="en", when the platform has no
 * translation), sanitised when cached, then localised: this locale's links and the country's regulation blocks.
 */
export const infoPageLoader: Loader<InfoPageData> = async ({ c, content, params, geo, locale, config, t }) => {
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
    offerLink: offerLinkCheck(c),
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
 * /casino/games/{slug}/: the CMS game page (404 when the CMS has none, without asking when its index is sure) with its body's links localised, its studio's
 * provider page and a rail of similar games from the guest catalogue. With the CMS down and nothing cached, the
 * platform catalogue's game of that slug, its review replaced by a note and kept out of search indexes (decision 028).
 */
export const gameInfoLoader: Loader<GameInfoData> = async (ctx) => {
  const { content, params, locale, config } = ctx;
  const slug = params.slug!;
  const catalogue = loadCatalogue(ctx);
  // The CMS's game-page index knows every slug it has: an unknown one is a 404 without a WordPress call of its own.
  // Without a sure answer (a cold cache waits the optional budget for it), the slug is asked for.
  const known = await content.wordpress.getGamePageSlugs(locale.language);
  if (known && !known.has(slug)) {
    void catalogue.catch(() => undefined);
    throw notFound();
  }
  const [lookup, cat] = await Promise.all([content.wordpress.getGame(slug, locale.id), catalogue]);
  let cached: GamePage;
  let reviewUnavailable = false;
  if (lookup.ok) cached = lookup.value;
  else if (lookup.code === 404) throw notFound();
  else {
    // The catalogue is the platform's list of games: a slug it does not know is an unknown game (404), as with the
    // CMS up; without the catalogue either, nothing can be said (503, retry later).
    if (!cat) throw unavailable();
    const listed = cat.lobby.games.find((g) => gameSlug(g.name) === slug);
    if (!listed) throw notFound();
    cached = platformGamePage(listed, slug);
    reviewUnavailable = true;
  }
  // The catalogue's rule holds on this door too: a game it withholds (child-appealing, unless allowed) has no page,
  // so no Play, no JSON-LD and no link to follow.
  if (cat?.lobby.withheld.has(cached.gameId)) throw notFound();
  const game = { ...cached, content: cached.content && (await content.localiseHtml(cached.content, prefixOf(locale), { offerLink: offerLinkCheck(ctx.c) })) };
  const listed = cat?.lobby.byId.get(game.gameId);
  const studio = shownProvider(listed ?? game);
  const hasStudio = !!cat && (!!listed || cat.lobby.games.some((g) => shownProvider(g) === studio));
  const providerHref = hasStudio ? ctx.href(`/providers/${providerSlug(studio)}/`) : null;
  const similar = cat ? similarGames(studio, game.gameId, game.terms.map((t) => t.slug), cat.lobby.games, cat.lobby.byId) : [];
  const data: GameInfoData = {
    game,
    facts: gameFacts(game, locale.id, ctx.t, ctx.geo.currency),
    // The CMS writes game pages in English only: on /fi/ and /es/ the prose is marked so (docs/decisions/016).
    ...(game.language !== locale.language ? { lang: game.language } : {}),
    providerHref,
    similar: similar.length ? { name: ctx.t('gameArea.similarGames'), href: providerHref ?? ctx.href('/all-games/'), total: similar.length, games: similar.map(cat!.tile) } : null,
    ...(reviewUnavailable ? { reviewUnavailable: true as const } : {}),
  };
  return {
    data,
    // A stand-in while the CMS is down (short-cached as degraded): not the page search engines should keep.
    ...(reviewUnavailable ? { robots: 'noindex' } : {}),
    title: game.seo?.title || game.title,
    // A review's Yoast title says more than the game's name ('{game} Review – RTP …'); a shortened title keeps the name.
    name: game.title,
    ...(game.seo?.description ? { description: game.seo.description } : {}),
    jsonLd: [gameLd({ name: game.title, url: config.siteOrigin + ctx.href(`/casino/games/${params.slug!}/`), image: game.image?.url ?? null, provider: studio })],
    ...(game.image ? { image: { ...game.image, alt: game.image.alt || game.title } } : {}),
  };
};

/** A game page made of what the platform catalogue knows (name, studio, id): the CMS's fields empty. */
function platformGamePage(game: Game, slug: string): GamePage {
  return {
    id: 0,
    slug,
    title: game.name,
    content: '',
    excerpt: '',
    image: null,
    seo: null,
    gameId: game.id,
    provider: game.provider,
    subProvider: game.subProvider,
    megaways: game.megaways,
    review: false,
    rtp: '',
    volatility: '',
    reels: null,
    paylines: '',
    minBet: '',
    maxBet: '',
    releaseDate: '',
    terms: [],
    language: 'en',
    maxWin: null,
    features: [],
  };
}

/** '' for en-GB, '/fi', '/en-ca', …: what localiseHtml puts before the site's own links. */
export function prefixOf(locale: Locale): string {
  return locale.prefix ? `/${locale.prefix}` : '';
}
