/** The five locales of the site and how each appears in URLs, hreflang and the platform APIs. */
export type LocaleId = 'en' | 'en-ca' | 'en-ie' | 'fi' | 'es';
export type Language = 'en' | 'fi' | 'es';

export interface Locale {
  id: LocaleId;
  /** URL prefix segment; empty for the default locale. */
  prefix: string;
  hreflang: string;
  /** <html lang> and Intl locale. */
  tag: string;
  language: Language;
  /** Open Graph locale. */
  ogLocale: string;
}

/** The platform's three-letter language codes (framework init, chat, copyright). */
export type PlatformLanguage = 'ENG' | 'FIN' | 'ESP';

const PLATFORM_LANGUAGES: Record<Language, PlatformLanguage> = { en: 'ENG', fi: 'FIN', es: 'ESP' };

/** The platform's code for a site language: the one mapping every caller uses. */
export function platformLanguage(language: Language): PlatformLanguage {
  return PLATFORM_LANGUAGES[language];
}

/** A code the platform knows ('ENG', 'FIN', 'ESP'), e.g. from a query string. */
export function isPlatformLanguage(code: string): code is PlatformLanguage {
  return (Object.values(PLATFORM_LANGUAGES) as string[]).includes(code);
}

export const LOCALES: readonly Locale[] = [
  { id: 'en', prefix: '', hreflang: 'en-GB', tag: 'en-GB', language: 'en', ogLocale: 'en_GB' },
  { id: 'en-ca', prefix: 'en-ca', hreflang: 'en-CA', tag: 'en-CA', language: 'en', ogLocale: 'en_CA' },
  { id: 'en-ie', prefix: 'en-ie', hreflang: 'en-IE', tag: 'en-IE', language: 'en', ogLocale: 'en_IE' },
  { id: 'fi', prefix: 'fi', hreflang: 'fi', tag: 'fi-FI', language: 'fi', ogLocale: 'fi_FI' },
  { id: 'es', prefix: 'es', hreflang: 'es', tag: 'es-ES', language: 'es', ogLocale: 'es_ES' },
];

const BY_PREFIX = new Map(LOCALES.filter((l) => l.prefix).map((l) => [l.prefix, l]));

export function getLocale(id: LocaleId): Locale {
  return LOCALES.find((l) => l.id === id) ?? LOCALES[0]!;
}

/** Splits '/en-ca/slots/' into the locale and the locale-free path '/slots/'. */
export function splitLocale(path: string): { locale: Locale; rest: string } {
  const first = path.split('/')[1] ?? '';
  const locale = BY_PREFIX.get(first);
  if (!locale) return { locale: LOCALES[0]!, rest: path };
  const rest = path.slice(first.length + 1);
  return { locale, rest: rest === '' ? '/' : rest };
}

/** The inverse of splitLocale: '/slots/' in en-ca is '/en-ca/slots/'. */
export function localePath(locale: LocaleId, rest: string): string {
  const { prefix } = getLocale(locale);
  return prefix ? `/${prefix}${rest}` : rest;
}
