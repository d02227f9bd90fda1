import type { MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { getConfig } from '../config';
import type { Currency, Geo, Regulation } from '../../client/contracts/site';
import type { AppEnv } from '../env';


export const DEFAULT_COUNTRY = 'GB';

/** SPEC §9: GB → GBP, CA → CAD, anything else EUR. */
export function currencyFor(country: string): Currency {
  if (country === 'GB') return 'GBP';
  if (country === 'CA') return 'CAD';
  return 'EUR';
}

/** SPEC §9: GB → GB, CA → MGA, otherwise none. */
export function regulationFor(country: string): Regulation {
  if (country === 'GB') return 'GB';
  if (country === 'CA') return 'MGA';
  return null;
}

export function geoFor(country: string | undefined): Geo {
  const code = /^[A-Z]{2}$/.test(country ?? '') ? country! : DEFAULT_COUNTRY;
  return { country: code, currency: currencyFor(code), regulation: regulationFor(code) };
}

/**
 * Country from the edge's request.cf.country (default GB). With DEV_GEO_OVERRIDE on (local emulator only) the
 * local runtime's invented cf.country is ignored: a `dev-country` cookie picks the country, else GB.
 */
export const geo: MiddlewareHandler<AppEnv> = async (c, next) => {
  const cf = (c.req.raw as { cf?: { country?: string } }).cf;
  let country = cf?.country;
  if (getConfig(c.env).devGeoOverride) country = getCookie(c, 'dev-country')?.toUpperCase();
  c.set('geo', geoFor(country));
  await next();
};
