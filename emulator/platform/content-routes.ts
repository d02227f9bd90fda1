import { Hono } from 'hono';
import type {
  CopyrightBody,
  GeolocationBody,
  InfoPageBody,
  PaymentMethodsBody,
  SmartFooterBody,
} from './wire-shapes';
import { copyrightHtml, smartFooterHtml } from '../data/footer';
import { infoPage } from '../data/info-pages';
import {
  REGULATIONS,
  currencyFor,
  currencySymbol,
  isCountryCode,
  isCurrencyCode,
  parseLanguage,
  regulationFor,
} from '../data/markets';
import { paymentMethodsPayload } from '../data/payment-methods';
import { CASINO_ID, jsonError, requestOrigin, requiredQuery } from './http';

/** Header the tests and `npm start` use to play a visitor from another country (the real API reads the IP). */
export const COUNTRY_HEADER = 'x-emulator-country';

/** Info pages, smart footer, payment methods, geolocation and copyright: the platform's content endpoints. */
export function contentRoutes(): Hono {
  const app = new Hono();

  app.get('/api/v1/brands/:casinoId/info-page', (c) => {
    const query = requiredQuery(c, ['resourceName', 'regulationType', 'lng', 'currencyCode', 'host', 'popUp'], ['regulationType']);
    if (!query.ok) return jsonError(c, 400, `Missing query '${query.missing}'`);
    const { resourceName, regulationType, lng, currencyCode, popUp } = query.values;
    const language = parseLanguage(lng);
    if (!language) return jsonError(c, 400, `Unknown lng '${lng}'`);
    if (!isCurrencyCode(currencyCode)) return jsonError(c, 400, `Invalid currencyCode '${currencyCode}'`);
    if (!REGULATIONS.includes(regulationType)) return jsonError(c, 400, `Unknown regulationType '${regulationType}'`);
    // The site always asks for the popup rendering (no page chrome); the full-page variant is not emulated.
    if (popUp !== '1') return jsonError(c, 400, "Query 'popUp' must be 1");
    const page = infoPage(resourceName, {
      origin: requestOrigin(c),
      currencyCode,
      currencySymbol: currencySymbol(currencyCode),
      regulation: regulationType,
      language,
    });
    if (!page) return jsonError(c, 404, `Unknown resourceName '${resourceName}'`);
    return c.json({ data: { data: page } } satisfies InfoPageBody);
  });

  app.get('/api/v1/brands/:casinoId/smart-footer', (c) => {
    if (!c.req.query('host')) return jsonError(c, 400, "Missing query 'host'");
    // SPEC §7 names the call by host; the framework's own call is by brand domain, country and regulation. Without
    // them the strip is GB's (the defaults the platform uses elsewhere), in English unless `lng` says otherwise.
    const country = c.req.query('country') ?? 'GB';
    if (!isCountryCode(country)) return jsonError(c, 400, `Invalid country '${country}'`);
    const regulation = c.req.query('regulation') ?? regulationFor(country);
    if (!REGULATIONS.includes(regulation)) return jsonError(c, 400, `Unknown regulation '${regulation}'`);
    const lng = c.req.query('lng');
    const language = lng === undefined ? 'en' : parseLanguage(lng);
    if (!language) return jsonError(c, 400, `Unknown lng '${lng}'`);
    return c.json({ data: { data: { content: smartFooterHtml(requestOrigin(c), { regulation, language }) } } } satisfies SmartFooterBody);
  });

  app.get('/api/v1/brands/:casinoId/payment-methods', (c) => {
    const query = requiredQuery(c, ['country', 'reg'], ['reg']);
    if (!query.ok) return jsonError(c, 400, `Missing query '${query.missing}'`);
    const { country, reg } = query.values;
    if (!isCountryCode(country)) return jsonError(c, 400, `Invalid country '${country}'`);
    if (!REGULATIONS.includes(reg)) return jsonError(c, 400, `Unknown reg '${reg}'`);
    return c.json({ data: { data: paymentMethodsPayload(country, requestOrigin(c)) } } satisfies PaymentMethodsBody);
  });

  app.get('/api/v2/brands/:casinoId/geolocation', (c) => {
    const header = c.req.header(COUNTRY_HEADER)?.toUpperCase();
    const country = isCountryCode(header) ? header : 'GB';
    const body: GeolocationBody = {
      data: { regulation: regulationFor(country), language: 'ENG', currency: currencyFor(country), countryCode: country },
    };
    return c.json(body);
  });

  app.get('/api/v1/copyrights', (c) => {
    const query = requiredQuery(c, ['language', 'country', 'host', 'casinoId', 'regulation'], ['regulation']);
    if (!query.ok) return jsonError(c, 400, `Missing query '${query.missing}'`);
    const { language, country, host, casinoId, regulation } = query.values;
    if (casinoId !== CASINO_ID) return jsonError(c, 404, `Unknown casino id '${casinoId}'`);
    const lang = parseLanguage(language);
    if (!lang) return jsonError(c, 400, `Unknown language '${language}'`);
    if (!isCountryCode(country)) return jsonError(c, 400, `Invalid country '${country}'`);
    if (regulation !== 'GB' && regulation !== 'MGA' && regulation !== '') return jsonError(c, 400, `Unknown regulation '${regulation}'`);
    return c.json({ data: { data: { copyrightText: copyrightHtml(lang, regulation, host) } } } satisfies CopyrightBody);
  });

  return app;
}
