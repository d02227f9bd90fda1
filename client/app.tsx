import { Suspense, useEffect, type ComponentType } from 'react';
import { markHydrated } from './loading/hydration';
import { useSnapshot } from 'valtio';
import { MobileNav } from './components/chrome/mobile-nav';
import { SideMenu } from './components/chrome/side-menu';
import { SiteHeader } from './components/chrome/site-header';
import { ConsentLayer } from './components/consent/consent-layer';
import { deferredPart, partsHydrated } from './loading/deferred';
import { ErrorBoundary } from './loading/error-boundary';
import { lazyPart } from './loading/lazy-part';
import { ERROR_PAGE } from './loading/page-chunks';
import { GameLayer } from './components/game/game-layer';
import { InfoPopupLayer } from './components/info/info-popup-layer';
import { LoadingBar } from './components/loading-bar';
import { SearchLayer } from './components/search/search-layer';
import type { RouteView } from './contracts/page-view';
import type { RouteName } from './contracts/routes';
import { StoresProvider, useStores, type Stores } from './state/context';
import { I18nProvider } from './components/use-i18n';

// Not the first screen: server-rendered, hydrated when their chunk arrives (client/components/deferred.tsx).
const SiteFooter = deferredPart(() => import('./components/chrome/site-footer'), 'SiteFooter', { interactive: true });
// Renders nothing until hydrated (the banner itself is a chunk of its own): not the first screen's code either.
const AppBannerLayer = deferredPart(() => import('./components/chrome/app-banner-layer'), 'AppBannerLayer');
const ScrollTopLayer = deferredPart(() => import('./components/chrome/scroll-top-layer'), 'ScrollTopLayer');
const PlatformNotice = deferredPart(() => import('./components/chrome/platform-notice'), 'PlatformNotice');
// Decided after hydration anyway (the guest HTML is shared): its chunk is asked for as hydration reaches it.
// Renders nothing; it ends a hung session check after 12 s, which a chunk's few milliseconds do not change.
const WelcomeBackTimer = deferredPart(() => import('./components/chrome/welcome-back-timer'), 'WelcomeBackTimer');
const IosAppMode = deferredPart(() => import('./components/chrome/ios-app-mode'), 'IosAppMode');

/** The root rendered by the worker into #root and hydrated by client/entry.tsx: chrome around the current page. */
export function App({ stores }: { stores: Stores }) {
  useEffect(() => {
    // Tests and tools wait for this before interacting.
    document.documentElement.dataset.hydrated = '';
    markHydrated();
    // …and for this before they use the footer or the language switcher at once (a tap before is replayed).
    void partsHydrated().then(() => (document.documentElement.dataset.partsHydrated = ''));
  }, [stores]);
  return (
    <StoresProvider stores={stores}>
      <I18nProvider>
        {/* The consent layer first in the document, so that it is the first Tab stop once it appears (it traps nothing). */}
        {parts(BEFORE_MAIN)}
        <main id="main" className="site-main" tabIndex={-1}>
          {/* Fixed to the top of the viewport; inside main so a running bar is inside a landmark (axe 'region'). */}
          {parts(IN_MAIN)}
          <CurrentPage />
        </main>
        {parts(AFTER_MAIN)}
      </I18nProvider>
    </StoresProvider>
  );
}

/** The chrome around the page, in document order, each named for the console if it fails to render. */
const BEFORE_MAIN: [string, ComponentType][] = [
  ['consent layer', ConsentLayer],
  ['header', SiteHeader],
  ['side menu', SideMenu],
];
const IN_MAIN: [string, ComponentType][] = [['loading bar', LoadingBar]];
const AFTER_MAIN: [string, ComponentType][] = [
  ['footer', SiteFooter],
  ['mobile navigation', MobileNav],
  ['app banner', AppBannerLayer],
  ['back to top', ScrollTopLayer],
  ['welcome-back timer', WelcomeBackTimer],
  ['platform notice', PlatformNotice],
  ['search layer', SearchLayer],
  ['info popup', InfoPopupLayer],
  ['game layer', GameLayer],
  ['iOS app mode', IosAppMode],
];

/** Each part in a boundary of its own: one that throws while rendering is left out, and the rest of the page stays. */
function parts(list: [string, ComponentType][]) {
  return list.map(([name, Part]) => (
    <ErrorBoundary key={name} name={name}>
      <Part />
    </ErrorBoundary>
  ));
}

// The page that failed to render says so as SPEC §2's error page does ('Unknown error please reload', Reload, home).
const RenderErrorPage = lazyPart(ERROR_PAGE.load);
const RENDER_ERROR = { statusCode: 500, message: 'Unknown error' };

function CurrentPage() {
  const { router } = useStores();
  const { view } = useSnapshot(router);
  // Reset by the next navigation: the header's links still work, and the next page renders afresh.
  const failed = (
    <Suspense fallback={null}>
      <RenderErrorPage error={RENDER_ERROR} />
    </Suspense>
  );
  return (
    <ErrorBoundary name="page" resetKey={view} fallback={failed}>
      {view.Page ? routePage(view) : <view.ErrorPage error={view.payload.error} />}
    </ErrorBoundary>
  );
}

/** Route R's page drawing R's data: generic in R, so the compiler checks the pair the view holds (no cast). */
function routePage<R extends RouteName>({ Page, payload }: RouteView<R>) {
  return <Page data={payload.data} params={payload.params} />;
}
