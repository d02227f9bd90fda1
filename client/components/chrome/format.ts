const formatters = new Map<string, Intl.NumberFormat>();

/**
 * Symbols players of this brand expect whatever the page's locale: Intl writes Canadian dollars as '$' in en-CA and
 * 'CA$' elsewhere; the site always says 'C$' so a Canadian balance never reads like US dollars or pounds.
 */
const SYMBOLS: Readonly<Record<string, string>> = { CAD: 'C$' };

/** The one money formatter: a balance in the player's currency for the page's locale (Intl tag), e.g. £1,234.50. */
export function formatMoney(amount: number, currency: string, localeTag: string): string {
  const key = `${localeTag}|${currency}`;
  let format = formatters.get(key);
  const value = Number.isFinite(amount) ? amount : 0;
  if (!format) {
    try {
      // narrowSymbol: Spanish writes pounds as 'GBP' by default ('250,00 GBP'); players read '£' in every language.
      format = new Intl.NumberFormat(localeTag, { style: 'currency', currency, currencyDisplay: 'narrowSymbol' });
    } catch {
      // An unknown currency code from the platform: show the number with the code rather than fail the header.
      return `${value.toFixed(2)} ${currency}`.trim();
    }
    formatters.set(key, format);
  }
  const symbol = SYMBOLS[currency];
  if (!symbol) return format.format(value);
  return format
    .formatToParts(value)
    .map((part) => (part.type === 'currency' ? symbol : part.value))
    .join('');
}
