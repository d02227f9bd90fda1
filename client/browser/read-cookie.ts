/**
 * Reading a cookie: the first screen's one cookie need (the consent layer asks whether the popup shows), apart from
 * the writing rules of cookies.ts, which only lazy chunks use (issue 29, docs/decisions/032).
 */

/** A cookie's decoded value from a Cookie string (document.cookie by default), or null. */
export function readCookie(name: string, cookies: string = typeof document === 'undefined' ? '' : document.cookie): string | null {
  for (const part of cookies.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== name) continue;
    const raw = part.slice(eq + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return null;
}
