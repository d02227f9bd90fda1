import { useSnapshot } from 'valtio';
import { openWidget } from '../../platform/actions';
import { useStores } from '../../state/context';
import { SearchButton } from '../search/search-button';
import { useI18n } from '../use-i18n';
import { formatMoney } from './format';
import { BurgerIcon, GiftIcon, UserIcon } from './icons';
import { LanguageSwitcher } from './language-switcher';
import { Logo } from './logo';
import { useWelcomeBack, WelcomeBackStatus } from './welcome-back';
import { MENU_BUTTON_ID, SIDE_MENU_ID } from './menu-ids';


const MAIN_LINKS = [
  { path: '/slots/', label: 'general.slots' },
  { path: '/new/', label: 'general.new' },
  { path: '/promotions/', label: 'general.promotions' },
] as const;

/**
 * SPEC §2 header: burger, logo, Slots / New / Promotions, and the session's actions. 100 px tall, 80 px under
 * 900 px (two rows there: actions above, main links below). Hidden in the iOS app mode.
 */
export function SiteHeader() {
  const stores = useStores();
  const { t, href } = useI18n();
  const app = useSnapshot(stores.app);
  const path = useSnapshot(stores.router).payload.path;
  const loggedIn = useSnapshot(stores.account).isLoggedIn;
  const welcomeBack = useWelcomeBack();
  return (
    <header className="site-header" hidden={app.isNative}>
      <a className="skip-link" href="#main">
        {t('general.skipToContent')}
      </a>
      <div className="site-header__inner">
        <button
          id={MENU_BUTTON_ID}
          type="button"
          className="icon-button site-header__burger"
          aria-label={t('chrome.openMenu')}
          aria-expanded={app.menuOpen}
          aria-controls={SIDE_MENU_ID}
          onClick={() => (stores.app.menuOpen = true)}
        >
          <BurgerIcon />
        </button>
        <div className="site-header__brand">
          <Logo brandName={stores.site.brandName} className="site-header__logo" />
        </div>
        <nav className="site-header__nav" aria-label={t('chrome.mainNav')}>
          {MAIN_LINKS.map((l) => (
            <a key={l.path} href={href(l.path)} aria-current={path === l.path ? 'page' : undefined}>
              {t(l.label)}
            </a>
          ))}
        </nav>
        <div className="site-header__actions">
          <SearchButton wideOnly={loggedIn} />
          {loggedIn ? <PlayerActions /> : <GuestActions welcomeBack={welcomeBack} />}
        </div>
      </div>
    </header>
  );
}

/**
 * Language, Login, Join Here, in a box of a fixed minimum width per breakpoint and language (chrome.css). While a
 * returning visitor's session is checked (docs/decisions/023) the box holds 'Welcome back / Logging in' instead — no
 * guest action is rendered, so none can be tapped or announced — and a check that ends as a guest fills the same box.
 */
function GuestActions({ welcomeBack }: { welcomeBack: boolean }) {
  const stores = useStores();
  const { t } = useI18n();
  if (welcomeBack) {
    return (
      <div className="guest-actions guest-actions--waiting">
        <WelcomeBackStatus className="guest-actions__status" announce />
      </div>
    );
  }
  return (
    <div className="guest-actions">
      <LanguageSwitcher />
      <button type="button" className="btn btn--ghost" data-tap onClick={(e) => openWidget(stores, 'login', undefined, e.currentTarget)}>
        {t('account.login')}
      </button>
      <button type="button" className="btn btn--gold" data-tap onClick={(e) => openWidget(stores, 'registration', undefined, e.currentTarget)}>
        {t('account.join')}
      </button>
    </div>
  );
}

function PlayerActions() {
  const stores = useStores();
  const { t, locale } = useI18n();
  const account = useSnapshot(stores.account);
  const count = account.bonusCount;
  return (
    <>
      <button
        type="button"
        className="icon-button site-header__bonus"
        aria-label={count > 0 ? t('chrome.bonusOffersCount', { count }) : t('chrome.bonusOffers')}
        data-tap onClick={(e) => openWidget(stores, 'bonusOffers', undefined, e.currentTarget)}
      >
        <GiftIcon />
        {count > 0 && (
          <span className="badge" aria-hidden="true">
            {count > 99 ? '99+' : count}
          </span>
        )}
      </button>
      <p className="site-header__balance">
        <span className="site-header__balance-label">{t('chrome.cash')}</span>
        <span className="site-header__balance-value">{formatMoney(account.realBalance, account.currency, locale)}</span>
      </p>
      <button
        type="button"
        className="btn btn--ghost site-header__account"
        aria-label={t('account.myAccount')}
        data-tap onClick={(e) => openWidget(stores, 'account', undefined, e.currentTarget)}
      >
        <UserIcon />
        <span className="site-header__account-text" aria-hidden="true">
          {t('account.myAccount')}
        </span>
      </button>
      <button type="button" className="btn btn--gold" data-tap onClick={(e) => openWidget(stores, 'deposit', undefined, e.currentTarget)}>
        {t('account.deposit')}
      </button>
    </>
  );
}
