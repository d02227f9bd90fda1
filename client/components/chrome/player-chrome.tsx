import { useSnapshot } from 'valtio';
import { pushDataLayer } from '../../analytics/events';
import { openWidget } from '../../platform/actions';
import { useStores } from '../../state/context';
import { useI18n } from '../use-i18n';
import { chromeMessages } from '../../../i18n/groups/chrome';
import { registerGroup } from '../../../i18n/translate';

// This chunk's text is not the first screen's (docs/decisions/032).
registerGroup(chromeMessages);
import { formatMoney } from '../../format/money';
import { SearchIcon } from './icon';
import { GiftIcon, SlotsIcon, StarIcon, UserIcon, WalletIcon } from './icons';

// A logged-in player's chrome (the header's actions, the bottom bar's five tabs): rendered in the browser only, after
// the session says logged in, so a lazy chunk (site-header.tsx loadPlayerChrome; docs/decisions/032).

export type MobileTab = 'popular' | 'slots' | 'deposit' | 'search' | 'offers';

/** SPEC §2 header for a player: bonus offers, balance, account and deposit. */
export function PlayerActions() {
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

/** SPEC §2 bottom navigation for a player: five tabs, each pushing mobileFooterClick to the data layer. */
export function PlayerMobileNav() {
  const stores = useStores();
  const { t, href } = useI18n();
  const account = useSnapshot(stores.account);
  const path = useSnapshot(stores.router).payload.path;
  const badge = account.bonusCount;

  const track = (tab: MobileTab) =>
    pushDataLayer({ event: 'mobileFooterClick', tab, page_path: location.pathname, player_id: stores.account.playerId });

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
