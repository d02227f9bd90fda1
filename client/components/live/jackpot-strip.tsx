import { useSnapshot } from 'valtio';
import type { LiveState } from '../../live/store';
import { formatMoney } from '../../format/money';
import { useI18n } from '../use-i18n';
import { JackpotAmount } from './jackpot-amount';

/**
 * The jackpots' tiles (Jackpot King): each jackpot's name, its amount counting up, and its last win, in a strip of one
 * row whose height is fixed, drawn even before the first figures arrive, so their arrival moves nothing below it.
 */
export function JackpotStrip({ state }: { state: LiveState }) {
  const { t, locale } = useI18n();
  const { jackpots } = useSnapshot(state);
  return (
    <section className="jackpots" aria-labelledby="jackpots-heading">
      <h2 id="jackpots-heading" className="visually-hidden">
        {t('live.jackpots')}
      </h2>
      {jackpots.length === 0 && <p className="jackpots__none">{t('live.noData')}</p>}
      {/* Focusable: on a phone the strip scrolls sideways, and a keyboard must be able to scroll it too. */}
      <ul className="jackpots__list" tabIndex={0} aria-labelledby="jackpots-heading">
        {jackpots.map((j) => (
          <li key={j.id} className="jackpot" data-jackpot={j.id}>
            <span className="jackpot__name">{j.name}</span>
            <JackpotAmount amount={j.amount} currency={j.currency} />
            <span className="jackpot__last">{j.lastWon ? t('live.lastWon', { amount: formatMoney(j.lastWon.amount, j.currency, locale) }) : '\u00a0'}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
