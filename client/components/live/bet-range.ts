import type { LocaleId } from '../../../i18n/locales';
import type { Translate } from '../../../i18n/translate';
import type { LiveTable } from '../../contracts/live';
import { formatMoney } from '../../format/money';

/**
 * A table's limits as lobbies write them, whole amounts without cents: '50 £ – 20.000 £', not '50,00 £ – 20.000,0…'
 * cut at 390 px in Spanish. One text for the card and the screen reader's summary, so the two never say it apart.
 */
export function betRangeText(t: Translate, locale: LocaleId, bet: LiveTable['bet']): string {
  const money = (n: number) => formatMoney(n, bet.currency, locale, { whole: true });
  return t('live.bet', { min: money(bet.min), max: money(bet.max) });
}
