import { LOCALES, localePath, type Locale } from '../../i18n/locales';
import type { HeadData } from '../../client/contracts/payload';

export interface HeadInput {
  origin: string;
  brandName: string;
  locale: Locale;
  /** Locale-free path with a trailing slash. */
  rest: string;
  title?: string;
  description: string;
  robots?: string;
  image?: string;
  /** An error page: no canonical, hreflang or og:url (they would name a URL that does not exist, and reflect it). */
  error?: boolean;
}

/**
 * Title, canonical, reciprocal hreflang alternates (all five locales + x-default) and Open Graph for one page.
 * The canonical never carries the query: filters and paging are the same document for search engines.
 */
export function buildHead(input: HeadInput): HeadData {
  const { origin, locale, rest, brandName } = input;
  const canonical = input.error ? undefined : origin + localePath(locale.id, rest);
  const alternates = input.error ? [] : LOCALES.map((l) => ({ hreflang: l.hreflang, href: origin + localePath(l.id, rest) }));
  if (!input.error) alternates.push({ hreflang: 'x-default', href: origin + rest });
  const title = input.title ?? brandName;
  return {
    title,
    description: input.description,
    ...(canonical ? { canonical } : {}),
    alternates,
    ...(input.robots ? { robots: input.robots } : {}),
    og: {
      type: 'website',
      title,
      description: input.description,
      ...(canonical ? { url: canonical } : {}),
      siteName: brandName,
      locale: locale.ogLocale,
      ...(input.image ? { image: input.image } : {}),
    },
  };
}
