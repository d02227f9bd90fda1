import { LOCALES, localePath, type Locale } from '../../i18n/locales';
import type { HeadData } from '../../client/contracts/payload';
import { shortenAtWord } from '../seo/shorten';
import { ogLocaleAlternates, type SocialImage } from '../seo/social';

export interface HeadInput {
  origin: string;
  brandName: string;
  locale: Locale;
  /** Locale-free path with a trailing slash. */
  rest: string;
  /** The page's own name ('Terms'), without the brand; see pageTitle. */
  title?: string;
  /** The name the page is about (a review's game), kept whole when the title is shortened. */
  keep?: string;
  /**
   * The locale-free path of the page this one duplicates (a /slots/{slug}/ page of a game with a game page,
   * docs/decisions/035): canonical, hreflang and og:url name that page instead.
   */
  canonicalRest?: string;
  description: string;
  robots?: string;
  /** What a share shows: the page's own picture or the brand card (worker/seo/social.ts). */
  image: SocialImage;
  jsonLd?: Record<string, unknown>[];
  /** An error page: no canonical, hreflang or og:url (they would name a URL that does not exist, and reflect it). */
  error?: boolean;
}

/**
 * Title, canonical, reciprocal hreflang alternates (all five locales + x-default), Open Graph and the social card
 * for one page. The canonical never carries the query: filters and paging are the same document for search engines.
 * The <title> is shortened to fit; og:title keeps the whole name (a share card has room for it).
 */
export function buildHead(input: HeadInput): HeadData {
  const { origin, locale, brandName, image } = input;
  const rest = input.canonicalRest ?? input.rest;
  const canonical = input.error ? undefined : origin + localePath(locale.id, rest);
  const alternates = input.error ? [] : LOCALES.map((l) => ({ hreflang: l.hreflang, href: origin + localePath(l.id, rest) }));
  if (!input.error) alternates.push({ hreflang: 'x-default', href: origin + rest });
  const title = pageTitle(input.title, brandName, input.keep);
  const description = clampText(input.description, MAX_DESCRIPTION);
  return {
    title,
    description,
    ...(canonical ? { canonical } : {}),
    alternates,
    ...(input.robots ? { robots: input.robots } : {}),
    ...(input.jsonLd?.length ? { jsonLd: input.jsonLd } : {}),
    og: {
      type: 'website',
      title: pageTitle(input.title, brandName, undefined, Infinity),
      description,
      ...(canonical ? { url: canonical } : {}),
      siteName: brandName,
      locale: locale.ogLocale,
      localeAlternates: ogLocaleAlternates(alternates, locale.ogLocale),
      image: image.url,
      imageAlt: image.alt,
      ...(image.width && image.height ? { imageWidth: image.width, imageHeight: image.height } : {}),
      ...(image.type ? { imageType: image.type } : {}),
    },
  };
}

/** Search engines show about this much of a title and of a description. */
export const MAX_TITLE = 60;
export const MAX_DESCRIPTION = 160;

/**
 * The one place a title is built (issue 15): '{page} | {brand}', the brand alone when the page has no name of its own
 * (home, whose heading is the brand). `name` is brand-free: loaders give page names, and CMS titles lose their brand suffix at the boundary
 * (worker/content/page-name.ts). A long page name is shortened at a word, without an ellipsis and keeping `keep`
 * (the game of a review) whole, so the whole title stays within `max` where it can (worker/seo/shorten.ts).
 */
export function pageTitle(name: string | undefined, brand: string, keep?: string, max = MAX_TITLE): string {
  const page = (name ?? '').trim();
  if (!page || page.toLowerCase() === brand.toLowerCase()) return brand;
  return `${shortenAtWord(page, Math.max(20, max - brand.length - 3), keep)} | ${brand}`;
}

/** Text cut to at most `max` characters at a word boundary, with an ellipsis when it was cut. */
export function clampText(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,;:.–—-]+$/, '')}…`;
}
