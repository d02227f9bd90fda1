import { LOCALES } from '../../i18n/locales';

/** The picture a share shows: absolute URL, its alt text, and its size and type when known. */
export interface SocialImage {
  url: string;
  alt: string;
  width?: number;
  height?: number;
  type?: string;
}

/**
 * The brand card: a raster file served by the site itself (social crawlers render no SVG), made once from the brand
 * mark by scripts/social-card.mjs. A stable path, so a share made before a release still finds its picture.
 */
export const BRAND_CARD = { path: '/social-card.png', width: 1200, height: 630, type: 'image/png' } as const;

export function brandCard(origin: string, alt: string): SocialImage {
  return { url: origin + BRAND_CARD.path, alt, width: BRAND_CARD.width, height: BRAND_CARD.height, type: BRAND_CARD.type };
}

/**
 * A page's own picture (CMS artwork) when it is a usable absolute http(s) URL, otherwise the brand card: every page
 * shares with a picture. A CMS image without alt text is described by the page's name.
 */
export function socialImage(own: { url: string; alt?: string; width?: number; height?: number; type?: string } | undefined, name: string, card: SocialImage): SocialImage {
  if (!own || !/^https?:\/\//i.test(own.url)) return card;
  return {
    url: own.url,
    alt: own.alt?.trim() || name,
    ...(own.width && own.height ? { width: own.width, height: own.height } : {}),
    ...(own.type ? { type: own.type } : {}),
  };
}

/**
 * og:locale:alternate: the Open Graph locales of the page's other language versions, read from its hreflang
 * alternates (the one list of where a page exists); x-default and the page's own locale are not alternates.
 */
export function ogLocaleAlternates(alternates: readonly { hreflang: string }[], current: string): string[] {
  const out = new Set<string>();
  for (const a of alternates) {
    const og = LOCALES.find((l) => l.hreflang === a.hreflang)?.ogLocale;
    if (og && og !== current) out.add(og);
  }
  return [...out];
}
