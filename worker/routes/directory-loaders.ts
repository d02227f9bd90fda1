import { deriveProviders } from '../catalogue/providers';
import { isTheme, themeGames } from '../../client/catalogue/theme-lists';
import { GAME_TYPE_THEMES } from '../catalogue/game-type-themes';
import type { Game } from '../../client/contracts/catalogue';
import type { PlainPageData } from '../../client/contracts/page-data';
import type { LobbyData } from '../../client/contracts/page-data';
import { notFound } from '../../client/contracts/errors';
import { gridOf, loadCatalogue } from './catalogue-data';
import type { Loader, LoaderContext } from './loader-types';
import { required } from './lookup';
import { titleFromSlug } from './title';
import { PER_PAGE } from '../content/wordpress/client';

/** /providers/: every provider with its game count, most games first. */
export const providersLoader: Loader<PlainPageData> = async (ctx) => {
  const cat = await loadCatalogue(ctx);
  const providers = cat ? deriveProviders(cat.lobby.games) : [];
  const data: PlainPageData = {
    heading: ctx.t('general.providers'),
    intro: cat ? ctx.t('gameArea.gamesCount', { count: cat.lobby.games.length }) : ctx.t('gameArea.unavailable'),
    links: providers.map((p) => ({ href: ctx.href(`/providers/${p.slug}/`), label: `${p.name} (${p.gameCount})` })),
  };
  return { data };
};

/** /themes/: the CMS theme categories (parent 87; SPEC: 404 when none, 500 when the CMS fails). */
export const themesLoader: Loader<PlainPageData> = async (ctx) => {
  const themes = required(await ctx.content.wordpress.getThemes(ctx.locale.language));
  const link = (t: { slug: string; name: string }) => ({ href: ctx.href(`/themes/${t.slug}/`), label: t.name });
  const types = themes.filter((t) => GAME_TYPE_THEMES.has(t.slug));
  const data: PlainPageData = {
    heading: ctx.t('general.themes'),
    intro: '',
    links: themes.filter((t) => !GAME_TYPE_THEMES.has(t.slug)).map(link),
    ...(types.length ? { sections: [{ heading: ctx.t('general.gameTypes'), links: types.map(link) }] } : {}),
  };
  return { data };
};

/**
 * /themes/{theme}/: the curated list for the theme plus the games the CMS files under its category (game-page slugs
 * mapped to games through the page index); 404 when neither the curated lists nor the CMS know the theme.
 */
export const themeLoader: Loader<LobbyData> = async (ctx) => {
  const slug = ctx.params.theme!;
  const catalogue = loadCatalogue(ctx);
  // The theme list knows every CMS theme: a slug it lacks costs no lookup of its own (issue 49).
  const listed = await themeListed(ctx, slug);
  if (listed === false && !isTheme(slug)) {
    void catalogue.catch(() => undefined);
    throw notFound();
  }
  const [cat, term, page] = await Promise.all([
    catalogue,
    listed === false ? undefined : ctx.content.wordpress.getTheme(slug),
    listed === false ? undefined : ctx.content.wordpress.getThemePage(slug),
  ]);
  if (!isTheme(slug) && !term) throw notFound();
  const heading = page?.title || term?.name || titleFromSlug(slug);
  if (!cat) {
    const data: LobbyData = { heading, intro: '', tabs: [], rails: [], grid: null, letters: [], unavailable: true };
    return { data };
  }
  const games: Game[] = isTheme(slug) ? themeGames(slug, cat.lobby.byId) : [];
  if (term) {
    const filed = await ctx.content.wordpress.getCategoryGames(ctx.locale.language, term.id);
    const idBySlug = new Map([...cat.pages].map(([id, p]) => [p.slug, id]));
    const seen = new Set(games.map((g) => g.id));
    for (const s of filed?.items ?? []) {
      const game = cat.lobby.byId.get(idBySlug.get(s) ?? -1);
      if (game && !seen.has(game.id)) games.push(game) && seen.add(game.id);
    }
  }
  const data: LobbyData = {
    heading,
    intro: page?.intro ?? '',
    tabs: [],
    rails: [],
    grid: gridOf(ctx.t, games.map(cat.tile), 1, 1, games.length, null),
    letters: [],
    unavailable: false,
  };
  return { data, title: page?.seo?.title || heading, name: heading };
};

/**
 * Whether the CMS theme list (of this language, else English: a theme linked from another language's list still
 * opens) has the slug; undefined when a list cannot say (the CMS failed, or a full page may have more after it).
 */
async function themeListed(ctx: LoaderContext, slug: string): Promise<boolean | undefined> {
  for (const language of new Set([ctx.locale.language, 'en'])) {
    const themes = await ctx.content.wordpress.getThemes(language);
    if (themes.ok && themes.value.some((t) => t.slug === slug)) return true;
    if (!themes.ok ? themes.code !== 404 : themes.value.length >= PER_PAGE) return undefined;
  }
  return false;
}

/** /game-reviews/: the games whose CMS page is a full review. */
export const gameReviewsLoader: Loader<LobbyData> = async (ctx) => {
  const heading = ctx.t('general.gameReviews');
  const cat = await loadCatalogue(ctx);
  const reviewed = cat ? [...cat.pages].filter(([, p]) => p.review).map(([id]) => cat.lobby.byId.get(id)).filter((g): g is Game => !!g) : [];
  const data: LobbyData = {
    heading,
    intro: '',
    tabs: [],
    rails: [],
    grid: cat ? gridOf(ctx.t, reviewed.map(cat.tile), 1, 1, reviewed.length, null) : null,
    letters: [],
    unavailable: !cat,
  };
  return { data };
};

