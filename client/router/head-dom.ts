import type { HeadData } from '../contracts/payload';
import { structuredDataText } from './structured-data-text';

/** After a client navigation: title, description, robots, canonical, hreflang alternates, Open Graph (picture, locales) and JSON-LD follow the page. */
export function applyHead(head: HeadData, lang: string): void {
  document.title = head.title;
  document.documentElement.lang = lang;
  setMeta('name', 'description', head.description);
  setMeta('name', 'robots', head.robots);
  setMeta('property', 'og:title', head.og.title);
  setMeta('property', 'og:description', head.og.description);
  setMeta('property', 'og:url', head.og.url);
  setMeta('property', 'og:locale', head.og.locale);
  setMeta('property', 'og:image', head.og.image);
  setMeta('property', 'og:image:alt', head.og.imageAlt);
  setMeta('name', 'twitter:image:alt', head.og.imageAlt);
  setMeta('property', 'og:image:width', head.og.imageWidth?.toString());
  setMeta('property', 'og:image:height', head.og.imageHeight?.toString());
  setMeta('property', 'og:image:type', head.og.imageType);
  for (const old of document.head.querySelectorAll('meta[property="og:locale:alternate"]')) old.remove();
  for (const l of head.og.localeAlternates) {
    const meta = document.createElement('meta');
    meta.setAttribute('property', 'og:locale:alternate');
    meta.content = l;
    document.head.append(meta);
  }
  for (const old of document.head.querySelectorAll('link[rel="alternate"][hreflang]')) old.remove();
  let canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  // Error pages have neither canonical nor alternates.
  if (!head.canonical) {
    canonical?.remove();
    return;
  }
  if (!canonical) {
    canonical = document.createElement('link');
    canonical.rel = 'canonical';
    document.head.append(canonical);
  }
  canonical.href = head.canonical;
  for (const a of head.alternates) {
    const link = document.createElement('link');
    link.rel = 'alternate';
    link.hreflang = a.hreflang;
    link.href = a.href;
    canonical.after(link);
  }
  // Structured data follows too: a data block (type application/ld+json) is never run, so no nonce is needed.
  let ld = document.head.querySelector<HTMLScriptElement>('script[type="application/ld+json"]');
  if (!head.jsonLd?.length) ld?.remove();
  else {
    if (!ld) {
      ld = document.createElement('script');
      ld.type = 'application/ld+json';
      document.head.append(ld);
    }
    ld.textContent = structuredDataText(head.jsonLd.length === 1 ? head.jsonLd[0] : head.jsonLd);
  }
}

function setMeta(attr: 'name' | 'property', key: string, value: string | undefined): void {
  let el = document.head.querySelector<HTMLMetaElement>(`meta[${attr}="${key}"]`);
  if (value === undefined) {
    el?.remove();
    return;
  }
  if (!el) {
    el = document.createElement('meta');
    el.setAttribute(attr, key);
    document.head.append(el);
  }
  el.content = value;
}
