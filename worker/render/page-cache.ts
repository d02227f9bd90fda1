import { createNonce } from '../nonce';

/**
 * Guest pages are the same for every visitor of one locale + country + device (ARCHITECTURE), except for the CSP
 * nonce. So a page is rendered once with a per-isolate placeholder in place of the nonce, kept here for the content
 * TTL, and each request gets a copy with its own nonce. The placeholder is random per isolate, so no content can
 * contain it; the sanitiser removes every script element anyway.
 */
let placeholder: string | undefined;

/** Created on first use: workerd forbids random values at global scope. */
export function noncePlaceholder(): string {
  placeholder ??= `n0nce${createNonce().replace(/[^A-Za-z0-9]/g, '')}`;
  return placeholder;
}

interface CachedPage {
  body: string;
  status: number;
  headers: [string, string][];
  at: number;
}

const MAX_PAGES = 200;
const pages = new Map<string, CachedPage>();

export function cachedPage(key: string, ttlMs: number, now = Date.now()): CachedPage | undefined {
  const hit = pages.get(key);
  if (!hit) return undefined;
  if (now - hit.at >= ttlMs) {
    pages.delete(key);
    return undefined;
  }
  return hit;
}

export function storePage(key: string, page: Omit<CachedPage, 'at'>, now = Date.now()): void {
  pages.delete(key);
  pages.set(key, { ...page, at: now });
  if (pages.size > MAX_PAGES) pages.delete(pages.keys().next().value!);
}

/** The cached page as this request's response, with its nonce. */
export function respondWith(page: Omit<CachedPage, 'at'>, nonce: string): Response {
  return new Response(page.body.replaceAll(noncePlaceholder(), nonce), { status: page.status, headers: page.headers });
}
