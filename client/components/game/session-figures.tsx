import { useSnapshot } from 'valtio';
import { formatElapsed } from '../../platform/net-position';
import { useStores } from '../../state/context';
import { formatMoney } from '../../format/money';
import { useI18n } from '../use-i18n';
import { chromeMessages } from '../../../i18n/groups/chrome';
import { registerGroup } from '../../../i18n/translate';

// The account words are the lazy chrome's text, not the first screen's (docs/decisions/032).
registerGroup(chromeMessages);

/** Safer-gambling figures always visible during play: time since login and the net position since login. */
export function SessionFigures({ now }: { now: number }) {
  const stores = useStores();
  const { t, locale } = useI18n();
  const { tally } = useSnapshot(stores.games);
  const { currency, realBalance, bonusBalance } = useSnapshot(stores.account);
  if (!tally) return null;
  const net = formatMoney(tally.net, currency, locale);
  // The header's figure, labelled the same (docs/decisions/024): cash and bonus apart, never an unlabelled total.
  return (
    <dl className="game-figures">
      <div>
        <dt>{t('chrome.cash')}</dt>
        <dd className="game-figures__cash">{formatMoney(realBalance, currency, locale)}</dd>
      </div>
      {bonusBalance > 0 && (
        <div>
          <dt>{t('chrome.bonusFunds')}</dt>
          <dd className="game-figures__bonus">{formatMoney(bonusBalance, currency, locale)}</dd>
        </div>
      )}
      {/* The game's own 'Balance' is the two together (issue 51): said in so many words, so the frame's figure is
          one the player can place. */}
      {bonusBalance > 0 && (
        <div>
          <dt>{t('chrome.cashAndBonus')}</dt>
          <dd className="game-figures__total">{formatMoney(realBalance + bonusBalance, currency, locale)}</dd>
        </div>
      )}
      <div>
        <dt>{t('gameArea.sessionTime')}</dt>
        <dd className="game-figures__time">{formatElapsed(now - tally.startedAt)}</dd>
      </div>
      <div>
        <dt>{t('gameArea.netPosition')}</dt>
        <dd className={`game-figures__net${tally.net < 0 ? ' game-figures__net--down' : ''}`}>{tally.net > 0 ? `+${net}` : net}</dd>
      </div>
    </dl>
  );
}
