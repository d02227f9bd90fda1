import type { Context } from 'hono';
import type { NormalisedError } from '../../client/contracts/errors';
import type { ErrorPayload, HeadData, PagePayload, PayloadOf } from '../../client/contracts/payload';
import type { Params } from '../../client/contracts/paths';
import type { RouteData, RouteName } from '../../client/contracts/routes';
import type { SiteContext } from '../../client/contracts/site';
import { getLocale, LOCALES } from '../../i18n/locales';
import { getConfig } from '../config';
import type { AppEnv } from '../env';
import { buildHead, type HeadInput } from '../render/head';
import { brandCard, socialImage, type SocialImage } from '../seo/social';
import { createTranslator } from '../../i18n/translate';
import { isReturning } from '../returning';
import { loadSite } from './site-loader';

/** What a loader or the error page refines of the head; the title defaults to the product name. */
export interface HeadRefinements {
  title?: string;
  /** Kept whole when the title is shortened (the game a review is about). */
  keep?: string;
  /** The locale-free path of the page this one duplicates, for canonical and hreflang (docs/decisions/035). */
  canonical?: string;
  description: string;
  robots?: string;
  /** The page's own picture; without one (or with one that is no absolute URL) the brand card. */
  image?: Omit<SocialImage, 'alt'> & { alt?: string };
  jsonLd?: Record<string, unknown>[];
}

/** Route R's payload (what SSR renders and /_data/ answers): R's data from R's loader, typed as R's page takes it. */
export function buildPayload<R extends RouteName>(c: Context<AppEnv>, route: R, params: Params, data: RouteData[R], head: HeadRefinements): PayloadOf<R> {
  return { route, params, status: 200, ...where(c), data, head: headOf(c, head, false), ...REHEARSAL_FIELD };
}

declare const REHEARSAL_VARIANT: string | undefined;
/**
 * The rollout rehearsal's second build (`wrangler deploy --define REHEARSAL_VARIANT:'"b"'`, tests only) sends one
 * field more in every payload: a data shape the first build's pages never saw. Empty in every real build.
 */
const REHEARSAL_FIELD = typeof REHEARSAL_VARIANT === 'string' ? { rehearsal: REHEARSAL_VARIANT } : {};

/** An error page's payload, with the error's status. */
export function buildErrorPayload(c: Context<AppEnv>, error: NormalisedError, head: HeadRefinements): ErrorPayload {
  return { route: 'error', params: {}, status: error.statusCode, ...where(c), data: null, error, head: headOf(c, head, true) };
}

/** The request's locale and locale-free path. */
function where(c: Context<AppEnv>): Pick<PagePayload, 'locale' | 'path'> {
  // The error page can run before the locale middleware did (an error early in the chain): default locale then.
  return { locale: (c.get('locale') ?? LOCALES[0]!).id, path: c.get('rest') ?? '/' };
}

/** The one place a page's head is put together, for pages and errors alike. */
function headOf(c: Context<AppEnv>, head: HeadRefinements, error: boolean): HeadData {
  const config = getConfig(c.env);
  const locale = c.get('locale') ?? LOCALES[0]!;
  const card = brandCard(config.siteOrigin, createTranslator(locale.id)('general.socialCardAlt', { brand: config.brandName }));
  const input: HeadInput = {
    origin: config.siteOrigin,
    brandName: config.brandName,
    locale,
    rest: c.get('rest') ?? '/',
    ...(head.title ? { title: head.title } : {}),
    ...(head.keep ? { keep: head.keep } : {}),
    ...(head.canonical ? { canonicalRest: head.canonical } : {}),
    description: head.description,
    ...(head.robots ? { robots: head.robots } : {}),
    image: socialImage(head.image, head.title || config.brandName, card),
    ...(head.jsonLd ? { jsonLd: head.jsonLd } : {}),
    ...(error ? { error: true } : {}),
  };
  return buildHead(input);
}

/** The site context of an HTML page (footer included), in its payload's language. */
export async function siteFor(c: Context<AppEnv>, payload: Pick<PagePayload, 'locale'>): Promise<SiteContext> {
  return { ...(await loadSite(c, getLocale(payload.locale).language)), returning: isReturning(c) };
}
