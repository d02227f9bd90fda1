import { Suspense, useEffect } from 'react';
import { lazyPart } from '../../loading/lazy-part';
import { useSnapshot } from 'valtio';
import { isInfoPage } from '../../contracts/info-pages';
import { useStores } from '../../state/context';
import { CONTACT_POPUP, openInfoPopup } from '../../state/info-popup';
import { infoLinkOf } from './info-popup-click';

const InfoPopup = lazyPart(() => import('./info-popup'));

/**
 * Where the info popup lives: nothing until it opens, then the lazy popup. Every link marked data-info-page — the
 * footer's and side menu's info links, the icon strip's and content's help links (marked at the edge) — opens the
 * popup instead of navigating; each stays a real link to /info/{id}/ (or /contact-us/ for the contact popup) for new
 * tabs, crawlers and no JavaScript.
 */
export function InfoPopupLayer() {
  const stores = useStores();
  const open = useSnapshot(stores.app).infoPopupOpen;
  useEffect(() => {
    // Capture phase: before the client router's own link handling, which then leaves the click alone.
    const onClick = (event: MouseEvent) => {
      const link = infoLinkOf(event);
      if (!link || !(isInfoPage(link.page) || link.page === CONTACT_POPUP)) return;
      event.preventDefault();
      openInfoPopup(stores, link.page);
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, [stores]);
  if (!open) return null;
  return (
    <Suspense fallback={<div className="info-layer info-layer--pending" aria-hidden="true" />}>
      <InfoPopup />
    </Suspense>
  );
}
