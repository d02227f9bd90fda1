const escapeRe = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A CMS (Yoast) title as the page's own name: Yoast titles usually end in the brand after their own separator
 * ('Blueprint Gaming – Brand', 'Terms | Brand'); that suffix is dropped here, at the boundary, so every page name in
 * the app is brand-free and the title is built once (worker/render/head.ts pageTitle). A title that is the brand
 * alone names no page ('').
 */
export function pageNameOf(title: string, brand: string): string {
  const suffix = new RegExp(`\\s*[|\\-–—:·•]\\s*${escapeRe(brand)}\\s*$`, 'i');
  const name = title.replace(suffix, '').trim();
  return name.toLowerCase() === brand.toLowerCase() ? '' : name;
}
