/**
 * Country, currency, regulation and language codes as the platform uses them (SPEC §9). The platform mixes
 * three-letter language codes (ENG, FIN, ESP: session and copyright calls) with two-letter ones (EN, FI, ES:
 * promotions), so the emulator accepts both wherever the site might send either.
 */
export type Language = 'en' | 'fi' | 'es';

const LANGUAGE_CODES: Record<string, Language> = { ENG: 'en', EN: 'en', FIN: 'fi', FI: 'fi', ESP: 'es', ES: 'es' };

/** 'ENG' | 'en' | 'FI' … → 'en' | 'fi' | 'es'; undefined when unknown. */
export function parseLanguage(code: string | undefined): Language | undefined {
  return code === undefined ? undefined : LANGUAGE_CODES[code.toUpperCase()];
}

export function currencyFor(country: string): 'GBP' | 'CAD' | 'EUR' {
  if (country === 'GB') return 'GBP';
  if (country === 'CA') return 'CAD';
  return 'EUR';
}

/** '' stands for 'no regulation' on the wire. */
export function regulationFor(country: string): 'GB' | 'MGA' | '' {
  if (country === 'GB') return 'GB';
  if (country === 'CA') return 'MGA';
  return '';
}

export const REGULATIONS: readonly string[] = ['GB', 'MGA', ''];

const SYMBOLS: Record<string, string> = { GBP: '£', CAD: 'C$', EUR: '€' };

/** Symbol for placeholders in platform HTML; unknown codes fall back to the code and a space. */
export function currencySymbol(code: string): string {
  return SYMBOLS[code] ?? `${code} `;
}

export const isCountryCode = (value: string | undefined): value is string => /^[A-Z]{2}$/.test(value ?? '');
export const isCurrencyCode = (value: string | undefined): value is string => /^[A-Z]{3}$/.test(value ?? '');

/** The emulated operator; the real one comes from config on the site (docs/decisions/001). */
export const EMULATED_BRAND = 'Shamrock Spins';
