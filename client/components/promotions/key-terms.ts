import type { LocaleId } from '../../../i18n/locales';
import type { Translate } from '../../../i18n/translate';
import type { KeyTerms } from '../../contracts/content';
import { formatMoney } from '../../format/money';

/** One term as the card or page lists it; `games` keeps the CMS's text apart from the site's label (its own `lang`). */
export type KeyTermItem = { kind: 'wagering' | 'minDeposit' | 'expiry' | 'maxWin'; text: string } | { kind: 'games'; label: string; games: string };

/**
 * An offer's key terms in the visitor's language, amounts in `currency` through the one money formatter
 * (docs/decisions/034-key-terms.md). A term the source does not give is left out, never shown as a blank.
 * Order: what it costs to get (wagering, deposit), what it is for, how long, how much at most.
 */
export function keyTermItems(terms: KeyTerms, currency: string, locale: LocaleId, t: Translate): KeyTermItem[] {
  const money = (amount: number) => formatMoney(amount, currency, locale);
  const items: KeyTermItem[] = [];
  if (terms.wagering !== null) {
    items.push({ kind: 'wagering', text: terms.wagering === 0 ? t('promotions.keyTerms.noWagering') : t('promotions.keyTerms.wagering', { multiple: terms.wagering }) });
  }
  if (terms.minDeposit !== null) items.push({ kind: 'minDeposit', text: t('promotions.keyTerms.minDeposit', { amount: money(terms.minDeposit) }) });
  if (terms.eligibleGames) items.push({ kind: 'games', label: t('promotions.keyTerms.games'), games: terms.eligibleGames });
  if (terms.expiryDays !== null) items.push({ kind: 'expiry', text: t('promotions.keyTerms.expiry', { days: terms.expiryDays }) });
  if (terms.maxWin !== null) items.push({ kind: 'maxWin', text: t('promotions.keyTerms.maxWin', { amount: money(terms.maxWin) }) });
  return items;
}
