import type { Context } from 'hono';
import type { NormalisedError } from '../../client/contracts/errors';
import type { InitialState, PagePayload } from '../../client/contracts/payload';
import type { Params } from '../../client/contracts/paths';
import type { RouteName } from '../../client/contracts/routes';
import { getLocale, LOCALES } from '../../i18n/locales';
import { getConfig } from '../config';
import type { AppEnv } from '../env';
import { buildHead } from '../render/head';
import { loadSite } from './site-loader';

export interface PayloadInput {
  route: RouteName | 'error';
  params: Params;
  status: number;
  data: unknown;
  error?: NormalisedError;
  /** Head refinements; the title defaults to the product name. */
  title?: string;
  description: string;
  robots?: string;
  image?: string;
  jsonLd?: Record<string, unknown>[];
}

/** The one place a page payload (what SSR renders and /_data/ answers) is put together, for pages and errors alike. */
export function buildPayload(c: Context<AppEnv>, input: PayloadInput): PagePayload {
  const config = getConfig(c.env);
  // The error page can run before the locale middleware did (an error early in the chain): default locale then.
  const locale = c.var.locale ?? LOCALES[0]!;
  const rest = c.var.rest ?? '/';
  return {
    route: input.route,
    params: input.params,
    status: input.status,
    locale: locale.id,
    path: rest,
    data: input.data,
    ...(input.error ? { error: input.error } : {}),
    head: buildHead({
      origin: config.siteOrigin,
      brandName: config.brandName,
      locale,
      rest,
      ...(input.title ? { title: input.title } : {}),
      description: input.description,
      ...(input.robots ? { robots: input.robots } : {}),
      ...(input.image ? { image: input.image } : {}),
      ...(input.jsonLd ? { jsonLd: input.jsonLd } : {}),
      ...(input.route === 'error' ? { error: true } : {}),
    }),
  };
}

/** The whole initial state of an HTML page: its payload plus the site context (footer included). */
export async function initialState(c: Context<AppEnv>, payload: PagePayload): Promise<InitialState> {
  return { payload, site: await loadSite(c, getLocale(payload.locale).language) };
}
