import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { useStores } from '../../state/context';
import { useI18n } from '../use-i18n';
import { chromeMessages } from '../../../i18n/groups/chrome';
import { registerGroup } from '../../../i18n/translate';

// This chunk's text is not the first screen's (docs/decisions/032).
registerGroup(chromeMessages);
import { CloseIcon } from './icons';

/** How long the notice stays unless dismissed. */
export const NOTICE_MS = 6000;

/**
 * 'Temporarily unavailable, please try again': shown when Login, Join Here, Deposit or any widget could not be opened
 * because the platform framework failed to load or never became ready. A live region, so it is announced.
 */
export function PlatformNotice() {
  const stores = useStores();
  const { t } = useI18n();
  const notices = useSnapshot(stores.platform).unavailableNotices;
  const [shown, setShown] = useState(0);

  useEffect(() => {
    if (notices === 0) return;
    setShown(notices);
    const timer = setTimeout(() => setShown(0), NOTICE_MS);
    return () => clearTimeout(timer);
  }, [notices]);

  return (
    <div className="platform-notice" role="status" aria-live="polite">
      {shown > 0 && (
        <div className="platform-notice__card">
          <p>{t('chrome.platformUnavailable')}</p>
          <button type="button" className="icon-button platform-notice__close" aria-label={t('chrome.dismiss')} onClick={() => setShown(0)}>
            <CloseIcon />
          </button>
        </div>
      )}
    </div>
  );
}
