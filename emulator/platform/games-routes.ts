import { Hono } from 'hono';
import type {
  BetLimitsBody,
  CustomCategoriesBody,
  CustomFeaturedBody,
  GamesListBody,
  GameEntry,
} from './wire-shapes';
import { catalogueGames, type CatalogueGame } from '../data/catalogue';
import { catalogueCategories, type DevicePlatform } from '../data/catalogue-categories';
import { customCategories, customFeatured } from '../data/custom-categories';
import { tableBetLimits } from '../data/live-tables';
import { CASINO_ID, jsonError, rawJson, requestOrigin } from './http';

function toWire(game: CatalogueGame, origin: string): GameEntry {
  const base = `${origin}/artwork/games/${game.id}_1x`;
  return {
    id: game.id,
    name: game.name,
    externalGameProvider: game.provider,
    externalGameSubProvider: game.subProvider,
    images: { default: `${base}.jpg`, webp: `${base}.webp` },
    appealingForChildren: game.appealingForChildren ? '1' : '0',
    tag: game.tag,
    megaways: game.megaways,
  };
}

/** Serialised games lists by size, platform and origin; bounded because tests start emulators on many ports. */
const bodies = new Map<string, string>();
const MAX_BODIES = 32;

function gamesListBody(size: number, platform: DevicePlatform, origin: string): string {
  const key = `${size}|${platform}|${origin}`;
  let body = bodies.get(key);
  if (body === undefined) {
    const response: GamesListBody = {
      data: { games: catalogueGames(size).map((g) => toWire(g, origin)), categories: catalogueCategories(size, platform) },
    };
    body = JSON.stringify(response);
    if (bodies.size >= MAX_BODIES) bodies.clear();
    bodies.set(key, body);
  }
  return body;
}

/** Bet limits per table and currency (the live feed's `tableLimits` use the same numbers). */
function betLimits(size: number, currency: string | undefined): BetLimitsBody {
  const currencies = currency ? [currency] : ['GBP', 'EUR', 'CAD'];
  const rows: BetLimitsBody['data']['betLimits'] = [];
  for (const game of catalogueGames(size)) {
    if (game.kind !== 'live') continue;
    for (const code of currencies) rows.push({ gameId: game.id, currency: code, ...tableBetLimits(game, code) });
  }
  return { data: { betLimits: rows } };
}

/** Games list, live bet limits and the custom categories service. */
export function gamesRoutes(size: number): Hono {
  const app = new Hono();

  app.get('/api/v1/brands/:casinoId/games', (c) => {
    const platform = c.req.query('platform');
    if (platform !== 'W' && platform !== 'C') return jsonError(c, 400, "Query 'platform' must be W (desktop) or C (mobile)");
    return rawJson(c, gamesListBody(size, platform, requestOrigin(c)));
  });

  app.get('/api/v1/live-casino-betlimits', (c) => {
    const currency = c.req.query('currency');
    if (currency !== undefined && !/^[A-Z]{3}$/.test(currency)) return jsonError(c, 400, "Query 'currency' must be a currency code");
    return c.json(betLimits(size, currency));
  });

  app.get('/api/aspire-categories', (c) => {
    const brandId = c.req.query('brandId');
    if (brandId !== CASINO_ID) return jsonError(c, 400, `Query 'brandId' must be ${CASINO_ID}`);
    return c.json(customCategories(size) satisfies CustomCategoriesBody);
  });

  app.get('/api/aspire-categories/all', (c) => c.json(customFeatured(size) satisfies CustomFeaturedBody));

  return app;
}
