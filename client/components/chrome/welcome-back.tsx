import { useSnapshot } from 'valtio';
import { useStores } from '../../state/context';
import { useI18n } from '../use-i18n';

/**
 * SPEC §2 welcome-back state, decided by the worker from the activity cookie (site.returning, docs/decisions/023):
 * shown while the visitor was recently active, is not logged in and the session is not yet checked; over as soon as
 * the platform's session check completes (logged in or not), the framework turns out unavailable, or after
 * WELCOME_BACK_MAX_MS (a framework that hangs). The same on the server and on hydration: no clock is read here.
 * The offline chunk starts it too, after hydration, for a visitor the activity cookie says was a player whose framework
 * could not load because the connection is down (docs/decisions/045): a player's page reloaded offline is the service
 * worker's copy, a guest's render, and must not offer them Login and Join Here.
 */
export function useWelcomeBack(): boolean {
  const stores = useStores();
  const { welcomeBack } = useSnapshot(stores.app);
  const { isLoggedIn, sessionChecked } = useSnapshot(stores.account);
  const unavailable = useSnapshot(stores.platform).status === 'unavailable';
  return welcomeBack && !isLoggedIn && !sessionChecked && !unavailable;
}

/**
 * 'Welcome back / Logging in' — '/ Reconnecting' while the framework waits for the connection — in the box of the guest
 * actions it stands in for (the header's, and the bottom bar's Join banner): the caller keeps those actions laid out
 * underneath, hidden and inert, so when the check ends as a guest they appear without anything moving. A polite status
 * (`announce`), never a dialog: nothing is trapped or blocked.
 */
export function WelcomeBackStatus({ className, announce }: { className: string; announce: boolean }) {
  const { t } = useI18n();
  const { welcomeSub } = useSnapshot(useStores().app);
  return (
    <span className={`welcome-status ${className}`} {...(announce ? { role: 'status', 'aria-live': 'polite' as const } : { 'aria-hidden': true })}>
      <span className="welcome-status__spinner" aria-hidden="true" />
      <span className="welcome-status__text">
        <span className="welcome-status__title">{t('chrome.welcomeBack')}</span>{' '}
        <span className="welcome-status__sub">{t(welcomeSub ?? 'chrome.loggingIn')}</span>
      </span>
    </span>
  );
}
