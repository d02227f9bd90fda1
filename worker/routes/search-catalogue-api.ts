import type { Context } from 'hono';
import { filterGames } from '../catalogue/filter';
import type { GamesList } from '../../client/contracts/catalogue';
import { getConfig } from '../config';
import { contentFor } from '../content/content';
import type { AppEnv } from '../env';
import { compactSearchCatalogue } from './search-catalogue';
import { platformOf, type Platform } from '../../client/contracts/site';

/**
 * The serialised catalogue per cached games list (the cache hands every request the same list object while it is
 * fresh) and per child-appealing setting: 5,000 games are encoded once, not once per overlay opened.
 */
const bodies = new WeakMap<GamesList, Map<boolean, string>>();

function bodyFor(list: GamesList, allowChildAppealing: boolean): string {
  let byFlag = bodies.get(list);
  if (!byFlag) bodies.set(list, (byFlag = new Map()));
  let body = byFlag.get(allowChildAppealing);
  if (body === undefined) {
    body = JSON.stringify(compactSearchCatalogue(filterGames(list.games, { allowChildAppealing })));
    byFlag.set(allowChildAppealing, body);
  }
  return body;
}

/**
 * GET /api/search-catalogue?platform=W|C — the compact catalogue the search overlay searches (client/contracts/
 * search.ts): every game of the device's list that may be shown, child-appealing ones removed unless config allows
 * them. The browser fetches it once per page life, when search opens or is about to. 503 while the games list is
 * unavailable (cold cache, platform down).
 */
export async function searchCatalogueApi(c: Context<AppEnv>): Promise<Response> {
  const platform = c.req.query('platform') ?? platformOf(c.var.device);
  if (platform !== 'W' && platform !== 'C') return c.json({ error: "platform must be 'W' or 'C'" }, 400);
  const list = await contentFor(c).platform.getGamesList(platform as Platform);
  if (!list) return c.json({ error: 'The games list is unavailable right now' }, 503, { 'Retry-After': '30' });
  const body = bodyFor(list, getConfig(c.env).allowChildAppealing);
  return c.body(body, 200, { 'Content-Type': 'application/json; charset=UTF-8', 'Cache-Control': 'public, max-age=300' });
}
