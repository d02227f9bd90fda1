import { useSnapshot } from 'valtio';
import { openWidget } from '../../platform/actions';
import { pushDataLayer } from '../../analytics/events';
import { useStores } from '../../state/context';
import { useI18n } from '../use-i18n';
import { GiftIcon, SearchIcon, SlotsIcon, StarIcon, WalletIcon } from './icons';
import { useWelcomeBack, WelcomeBackStatus } from './welcome-back';

export type MobileTab = 'popular' | 'slots' | 'deposit' | 'search' | 'offers';

/**
 * SPEC §2 mobile bottom navigation, under 900 px (CSS), 55 px high and fixed; the page keeps that much padding
 * at its bottom so nothing hides behind it. Guests get a 'Join Here' banner, players five tabs, each pushing
 * mobileFooterClick to the data layer.
 */
export function MobileNav() {
  const stores = useStores();
  const { t, href } = useI18n();
  const account = useSnapshot(stores.account);
  const path = useSnapshot(stores.router).payload.path;
  const badge = account.bonusCount;
  const welcomeBack = useWelcomeBack();

  const track = (tab: MobileTab) =>
    pushDataLayer({ event: 'mobileFooterClick', tab, page_path: location.pathname, player_id: stores.account.playerId });

  if (!account.isLoggedIn) {
    return (
      <div className="mobile-nav mobile-nav--guest">
        {/* A returning visitor's bar (fixed, 55 px) says what the header says (announced there) until the check ends. */}
        {welcomeBack ? (
          <WelcomeBackStatus className="mobile-nav__status" announce={false} />
        ) : (
          <button type="button" className="mobile-nav__join" data-tap onClick={(e) => openWidget(stores, 'registration', undefined, e.currentTarget)}>
            <span className="mobile-nav__join-text">{t('chrome.joinBannerText')}</span>
            <span className="mobile-nav__join-cta">{t('account.join')}</span>
          </button>
        )}
      </div>
    );
  }

  return (
    <nav className="mobile-nav" aria-label={t('chrome.quickLinks')}>
      <a className="mobile-nav__tab" href={href('/')} aria-current={path === '/' ? 'page' : undefined} onClick={() => track('popular')}>
        <StarIcon />
        <span>{t('chrome.popular')}</span>
      </a>
      {/* A tab is 72 px at 360: 'Kolikkopelit' and 'Tragamonedas' fit only over two lines, so the label carries a soft
          hyphen (issue 28); the name is the word without it. */}
      <a className="mobile-nav__tab" href={href('/slots/')} aria-label={t('general.slots')} aria-current={path === '/slots/' ? 'page' : undefined} onClick={() => track('slots')}>
        <SlotsIcon />
        <span className="mobile-nav__long">{t('chrome.slotsTab')}</span>
      </a>
      <button
        type="button"
        className="mobile-nav__tab mobile-nav__tab--deposit"
        data-tap
        onClick={(e) => {
          track('deposit');
          openWidget(stores, 'deposit', undefined, e.currentTarget);
        }}
      >
        <WalletIcon />
        <span>{t('account.deposit')}</span>
      </button>
      <button
        type="button"
        className="mobile-nav__tab"
        onClick={() => {
          track('search');
          stores.app.searchOpen = true;
        }}
      >
        <SearchIcon />
        <span>{t('chrome.search')}</span>
      </button>
      <button
        type="button"
        className="mobile-nav__tab"
        aria-label={badge > 0 ? t('chrome.bonusOffersCount', { count: badge }) : undefined}
        data-tap
        onClick={(e) => {
          track('offers');
          openWidget(stores, 'bonusOffers', undefined, e.currentTarget);
        }}
      >
        <GiftIcon />
        <span>{t('chrome.offers')}</span>
        {/* The space keeps 'Offers 3' as two words, so the visible text stays part of the tab's name (WCAG 2.5.3). */}{' '}
        {badge > 0 && (
          <span className="badge" aria-hidden="true">
            {badge > 99 ? '99+' : badge}
          </span>
        )}
      </button>
    </nav>
  );
}
