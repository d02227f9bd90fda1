import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { ErrorPage } from './components/error-page';
import { LoadingBar } from './components/loading-bar';
import { SiteFooter } from './components/site-footer';
import { SiteHeader } from './components/site-header';
import type { PagePayload } from './router/payload';
import { StoresProvider, useStores, type Stores } from './state/context';
import type { RouterState } from './state/router';

/** The root rendered by the worker into #root and hydrated by client/entry.tsx: chrome around the current page. */
export function App({ stores }: { stores: Stores }) {
  useEffect(() => {
    // Tests and tools wait for this before interacting.
    document.documentElement.dataset.hydrated = '';
  }, []);
  return (
    <StoresProvider stores={stores}>
      <LoadingBar />
      <SiteHeader brandName={stores.site.brandName} />
      <main id="main" className="site-main" tabIndex={-1}>
        <CurrentPage />
      </main>
      <SiteFooter brandName={stores.site.brandName} />
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
