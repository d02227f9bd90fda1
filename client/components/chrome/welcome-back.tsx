import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { readActivity, shouldShowWelcomeBack, WELCOME_BACK_MAX_MS } from '../../platform/activity';
import { useStores } from '../../state/context';
import { useI18n } from '../use-i18n';
import { BrandMark } from './logo';

/**
 * SPEC §2 welcome-back loader: a full-screen overlay 'Welcome back / Logging in' for a recently active guest
 * whose session is not yet checked. Decided after hydration from the 'last-activity' cookie (the guest HTML is
 * the same for everyone), gone as soon as the platform's session check completes (logged in or not), or the
 * framework turns out unavailable; WELCOME_BACK_MAX_MS is only the fallback for a framework that hangs.
 */
export function WelcomeBack() {
  const stores = useStores();
  const { t } = useI18n();
  const account = useSnapshot(stores.account);
  const unavailable = useSnapshot(stores.platform).status === 'unavailable';
  const [armed, setArmed] = useState(false);

  useEffect(() => {
    const { isLoggedIn, sessionChecked } = stores.account;
    if (!shouldShowWelcomeBack({ lastActivity: readActivity(), isLoggedIn, sessionChecked })) return;
    setArmed(true);
    const timer = setTimeout(() => setArmed(false), WELCOME_BACK_MAX_MS);
    return () => clearTimeout(timer);
  }, [stores]);

  if (!armed || account.isLoggedIn || account.sessionChecked || unavailable) return null;
  return (
    <div className="welcome-back" role="status" aria-live="polite">
      <div className="welcome-back__card">
        <div className="welcome-back__spinner" aria-hidden="true">
          <BrandMark size={56} />
        </div>
        <p className="welcome-back__title">{t('chrome.welcomeBack')}</p>
        <p className="welcome-back__text">{t('chrome.loggingIn')}</p>
      </div>
    </div>
  );
}
