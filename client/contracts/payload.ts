import type { LocaleId } from '../../i18n/locales';
import type { RouteData, RouteName } from './routes';
import type { NormalisedError } from './errors';
import type { Params } from './paths';
import type { SiteContext } from './site';

/** Client navigation asks the worker for a page's payload at DATA_PREFIX + the page path. */
export const DATA_PREFIX = '/_data';

export interface HeadData {
  title: string;
  description: string;
  /** Absolute, with a trailing slash. Absent on error pages: a URL that does not exist has no canonical. */
  canonical?: string;
  /** One per locale plus x-default; the same set on every locale's version of a page. Empty on error pages. */
  alternates: { hreflang: string; href: string }[];
  robots?: string;
  og: OpenGraph;
  /** schema.org objects for <script type="application/ld+json"> (worker/seo/structured-data.ts). */
  jsonLd?: Record<string, unknown>[];
}

/**
 * Open Graph (and, through it, the X/Twitter card): every page has a picture — its own or the brand card — with alt
 * text, and names the locales its other language versions are in (from its hreflang alternates).
 */
export interface OpenGraph {
  type: string;
  /** The whole title: only <title> is shortened. */
  title: string;
  description: string;
  url?: string;
  siteName: string;
  locale: string;
  localeAlternates: string[];
  /** Absolute. */
  image: string;
  imageAlt: string;
  imageWidth?: number;
  imageHeight?: number;
  imageType?: string;
}

/** What every payload carries besides its route and data. */
interface PayloadBase {
  params: Params;
  status: number;
  locale: LocaleId;
  /** The locale-free path, e.g. '/slots/'. */
  path: string;
  head: HeadData;
}

/** Route R's payload: the data R's loader sent, for R's page (the SSR render input and the /_data answer alike). */
export interface RoutePayload<R extends RouteName> extends PayloadBase {
  route: R;
  data: RouteData[R];
}

/** An error page's payload (404, 500…): no data, the normalised error instead. */
export interface ErrorPayload extends PayloadBase {
  route: 'error';
  data: null;
  error: NormalisedError;
}

/**
 * The payload of one of the routes R, as a union over them: narrowing `route` narrows `data`. Written as a mapped
 * type so that a function generic in R can build one (TypeScript relates `{ [K in R]: X<K> }[R]` to X<R>).
 */
export type PayloadOf<R extends RouteName> = { [K in R]: RoutePayload<K> }[R];

/** What a route loader produces, or an error page: the SSR render input and, as JSON, the client navigation payload. */
export type PagePayload = PayloadOf<RouteName> | ErrorPayload;

export interface InitialState {
  payload: PagePayload;
  site: SiteContext;
}

/** A client-side instruction to go elsewhere (trailing slash, /fi/ rule) answered by the data endpoint. */
export interface RedirectPayload {
  redirect: string;
}
