import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { appDownloadUrl } from '../../browser/app-url';
import { APP_BANNER_COOKIE, APP_BANNER_MAX_AGE_S, readCookie, setCookie } from '../../browser/cookies';
import { pushDataLayer } from '../../analytics/events';
import { useStores } from '../../state/context';
import { useI18n } from '../use-i18n';
import { chromeMessages } from '../../../i18n/groups/chrome';
import { registerGroup } from '../../../i18n/translate';

// This chunk's text is not the first screen's (docs/decisions/032).
registerGroup(chromeMessages);
import { CloseIcon } from './icons';
import { BrandMark } from './brand-mark';
import { useRootFlag } from '../use-root-flag';

/**
 * SPEC §2 app download banner: only under 740 px, for a player on the home page (docs/decisions/044), never in the iOS app, not again for 7 days once closed or
 * used ('app-banner-seen' cookie). A lazy chunk mounted by app-banner-layer.tsx after hydration only (the guest HTML
 * stays the same for everyone), a fixed overlay above the bottom navigation, so it shifts no layout. Pushes
 * appBannerOpen when shown, appBannerClosed and appBannerClicked.
 */
export default function AppBanner() {
  const stores = useStores();
  const { t } = useI18n();
  const [dismissed, setDismissed] = useState(() => readCookie(APP_BANNER_COOKIE) !== null);
  const [announced, setAnnounced] = useState(false);
  // Issue 51 (docs/decisions/044): a phone's first screen is for games. The banner is for players, on the home page
  // only; a guest's one call to action is the bottom bar's Join Here. Decided here, not in the layer: first-screen JS.
  const loggedIn = useSnapshot(stores.account).isLoggedIn;
  const home = useSnapshot(stores.router).payload.route === 'home';
  const visible = !dismissed && loggedIn && home;
  // contact.css: the captcha's badge steps above the banner while it shows.
  useRootFlag('data-app-banner', visible);

  useEffect(() => {
    if (!visible || announced) return;
    setAnnounced(true);
    pushDataLayer({ event: 'appBannerOpen' });
  }, [visible, announced]);

  if (!visible) return null;

  const dismiss = (event: 'appBannerClosed' | 'appBannerClicked') => {
    pushDataLayer({ event });
    setCookie(APP_BANNER_COOKIE, '1', APP_BANNER_MAX_AGE_S);
    setDismissed(true);
  };
  const brand = stores.site.brandName;
  return (
    <aside className="app-banner" aria-label={t('chrome.appBannerTitle', { brand })}>
      <BrandMark size={40} />
      <div className="app-banner__text">
        <strong>{t('chrome.appBannerTitle', { brand })}</strong>
        <span>{t('chrome.appBannerText')}</span>
      </div>
      <a
        className="btn btn--gold btn--small"
        href={appDownloadUrl(stores.site.brandDomain)}
        target="_blank"
        rel="noopener external"
        onClick={() => dismiss('appBannerClicked')}
      >
        {t('chrome.appBannerGet')}
        <span className="visually-hidden"> ({t('chrome.opensInNewTab')})</span>
      </a>
      <button type="button" className="icon-button app-banner__close" aria-label={t('chrome.appBannerClose')} onClick={() => dismiss('appBannerClosed')}>
        <CloseIcon />
      </button>
    </aside>
  );
}
