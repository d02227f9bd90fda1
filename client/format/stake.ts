import type { LocaleId } from '../../i18n/locales';
import { formatMoney } from './money';

/**
 * The amount in a CMS stake text: '£0.10' → 0.1, '0,10 €' → 0.1, 'C$1,000' → 1000, '1.000,50 €' → 1000.5;
 * null when the text holds no single plain amount ('10p – £5', 'varies'), so it is shown as the CMS wrote it.
 */
export function stakeAmount(text: string): number | null {
  const m = /^\s*(?:[A-Z]{0,3}[$£€]|[A-Z]{3}\s)?\s*(\d{1,3}(?:[.,\s]\d{3})*(?:[.,]\d{1,2})?|\d+(?:[.,]\d{1,2})?)\s*(?:[$£€]|\s[A-Z]{3})?\s*$/.exec(text);
  if (!m) return null;
  let digits = m[1]!.replace(/\s/g, '');
  // A final separator followed by one or two digits is the decimal mark; any other separator groups thousands.
  const decimal = /[.,](\d{1,2})$/.exec(digits);
  const whole = decimal ? digits.slice(0, decimal.index) : digits;
  digits = whole.replace(/[.,]/g, '') + (decimal ? `.${decimal[1]}` : '');
  const value = Number(digits);
  return Number.isFinite(value) ? value : null;
}

/**
 * A game's stake for the visitor: the CMS amount in the visitor's currency and locale through the one money
 * formatter (stakes are the same figures in every currency the brand offers); text that is not a plain amount
 * stays as written.
 */
export function formatStake(text: string, currency: string, locale: LocaleId): string {
  const amount = stakeAmount(text);
  return amount === null ? text : formatMoney(amount, currency, locale);
}
