import { useEffect } from 'react';
import { markHydrated } from './hydration';
import { useSnapshot } from 'valtio';
import { AppBannerLayer } from './components/chrome/app-banner-layer';
import { IosAppMode } from './components/chrome/ios-app-mode';
import { MobileNav } from './components/chrome/mobile-nav';
import { PlatformNotice } from './components/chrome/platform-notice';
import { ScrollTopLayer } from './components/chrome/scroll-top-layer';
import { SideMenu } from './components/chrome/side-menu';
import { SiteFooter } from './components/chrome/site-footer';
import { SiteHeader } from './components/chrome/site-header';
import { WelcomeBackTimer } from './components/chrome/welcome-back';
import { ConsentLayer } from './components/consent/consent-layer';
import { ErrorPage } from './components/error-page';
import { GameLayer } from './components/game/game-layer';
import { InfoPopupLayer } from './components/info/info-popup-layer';
import { LoadingBar } from './components/loading-bar';
import { SearchLayer } from './components/search/search-layer';
import type { RouteView } from './contracts/page-view';
import type { RouteName } from './contracts/routes';
import { StoresProvider, useStores, type Stores } from './state/context';

/** The root rendered by the worker into #root and hydrated by client/entry.tsx: chrome around the current page. */
export function App({ stores }: { stores: Stores }) {
  useEffect(() => {
    // Tests and tools wait for this before interacting.
    document.documentElement.dataset.hydrated = '';
    markHydrated();
  }, [stores]);
  return (
    <StoresProvider stores={stores}>
      {/* First in the document, so that it is the first Tab stop once it appears (it traps nothing). */}
      <ConsentLayer />
      <SiteHeader />
      <SideMenu />
      <main id="main" className="site-main" tabIndex={-1}>
        {/* Fixed to the top of the viewport; inside main so a running bar is inside a landmark (axe 'region'). */}
        <LoadingBar />
        <CurrentPage />
      </main>
      <SiteFooter />
      <MobileNav />
      <AppBannerLayer />
      <ScrollTopLayer />
      <WelcomeBackTimer />
      <PlatformNotice />
      <SearchLayer />
      <InfoPopupLayer />
      <GameLayer />
      <IosAppMode />
    </StoresProvider>
  );
}

function CurrentPage() {
  const { router } = useStores();
  const { view } = useSnapshot(router);
  if (!view.Page) return <ErrorPage error={view.payload.error} />;
  return routePage(view);
}

/** Route R's page drawing R's data: generic in R, so the compiler checks the pair the view holds (no cast). */
function routePage<R extends RouteName>({ Page, payload }: RouteView<R>) {
  return <Page data={payload.data} params={payload.params} />;
}
