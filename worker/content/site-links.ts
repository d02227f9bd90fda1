import { isInfoPage } from '../../client/info-pages';

/**
 * SPEC §2: content links to known legacy help paths (`/help/deposit-methods`, `https://www.{brand}/help/faq/`) open
 * the matching info page. They are rewritten at the edge to the site's `/info/{slug}/` (with the locale prefix when
 * known) and marked `data-info-page` so the info popup can take them over; unknown help paths are left alone.
 */
export function legacyHelpLinks(brandDomain: string, localePrefix = ''): (href: string) => string | null {
  const host = brandDomain.replace(/^www\./, '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  // Site-relative /info/{slug}/ links match too: HTML cached with unprefixed links gets the locale prefix per request.
  const pattern = new RegExp(`^(?:(?:https?://(?:www\\.)?${host})?/help/([a-z0-9-]+)/?|/info/([a-z0-9-]+)/)(?:[?#].*)?$`, 'i');
  return (href) => {
    const m = pattern.exec(href.trim());
    const slug = (m?.[1] ?? m?.[2])?.toLowerCase();
    return slug && isInfoPage(slug) ? `${localePrefix}/info/${slug}/` : null;
  };
}
