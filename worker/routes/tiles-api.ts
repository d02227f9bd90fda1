import type { Context } from 'hono';
import type { Game } from '../../client/contracts/catalogue';
import type { TileGame } from '../../client/contracts/page-data';
import type { Language } from '../../i18n/locales';
import { getConfig } from '../config';
import { contentFor } from '../content/content';
import { answer, refuse } from '../api-answer';
import type { AppEnv } from '../env';
import { toTile } from './catalogue-data';
import { mayShow } from '../catalogue/filter';
import { platformOf, type Platform } from '../../client/contracts/site';

/** At most this many ids per request: a rail or the more-games panel, never the catalogue. */
export const MAX_TILE_IDS = 50;

const LANGUAGES: readonly Language[] = ['en', 'fi', 'es'];

/** The one message for any bad `ids`: what is expected, never what was sent. */
export const IDS_ERROR = `ids must be 1–${MAX_TILE_IDS} comma-separated positive integers`;

/** The query of GET /api/tiles as read and checked (the browser sends client/contracts/api.ts TilesQuery). */
export interface ParsedTilesQuery {
  ids: number[];
  platform: Platform;
  language: Language;
}

/**
 * Reads `ids` (required: 1–50 comma-separated positive integers; repeats kept for now, dropped when answering),
 * `platform` (W or C; the request's device when absent) and `lang` (the game-page index used for `info`; en when
 * absent). An error is the message the 400 carries.
 */
export function parseTilesQuery(query: { ids?: string; platform?: string; lang?: string }, device: 'desktop' | 'mobile' | undefined): ParsedTilesQuery | { error: string } {
  // The messages never repeat the input: an error body reflecting the query is a reflected-content vector (issue 27).
  if (query.ids === undefined || query.ids.trim() === '') return { error: IDS_ERROR };
  const parts = query.ids.split(',').map((p) => p.trim());
  if (parts.length > MAX_TILE_IDS) return { error: IDS_ERROR };
  const ids: number[] = [];
  for (const part of parts) {
    const id = /^[1-9]\d{0,14}$/.test(part) ? Number(part) : NaN;
    if (!Number.isSafeInteger(id)) return { error: IDS_ERROR };
    ids.push(id);
  }
  const platform = query.platform ?? platformOf(device ?? 'desktop');
  if (platform !== 'W' && platform !== 'C') return { error: "platform must be 'W' or 'C'" };
  const language = (query.lang ?? 'en') as Language;
  if (!LANGUAGES.includes(language)) return { error: "lang must be 'en', 'fi' or 'es'" };
  return { ids, platform, language };
}

/** The games of `ids` as tiles, in the order asked, without unknown ids, hidden games or repeats. */
export function tilesFor(ids: readonly number[], byId: ReadonlyMap<number, Game>, info: (id: number) => string | null, allowChildAppealing: boolean): TileGame[] {
  const seen = new Set<number>();
  const tiles: TileGame[] = [];
  for (const id of ids) {
    if (seen.has(id)) continue;
    seen.add(id);
    const game = byId.get(id);
    if (!game || !mayShow(game, allowChildAppealing)) continue;
    tiles.push(toTile(game, info(id)));
  }
  return tiles;
}

/** The id index of a games list, built once per cached list object (the cache hands every request the same one). */
const indexes = new WeakMap<readonly Game[], Map<number, Game>>();

function indexOf(games: readonly Game[]): Map<number, Game> {
  let index = indexes.get(games);
  if (!index) {
    index = new Map();
    for (const game of games) if (!index.has(game.id)) index.set(game.id, game);
    indexes.set(games, index);
  }
  return index;
}

/**
 * GET /api/tiles?ids=7001,7002&platform=W|C[&lang=en|fi|es] — tiles for the 'Recently played' and 'Favourites'
 * rails and the game container's more-games panel: `{tiles: TileGame[]}` in the order of `ids`. Bad input is a 400
 * with a message; the games list being unavailable (cold cache, platform down) is a 503. The CMS being down only
 * loses the info links.
 */
export async function tilesApi(c: Context<AppEnv>): Promise<Response> {
  const query = parseTilesQuery({ ids: c.req.query('ids'), platform: c.req.query('platform'), lang: c.req.query('lang') }, c.get('device'));
  if ('error' in query) return refuse(c, 400, query.error);
  const content = contentFor(c);
  const [list, pages] = await Promise.all([content.platform.getGamesList(query.platform), content.wordpress.getGamePageIndex(query.language)]);
  if (!list) return refuse(c, 503, 'The games list is unavailable right now', { 'Retry-After': '30' });
  const { allowChildAppealing } = getConfig(c.env);
  const tiles = tilesFor(query.ids, indexOf(list.games), (id) => pages?.get(id)?.slug ?? null, allowChildAppealing);
  return answer(c, 'tiles', { tiles }, 200, { 'Cache-Control': 'public, max-age=60' });
}
