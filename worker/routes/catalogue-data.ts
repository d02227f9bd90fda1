import { buildLobby, type Lobby } from '../catalogue/lobby';
import { shownProvider, type Game } from '../../client/contracts/catalogue';
import type { Grid, TileGame } from '../../client/contracts/page-data';
import type { Translate } from '../../i18n/translate';
import { PageError } from '../../client/contracts/errors';
import type { LoaderContext } from './loader-types';
import { platformOf } from '../../client/contracts/site';
import { pageRequest } from '../page-path';
import { isReturning } from '../returning';

export interface Catalogue {
  lobby: Lobby;
  /** gameId → its info page (slug, review); empty when the CMS is unreachable. */
  pages: Map<number, { slug: string; review: boolean }>;
  tile: (game: Game) => TileGame;
}

/**
 * The guest catalogue for this request's device (W desktop, C mobile): games list, custom categories and featured
 * lists, and the CMS game-page index, all through the KV cache; the guest's processing unless the player view is asked.
 * Null when the games list is unavailable (cold cache and platform down).
 */
export async function loadCatalogue(ctx: LoaderContext): Promise<Catalogue | null> {
  const { content, config, locale } = ctx;
  const platform = platformOf(ctx.c.get('device'));
  const loggedIn = isPlayerView(ctx);
  const [list, customCategories, customFeatured, pages] = await Promise.all([
    content.platform.getGamesList(platform),
    content.customCategories.getCustomCategories(),
    content.customCategories.getCustomFeatured(),
    content.wordpress.getGamePageIndex(locale.language),
  ]);
  if (!list) return null;
  const lobby = memoised(list, loggedIn ? PLAYER : customCategories, customFeatured, () =>
    buildLobby(list, { platform, loggedIn, customCategories, customFeatured, allowChildAppealing: config.allowChildAppealing }),
  );
  const index = pages ?? new Map();
  return { lobby, pages: index, tile: (game) => toTile(game, index.get(game.id)?.slug ?? null) };
}

/**
 * `?view=player` on a page's data request: the browser asks for the logged-in processing of the catalogue (custom
 * categories not applied, SPEC §4/§6) once the platform says a player is logged in. It changes which games are
 * listed, never who may see them, so it needs no session: docs/decisions/010-platform-bridge.md. A returning
 * visitor's document (fresh activity cookie, docs/decisions/023) is rendered in the player view too: most of them
 * are players, whose lobby then does not reorder when the session check ends; one who turns out a guest gets the
 * guest view at once (the bridge refreshes the page's data).
 */
export function isPlayerView(ctx: Pick<LoaderContext, 'c'>): boolean {
  return ctx.c.req.query('view') === 'player' || (!pageRequest(ctx.c).json && isReturning(ctx.c));
}

/** Stands in for the custom categories in the memo key of a player's lobby (which ignores them). */
const PLAYER = {};

/**
 * The cache's in-isolate layer hands every request the same upstream objects while they are fresh, so the lobby
 * built from them is reused too (keyed on their identity; a refresh brings new objects and a new lobby).
 */
const lobbies = new WeakMap<object, WeakMap<object, WeakMap<object, Lobby>>>();

function memoised(list: object, categories: object, featured: object, make: () => Lobby): Lobby {
  let byCategories = lobbies.get(list);
  if (!byCategories) lobbies.set(list, (byCategories = new WeakMap()));
  let byFeatured = byCategories.get(categories);
  if (!byFeatured) byCategories.set(categories, (byFeatured = new WeakMap()));
  let lobby = byFeatured.get(featured);
  if (!lobby) byFeatured.set(featured, (lobby = make()));
  return lobby;
}

/** A tile's projection of a game; the portrait artwork travels only for tall tiles, to keep SSR state small. */
export function toTile(game: Game, info: string | null, size: 'default' | 'tall' = 'default'): TileGame {
  const tile: TileGame = {
    id: game.id,
    name: game.name,
    provider: shownProvider(game),
    image: game.images.default,
    webp: game.images.webp,
    tag: game.tag,
    info,
  };
  if (size === 'tall') tile.portrait = { image: game.images.portrait, webp: game.images.portraitWebp };
  return tile;
}

/** SPEC §9: grid size 7 — a grid page is seven columns by six rows. */
export const GRID_PAGE_SIZE = 7 * 6;
/** SPEC §9: reel size 10 — tiles per rail. */
export const REEL_SIZE = 10;

/** The ?page= of a grid; anything but a whole number within range is a 404 (a failed validity check). */
export function pageParam(raw: string | undefined, total: number): number {
  if (raw === undefined) return 1;
  const page = /^[1-9]\d{0,5}$/.test(raw) ? Number(raw) : NaN;
  const pageCount = Math.max(1, Math.ceil(total / GRID_PAGE_SIZE));
  if (!Number.isInteger(page) || page > pageCount) throw new PageError(404, 'This page could not be found');
  return page;
}

/**
 * A grid's payload: its tiles, where it is in the pages, and its status line ('Page 1 of 12 · 1,234 games') in the
 * page's words. The line is written here, not in the browser: the first number a renderer formats loads ICU's number
 * data, one task of 20–60 ms inside a lobby's hydration that only this line asked for (issue 53,
 * docs/measurements/053-twins.md).
 */
export function gridOf(t: Translate, games: TileGame[], page: number, pageCount: number, total: number, nextHref: string | null): Grid {
  const status = `${t('gameArea.pageOf', { page, pages: pageCount })} · ${t('gameArea.gamesCount', { count: total })}`;
  return { games, page, pageCount, total, nextHref, status };
}
