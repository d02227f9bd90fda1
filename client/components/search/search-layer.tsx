import { Suspense, useEffect } from 'react';
import { lazyPart } from '../../loading/lazy-part';
import { useSnapshot } from 'valtio';
import { useStores } from '../../state/context';
import { loadSearchOverlay, prefetchSearch } from './load-search';

const SearchOverlay = lazyPart(loadSearchOverlay);

/**
 * Where the search overlay lives: nothing until stores.app.searchOpen, then the lazy overlay (unmounted on close,
 * which clears the query, SPEC §4). Once the platform is ready and the browser idle, search is fetched ahead.
 */
export function SearchLayer() {
  const stores = useStores();
  const open = useSnapshot(stores.app).searchOpen;
  const ready = useSnapshot(stores.platform).status === 'ready';
  useEffect(() => {
    if (!ready) return;
    const timer = setTimeout(() => (window.requestIdleCallback ?? setTimeout)(() => prefetchSearch(stores, false)), 1000);
    return () => clearTimeout(timer);
  }, [ready]);
  if (!open) return null;
  return (
    <Suspense fallback={<div className="search-layer search-layer--pending" aria-hidden="true" />}>
      <SearchOverlay />
    </Suspense>
  );
}
