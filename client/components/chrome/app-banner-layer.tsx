import { Suspense } from 'react';
import { lazyPart } from '../../loading/lazy-part';
import { useSnapshot } from 'valtio';
import { IOS_APP_COOKIE, readCookie } from '../../browser/cookies';
import { decideIosApp } from '../../browser/ios-app';
import { useStores } from '../../state/context';
import { APP_BANNER_QUERY, useHydrated, useMediaQuery } from './use-media';

const AppBanner = lazyPart(() => import('./app-banner'));

/**
 * Where the app download banner lives: nothing on the server, in the hydration render, at 740 px and wider or in the
 * iOS app; otherwise the banner's lazy chunk (not the first screen's JS: it shows only after hydration anyway), which
 * decides for whom and where (a player, on the home page: docs/decisions/044).
 * Not while offline: a lazy chunk that cannot load takes the page down with it. Not in the iOS app either, read here as
 * well as from the store: IosAppMode, which sets the store, is a deferred part that may hydrate after this one.
 */
export function AppBannerLayer() {
  const hydrated = useHydrated();
  const narrow = useMediaQuery(APP_BANNER_QUERY);
  const isNative = useSnapshot(useStores().app).isNative;
  const inApp = isNative || (hydrated && decideIosApp(location.search, readCookie(IOS_APP_COOKIE)).on);
  return hydrated && narrow && !inApp && navigator.onLine ? (
    <Suspense fallback={null}>
      <AppBanner />
    </Suspense>
  ) : null;
}
