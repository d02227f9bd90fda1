import { Suspense, useEffect } from 'react';
import { lazyPart } from '../../loading/lazy-part';
import { useSnapshot } from 'valtio';
import { openWidget } from '../../platform/taps';
import { useStores } from '../../state/context';
import { SearchButton } from '../search/search-button';
import { deferredPart } from '../../loading/deferred';
import { useI18n } from '../use-i18n';
import { BurgerIcon } from './icon';
import { useWelcomeBack, WelcomeBackStatus } from './welcome-back';
import { loadPlayerChrome } from './load-player-chrome';
import { MENU_BUTTON_ID, SIDE_MENU_ID } from './menu-ids';
import { onIdle } from '../../loading/idle';

/** Shown from 900 px only (CSS), its list closed: hydrated when its chunk arrives, a tap before then replayed (docs/decisions/032). */
const LanguageSwitcher = deferredPart(() => import('./language-switcher'), 'LanguageSwitcher', { interactive: true });
/** A link and an inline SVG: it works as plain HTML, so it hydrates when its chunk arrives. */
const Logo = deferredPart(() => import('./logo'), 'Logo');

/** How long a guest's warm-up of the player's header waits for an idle period at most. */
const PLAYER_CHROME_IDLE_MS = 2000;

const PlayerActions = lazyPart<object>(() => loadPlayerChrome().then((m) => ({ default: m.PlayerActions })));

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
  const platformReady = useSnapshot(stores.platform).status === 'ready';
  useEffect(() => {
    // A returning visitor is probably a player: the player's header is fetched at once. For anyone else it is a
    // warm-up for a login, in idle time rather than in the platform-ready render (issue 29).
    if (welcomeBack) void loadPlayerChrome().catch(() => undefined);
    else if (platformReady) onIdle(() => void loadPlayerChrome().catch(() => undefined), PLAYER_CHROME_IDLE_MS);
  }, [welcomeBack, platformReady]);
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
          {loggedIn ? (
            <Suspense fallback={<GuestActions welcomeBack />}>
              <PlayerActions />
            </Suspense>
          ) : (
            <GuestActions welcomeBack={welcomeBack} />
          )}
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
