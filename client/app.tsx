import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { AppBanner } from './components/chrome/app-banner';
import { IosAppMode } from './components/chrome/ios-app-mode';
import { MobileNav } from './components/chrome/mobile-nav';
import { ScrollTop } from './components/chrome/scroll-top';
import { SideMenu } from './components/chrome/side-menu';
import { SiteFooter } from './components/chrome/site-footer';
import { SiteHeader } from './components/chrome/site-header';
import { WelcomeBack } from './components/chrome/welcome-back';
import { ErrorPage } from './components/error-page';
import { LoadingBar } from './components/loading-bar';
import type { PagePayload } from './contracts/payload';
import { StoresProvider, useStores, type Stores } from './state/context';
import type { RouterState } from './state/router';

declare global {
  interface Window {
    /** Local development and tests only (127.0.0.1 / localhost): the live stores, e.g. to set a session. */
    __stores?: Stores;
  }
}

/** The root rendered by the worker into #root and hydrated by client/entry.tsx: chrome around the current page. */
export function App({ stores }: { stores: Stores }) {
  useEffect(() => {
    // e2e tests log a player in by writing to the account store (no platform bridge yet); never exposed in production.
    if (location.hostname === '127.0.0.1' || location.hostname === 'localhost') window.__stores = stores;
    // Tests and tools wait for this before interacting.
    document.documentElement.dataset.hydrated = '';
  }, [stores]);
  return (
    <StoresProvider stores={stores}>
      <LoadingBar />
      <SiteHeader />
      <SideMenu />
      <main id="main" className="site-main" tabIndex={-1}>
        <CurrentPage />
      </main>
      <SiteFooter />
      <MobileNav />
      <AppBanner />
      <ScrollTop />
      <WelcomeBack />
      <IosAppMode />
    </StoresProvider>
  );
}

function CurrentPage() {
  const { router } = useStores();
  const snap = useSnapshot(router);
  const payload = snap.payload as PagePayload;
  const Page = snap.Page as RouterState['Page'];
  if (payload.error || !Page) return <ErrorPage error={payload.error ?? { message: 'Unknown error', statusCode: 500 }} />;
  return <Page data={payload.data as never} params={payload.params} />;
}
