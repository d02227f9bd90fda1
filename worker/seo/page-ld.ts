import type { RouteName } from '../../client/contracts/routes';
import { matchRoute } from '../../client/routes';
import type { MessageKey } from '../../i18n/messages/en';
import { localePath, type LocaleId } from '../../i18n/locales';
import type { Translate } from '../../i18n/translate';
import { breadcrumbLd, organizationLd, type JsonLd } from './structured-data';

/** The listing pages a nested page sits under, by route, and the name they go by in a breadcrumb. */
const SECTION_LABELS: Partial<Record<RouteName, MessageKey>> = {
  slots: 'general.slots',
  promotions: 'general.promotions',
  providers: 'general.providers',
  themes: 'general.themes',
  'game-reviews': 'general.gameReviews',
  info: 'general.information',
  magazine: 'general.magazine',
};

export interface PageLdInput {
  route: RouteName;
  /** Locale-free path. */
  rest: string;
  origin: string;
  locale: LocaleId;
  brand: string;
  t: Translate;
  /** The page's own name (its title without the brand). */
  pageName: string;
  /** What the loader adds (a Game on game pages). */
  extra?: readonly JsonLd[];
}

/**
 * The JSON-LD of one page: the loader's own, Organization on the home page, and a BreadcrumbList on nested pages
 * (home, each listing page above it that is a real route, the page itself). '/casino/' and '/casino/games/' are no
 * routes, so a game page's trail is Home → the game.
 */
export function pageJsonLd(input: PageLdInput): JsonLd[] {
  const { origin, locale, rest } = input;
  const out: JsonLd[] = [...(input.extra ?? [])];
  if (input.route === 'home') out.push(organizationLd(origin, input.brand));
  const segments = rest.split('/').filter(Boolean);
  if (segments.length >= 2) {
    const url = (path: string) => origin + localePath(locale, path);
    const trail = [{ name: input.brand, url: url('/') }];
    for (let i = 1; i < segments.length; i++) {
      const path = `/${segments.slice(0, i).join('/')}/`;
      const label = SECTION_LABELS[matchRoute(path)?.route.name as RouteName];
      if (label) trail.push({ name: input.t(label), url: url(path) });
    }
    trail.push({ name: input.pageName, url: url(rest) });
    out.push(breadcrumbLd(trail));
  }
  return out;
}
