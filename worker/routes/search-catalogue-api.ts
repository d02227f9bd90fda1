import type { Context } from 'hono';
import { filterGames } from '../catalogue/filter';
import type { GamesList } from '../../client/contracts/catalogue';
import type { SearchCatalogueWire } from '../../client/contracts/search';
import { answerText, jsonText, refuse, type JsonText } from '../api-answer';
import { getConfig } from '../config';
import { contentFor } from '../content/content';
import type { AppEnv } from '../env';
import { compactSearchCatalogue } from './search-catalogue';
import { searchTagsOf } from '../catalogue/search-tags';
import { platformOf } from '../../client/contracts/site';

/**
 * The serialised catalogue per cached games list (the cache hands every request the same list object while it is
 * fresh) and per child-appealing setting: 5,000 games are encoded once, not once per overlay opened.
 */
const bodies = new WeakMap<GamesList, Map<boolean, JsonText<SearchCatalogueWire>>>();

function bodyFor(list: GamesList, allowChildAppealing: boolean): JsonText<SearchCatalogueWire> {
  let byFlag = bodies.get(list);
  if (!byFlag) bodies.set(list, (byFlag = new Map()));
  let body = byFlag.get(allowChildAppealing);
  if (body === undefined) {
    body = jsonText(compactSearchCatalogue(filterGames(list.games, { allowChildAppealing }), searchTagsOf(list)));
    byFlag.set(allowChildAppealing, body);
  }
  return body;
}

/**
 * GET /api/search-catalogue?platform=W|C — the compact catalogue the search overlay searches (client/contracts/
 * search.ts): every game of the device's list that may be shown, child-appealing ones removed unless config allows
 * them, with each game's themes and categories (docs/decisions/041). The browser fetches it once per page life,
 * when search opens or is about to. 503 while the games list is unavailable (cold cache, platform down).
 */
export async function searchCatalogueApi(c: Context<AppEnv>): Promise<Response> {
  const platform = c.req.query('platform') ?? platformOf(c.get('device'));
  if (platform !== 'W' && platform !== 'C') return refuse(c, 400, "platform must be 'W' or 'C'");
  const list = await contentFor(c).platform.getGamesList(platform);
  if (!list) return refuse(c, 503, 'The games list is unavailable right now', { 'Retry-After': '30' });
  return answerText(c, 'searchCatalogue', bodyFor(list, getConfig(c.env).allowChildAppealing), 200, { 'Cache-Control': 'public, max-age=300' });
}
