const formatters = new Map<string, Intl.NumberFormat>();

/** A balance in the player's currency for the page's locale (Intl tag), e.g. £1,234.50 in en-GB. */
export function formatMoney(amount: number, currency: string, localeTag: string): string {
  const key = `${localeTag}|${currency}`;
  let format = formatters.get(key);
  if (!format) {
    try {
      format = new Intl.NumberFormat(localeTag, { style: 'currency', currency });
    } catch {
      // An unknown currency code from the platform: show the number with the code rather than fail the header.
      return `${(Number.isFinite(amount) ? amount : 0).toFixed(2)} ${currency}`.trim();
    }
    formatters.set(key, format);
  }
  return format.format(Number.isFinite(amount) ? amount : 0);
}
