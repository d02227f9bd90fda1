import { Suspense } from 'react';
import { lazyPart } from '../../loading/lazy-part';
import { useSnapshot } from 'valtio';
import { openWidget } from '../../platform/taps';
import { useStores } from '../../state/context';
import { useI18n } from '../use-i18n';
import { loadPlayerChrome } from './load-player-chrome';
import { useWelcomeBack, WelcomeBackStatus } from './welcome-back';

const PlayerMobileNav = lazyPart<object>(() => loadPlayerChrome().then((m) => ({ default: m.PlayerMobileNav })));

/**
 * SPEC §2 mobile bottom navigation, under 900 px (CSS), 55 px high and fixed; the page keeps that much padding
 * at its bottom so nothing hides behind it. Guests get a 'Join Here' banner, players five tabs, each pushing
 * mobileFooterClick to the data layer.
 */
export function MobileNav() {
  const stores = useStores();
  const { t } = useI18n();
  const loggedIn = useSnapshot(stores.account).isLoggedIn;
  const welcomeBack = useWelcomeBack();

  if (!loggedIn) {
    return (
      <div className="mobile-nav mobile-nav--guest">
        {/* A returning visitor's bar (fixed, 55 px) says what the header says (announced there) until the check ends. */}
        {welcomeBack ? (
          <WelcomeBackStatus className="mobile-nav__status" announce={false} />
        ) : (
          <button type="button" className="mobile-nav__join" data-tap onClick={(e) => openWidget(stores, 'registration', undefined, e.currentTarget)}>
            {/* Promised only where the visitor's market has a welcome offer they can claim (docs/decisions/042). */}
            {stores.site.welcomeOffer && <span className="mobile-nav__join-text">{t('chrome.joinBannerText')}</span>}
            <span className="mobile-nav__join-cta">{t('account.join')}</span>
          </button>
        )}
      </div>
    );
  }

  return (
    // The bar's place while the player's tabs arrive (their chunk is fetched during the session check).
    <Suspense fallback={<div className="mobile-nav mobile-nav--guest" />}>
      <PlayerMobileNav />
    </Suspense>
  );
}
