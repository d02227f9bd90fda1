import { Hono, type Context } from 'hono';
import type { PromotionBody, PromotionsListBody } from './wire-shapes';
import { REGULATIONS, currencySymbol, isCountryCode, isCurrencyCode } from '../data/markets';
import { limitedTimePromotion, limitedTimePromotions, type PromotionLanguage, type PromotionQuery } from '../data/promotions';
import { CASINO_ID, jsonError, requestOrigin, requiredQuery } from './http';

const PARAMS = ['casinoId', 'isLoggedIn', 'country', 'regulation', 'loyaltyLevel', 'language', 'currencyCode', 'brandName'] as const;

type Parsed = { ok: true; query: PromotionQuery } | { ok: false; response: Response };

/** SPEC §7: all eight parameters are required; the values are checked as strictly as the site sends them. */
function parse(c: Context): Parsed {
  const fail = (status: 400 | 404, message: string): Parsed => ({ ok: false, response: jsonError(c, status, message) });
  const query = requiredQuery(c, PARAMS, ['regulation']);
  if (!query.ok) return fail(400, `Missing query '${query.missing}'`);
  const v = query.values;
  if (!/^\d+$/.test(v.casinoId)) return fail(400, `Invalid casinoId '${v.casinoId}'`);
  if (v.casinoId !== CASINO_ID) return fail(404, `Unknown casino id '${v.casinoId}'`);
  if (v.isLoggedIn !== '1' && v.isLoggedIn !== '0') return fail(400, "Query 'isLoggedIn' must be 1 or 0");
  if (!isCountryCode(v.country)) return fail(400, `Invalid country '${v.country}'`);
  if (!REGULATIONS.includes(v.regulation)) return fail(400, `Unknown regulation '${v.regulation}'`);
  if (v.loyaltyLevel !== '1') return fail(400, "Query 'loyaltyLevel' must be 1");
  if (v.language !== 'EN' && v.language !== 'FI' && v.language !== 'ES') return fail(400, "Query 'language' must be EN, FI or ES");
  if (!isCurrencyCode(v.currencyCode)) return fail(400, `Invalid currencyCode '${v.currencyCode}'`);
  return {
    ok: true,
    query: {
      loggedIn: v.isLoggedIn === '1',
      country: v.country,
      language: v.language as PromotionLanguage,
      currencySymbol: currencySymbol(v.currencyCode),
    },
  };
}

/** The limited-time promotions API: a list, and one promotion by id (404 when unknown or not shown to this player). */
export function promotionsRoutes(): Hono {
  const app = new Hono();

  // SPEC §7 writes the list path with a trailing slash; Hono routes strictly, so both spellings are registered.
  for (const path of ['/api/v1/promotions/limited-time/', '/api/v1/promotions/limited-time']) {
    app.get(path, (c) => {
      const parsed = parse(c);
      if (!parsed.ok) return parsed.response;
      const body: PromotionsListBody = { data: { promotions: limitedTimePromotions(parsed.query, requestOrigin(c)) } };
      return c.json(body);
    });
  }

  app.get('/api/v1/promotions/limited-time/:id', (c) => {
    const parsed = parse(c);
    if (!parsed.ok) return parsed.response;
    const id = c.req.param('id');
    const promotion = /^\d+$/.test(id) ? limitedTimePromotion(Number(id), parsed.query, requestOrigin(c)) : undefined;
    if (!promotion) return jsonError(c, 404, `No limited-time promotion '${id}'`);
    return c.json({ data: { promotion } } satisfies PromotionBody);
  });

  return app;
}
