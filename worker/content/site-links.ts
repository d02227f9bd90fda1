import { isInfoPage } from '../../client/contracts/info-pages';
import { LOCALES } from '../../i18n/locales';

/** What a link of platform/CMS HTML becomes; `infoPage` marks it for the info popup (data-info-page). */
export interface LinkRewrite {
  href: string;
  infoPage?: string;
}

/** 'en-ca', 'en-ie', 'fi', 'es': a path starting with one of these already names its locale. */
const LOCALE_SEGMENTS = new Set(LOCALES.map((l) => l.prefix).filter(Boolean));

/**
 * The one rule for links inside platform/CMS HTML (info pages, footer strip and copyright, game and promotion bodies):
 * - SPEC §2 legacy help paths (`/help/deposit-methods`, `https://www.{brand}/help/faq/`) and `/info/{slug}/` become
 *   this locale's `/info/{slug}/`, marked for the info popup; unknown help paths are left alone;
 * - every other link into the site (site-relative, or absolute on the brand's own host) becomes site-relative with
 *   this locale's prefix, so a Finnish visitor stays on /fi/ (the platform writes its links for en-GB);
 * - links that already name a locale, other hosts, protocol-relative URLs, anchors, mailto:, tel: and relative
 *   paths without a leading slash are not ours to change (null).
 * `localePrefix` is '' (en-GB) or '/fi', '/en-ca', …
 */
export function siteLinks(brandDomain: string, localePrefix = ''): (href: string) => LinkRewrite | null {
  const host = brandDomain.replace(/^www\./, '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const brandOrigin = new RegExp(`^https?://(?:www\\.)?${host}(?=[/?#]|$)`, 'i');
  const infoPath = /^(?:\/help\/([a-z0-9-]+)\/?|\/info\/([a-z0-9-]+)\/)(?:[?#].*)?$/i;
  return (raw) => {
    const href = raw.trim();
    const onBrand = brandOrigin.exec(href);
    const path = onBrand ? href.slice(onBrand[0].length) || '/' : href;
    // Only root-relative paths are the site's: '//host' is another host, '#x', 'mailto:' and 'page.html' stay.
    if (!path.startsWith('/') || path.startsWith('//')) return null;
    const info = infoPath.exec(path);
    const slug = (info?.[1] ?? info?.[2])?.toLowerCase();
    if (slug && isInfoPage(slug)) return { href: `${localePrefix}/info/${slug}/`, infoPage: slug };
    if (info?.[1]) return null; // an unknown legacy help path: no page of ours to send it to
    const first = /^\/([^/?#]*)/.exec(path)?.[1] ?? '';
    const target = LOCALE_SEGMENTS.has(first.toLowerCase()) ? path : `${localePrefix}${path}`;
    return target === href ? null : { href: target };
  };
}

/** The promotion a site link opens: a CMS promotion by slug or a limited-time offer by its platform id. */
export type PromotionTarget = { slug: string } | { limitedId: number };

/** A CMS slug (client/routes.ts SLUG) or a platform id (1–10 digits, not 0), each as its route takes it. */
const PROMOTION_PATH = /^\/promotions\/(?:limited-time\/([1-9]\d{0,9})|(?!limited-time\/)([a-z0-9_]+(?:-+[a-z0-9_]+)*))\/?(?:[?#].*)?$/;

/**
 * The promotion page a link of cached CMS or platform HTML points at, or null when it points at none: `/promotions/`
 * itself, other pages and other hosts are not a promotion. Cached links are site-relative (siteLinks made the brand's
 * own host so); one that names a locale ('/fi/promotions/…') is read without it.
 */
export function promotionTarget(href: string): PromotionTarget | null {
  const path = href.trim();
  const first = /^\/([^/?#]*)/.exec(path)?.[1] ?? '';
  const rest = LOCALE_SEGMENTS.has(first.toLowerCase()) ? path.slice(first.length + 1) : path;
  const match = PROMOTION_PATH.exec(rest);
  if (!match) return null;
  return match[1] ? { limitedId: Number(match[1]) } : { slug: match[2]! };
}
