import type { LocaleId } from '../../i18n/locales';
import type { RouteName } from './routes';
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
  og: { type: string; title: string; description: string; url?: string; siteName: string; locale: string; image?: string };
  /** schema.org objects for <script type="application/ld+json"> (worker/seo/structured-data.ts). */
  jsonLd?: Record<string, unknown>[];
}

/** What a route loader produces: the SSR render input and, as JSON, the client navigation payload. */
export interface PagePayload {
  route: RouteName | 'error';
  params: Params;
  status: number;
  locale: LocaleId;
  /** The locale-free path, e.g. '/slots/'. */
  path: string;
  data: unknown;
  head: HeadData;
  error?: NormalisedError;
}

export interface InitialState {
  payload: PagePayload;
  site: SiteContext;
}

/** A client-side instruction to go elsewhere (trailing slash, /fi/ rule) answered by the data endpoint. */
export interface RedirectPayload {
  redirect: string;
}
