/**
 * schema.org JSON-LD for the document head (issue 15): Organization on the home page, a Game on each game page,
 * a BreadcrumbList on nested pages. Plain objects; the document serialises them safely.
 */
export type JsonLd = Record<string, unknown>;

const CONTEXT = 'https://schema.org';

export function organizationLd(origin: string, brand: string): JsonLd {
  return { '@context': CONTEXT, '@type': 'Organization', name: brand, url: `${origin}/`, logo: `${origin}/favicon.svg` };
}

/** A casino game page: schema.org Game (a slot is not a VideoGame in the console/PC sense), its studio the publisher. */
export function gameLd(game: { name: string; url: string; image?: string | null; provider: string }): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'Game',
    name: game.name,
    url: game.url,
    ...(game.image ? { image: game.image } : {}),
    ...(game.provider ? { publisher: { '@type': 'Organization', name: game.provider } } : {}),
  };
}

/** Home → … → the page, every item a real, absolute URL. */
export function breadcrumbLd(items: readonly { name: string; url: string }[]): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, i) => ({ '@type': 'ListItem', position: i + 1, name: item.name, item: item.url })),
  };
}

/**
 * The JSON of <script type="application/ld+json">: '<' escaped (as in the serialised state), so no value can close
 * the script element or open a comment.
 */
export function serialiseJsonLd(data: readonly JsonLd[]): string {
  return JSON.stringify(data.length === 1 ? data[0] : data).replace(/</g, '\\u003c');
}
