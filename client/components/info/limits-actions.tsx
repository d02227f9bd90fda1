import { useSnapshot } from 'valtio';
import { pushDataLayer } from '../../analytics/events';
import { openWidget } from '../../platform/actions';
import { loginThenOpen } from '../../platform/login-then';
import { useStores } from '../../state/context';
import { closeInfoPopup } from '../../state/info-popup';
import { useI18n } from '../use-i18n';

/**
 * Under the limits page in the info popup (docs/decisions/033): a player sets a limit at once; a guest logs in and
 * then gets the deposit-limit widget, or joins (the platform's registration asks for a limit, RTS 12). The popup
 * closes first: the platform's widget is a dialog of its own.
 */
export function LimitsActions() {
  const stores = useStores();
  const { t } = useI18n();
  const loggedIn = useSnapshot(stores.account).isLoggedIn;
  const go = (act: () => void) => {
    pushDataLayer({ event: 'depositLimitOpen', placement: 'info' });
    closeInfoPopup(stores);
    act();
  };
  return (
    <div className="info-popup__actions">
      <p>{t(loggedIn ? 'info.limitsPlayer' : 'info.limitsGuest')}</p>
      {loggedIn ? (
        <button type="button" className="btn btn--gold" onClick={() => go(() => openWidget(stores, 'depositLimit'))}>
          {t('chrome.setDepositLimit')}
        </button>
      ) : (
        <>
          <button type="button" className="btn btn--gold" onClick={() => go(() => loginThenOpen(stores, 'depositLimit'))}>
            {t('info.limitsLogin')}
          </button>
          <button type="button" className="btn btn--ghost" onClick={() => go(() => openWidget(stores, 'registration'))}>
            {t('account.join')}
          </button>
        </>
      )}
    </div>
  );
}
