/**
 * Cookies the site sets itself (QUALITY.md): SameSite=Lax, an explicit Max-Age, Path=/, and Secure everywhere
 * except plain-http local development (127.0.0.1 / localhost), where a Secure cookie would be dropped.
 */

/** 'app-banner-seen': the app download banner was closed (7 days, SPEC §9). */
export const APP_BANNER_COOKIE = 'app-banner-seen';
export const APP_BANNER_MAX_AGE_S = 7 * 24 * 60 * 60;
/** 'ios-app': the site runs inside the iOS app (1 day, SPEC §9). */
export const IOS_APP_COOKIE = 'ios-app';
export const IOS_APP_MAX_AGE_S = 24 * 60 * 60;

// Reading is the first screen's (the consent popup's check); writing is only ever a lazy chunk's.
export { readCookie } from './read-cookie';

export interface CookieLocation {
  protocol: string;
  hostname: string;
}

export function isLocalDev(loc: CookieLocation): boolean {
  return loc.protocol === 'http:' && (loc.hostname === '127.0.0.1' || loc.hostname === 'localhost' || loc.hostname === '[::1]');
}

/**
 * The document.cookie assignment for one cookie; maxAge 0 deletes it. `raw` writes the value as given, for values
 * of a documented format other systems read (digits and commas), which must not arrive percent-encoded.
 */
export function serialiseCookie(name: string, value: string, maxAgeSeconds: number, loc: CookieLocation, raw = false): string {
  const parts = [`${name}=${raw ? value : encodeURIComponent(value)}`, 'Path=/', `Max-Age=${Math.max(0, Math.floor(maxAgeSeconds))}`, 'SameSite=Lax'];
  if (!isLocalDev(loc)) parts.push('Secure');
  return parts.join('; ');
}

export function setCookie(name: string, value: string, maxAgeSeconds: number, raw = false): void {
  document.cookie = serialiseCookie(name, value, maxAgeSeconds, location, raw);
}

export function deleteCookie(name: string): void {
  setCookie(name, '', 0);
}
