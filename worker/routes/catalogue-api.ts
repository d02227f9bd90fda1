import type { Context } from 'hono';
import { filterGames } from '../catalogue/filter';
import { getConfig } from '../config';
import { contentFor } from '../content/content';
import type { AppEnv } from '../env';
import { platformOf, type Platform } from '../../client/contracts/site';

/**
 * GET /api/catalogue?platform=W|C — the filtered games list with categories and the custom category/featured maps,
 * for the browser (search, re-processing after login). Child-appealing games never leave the worker unless allowed.
 */
export async function catalogueApi(c: Context<AppEnv>): Promise<Response> {
  const platform = c.req.query('platform') ?? platformOf(c.var.device);
  if (platform !== 'W' && platform !== 'C') return c.json({ error: "platform must be 'W' or 'C'" }, 400);
  const content = contentFor(c);
  const [list, customCategories, customFeatured] = await Promise.all([
    content.platform.getGamesList(platform as Platform),
    content.customCategories.getCustomCategories(),
    content.customCategories.getCustomFeatured(),
  ]);
  if (!list) return c.json({ error: 'The games list is unavailable right now' }, 503, { 'Retry-After': '30' });
  const config = getConfig(c.env);
  const games = filterGames(list.games, { allowChildAppealing: config.allowChildAppealing });
  return c.json({ games, categories: list.categories, customCategories, customFeatured }, 200, { 'Cache-Control': 'public, max-age=60' });
}
