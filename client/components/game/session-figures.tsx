import { useSnapshot } from 'valtio';
import { formatElapsed } from '../../platform/net-position';
import { useStores } from '../../state/context';
import { formatMoney } from '../chrome/format';
import { useI18n } from '../use-i18n';

/** Safer-gambling figures always visible during play: time since login and the net position since login. */
export function SessionFigures({ now }: { now: number }) {
  const stores = useStores();
  const { t, locale } = useI18n();
  const { tally } = useSnapshot(stores.games);
  const currency = useSnapshot(stores.account).currency;
  if (!tally) return null;
  const net = formatMoney(tally.net, currency, locale);
  return (
    <dl className="game-figures">
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
