import type { LocaleId } from '../../i18n/locales';
import { intlFor } from '../../i18n/translate';

/**
 * Symbols players of this brand expect whatever the page's locale: Intl writes Canadian dollars as '$' in en-CA and
 * 'CA$' elsewhere; the site always says 'C$' so a Canadian balance never reads like US dollars or pounds.
 */
const SYMBOLS: Readonly<Record<string, string>> = { CAD: 'C$' };

/** The one money formatter: a balance in the player's currency for the page's locale, e.g. £1,234.50. */
export function formatMoney(amount: number, currency: string, locale: LocaleId, { whole = false }: { whole?: boolean } = {}): string {
  const value = Number.isFinite(amount) ? amount : 0;
  // An ill-formed currency code from the platform (Intl would throw): the number with the code rather than a failed header.
  if (!/^[A-Za-z]{3}$/.test(currency)) return `${value.toFixed(2)} ${currency}`.trim();
  // `whole`: a whole amount without its cents, as lobbies write limits (£50 – £20,000); a balance always has them.
  const cents = whole && Number.isInteger(value) ? { minimumFractionDigits: 0, maximumFractionDigits: 0 } : {};
  // narrowSymbol: Spanish writes pounds as 'GBP' by default ('250,00 GBP'); players read '£' in every language.
  const parts = intlFor(locale).formatNumberToParts(value, { style: 'currency', currency, currencyDisplay: 'narrowSymbol', ...cents });
  const symbol = SYMBOLS[currency.toUpperCase()];
  return parts.map((part) => (symbol && part.type === 'currency' ? symbol : part.value)).join('');
}
