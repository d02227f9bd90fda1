import { Suspense, useEffect, useRef, useState } from 'react';
import { lazyPart } from '../../loading/lazy-part';
import { createPortal } from 'react-dom';
import { useSnapshot } from 'valtio';
import { pushLayer, type LayerHandle } from '../../overlays/layers';
import { useModalLayer } from '../../overlays/use-modal-layer';
import { useStores } from '../../state/context';
import { closeInfoPopup, CONTACT_POPUP } from '../../state/info-popup';
import { ChevronIcon, CloseIcon } from '../chrome/icons';
import { useAsync } from '../use-async';
import { useI18n } from '../use-i18n';
import { InfoContent } from './info-content';
import { loadInfoPage } from './info-data';
import { isSkew } from '../../api/get-page';
import { LimitsActions } from './limits-actions';
import { LIMITS_INFO_PAGE } from '../../contracts/info-pages';
import { chromeMessages } from '../../../i18n/groups/chrome';
import { registerGroup } from '../../../i18n/translate';

// The account words are the lazy chrome's text, not the first screen's (docs/decisions/032).
registerGroup(chromeMessages);

const ContactPanel = lazyPart(() => import('../contact/contact-panel'));

/**
 * SPEC §2/§4 info popup: a modal dialog over the current page (which stays as it is underneath) with a title bar —
 * Back when its history has more than one page, the title, close —, a loader, then the page's HTML (and the
 * payments table on 'deposit-methods'); a failed load says so with Retry. Opening another info page from inside
 * pushes it (a history entry too, so the browser's Back steps back inside); Back pops; close, the backdrop, Esc or
 * Back on the first page close it, and focus returns to the link that opened it.
 */
export default function InfoPopup() {
  const stores = useStores();
  const { t, locale } = useI18n();
  const current = useSnapshot(stores.app).currentInfoPageId;
  const path = useSnapshot(stores.router).payload.path;
  const [pages, setPages] = useState<string[]>(() => [stores.app.currentInfoPageId ?? 'help']);
  const inner = useRef<LayerHandle[]>([]);
  const panelRef = useRef<HTMLDivElement>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const openedOn = useRef(path);

  const requestClose = useModalLayer({ open: true, panelRef, onClose: () => closeInfoPopup(stores), initialFocus: titleRef, history: true, inertPage: true });

  const page = pages[pages.length - 1]!;

  // Another info page asked for while open: onto the popup's history, with a history entry of its own.
  useEffect(() => {
    if (!current || current === page) return;
    setPages((list) => [...list, current]);
    inner.current.push(
      pushLayer(() => {
        inner.current.pop();
        setPages((list) => list.slice(0, -1));
      }),
    );
  }, [current]);

  // Keep the store on the page shown (after Back), so asking for that page again is a change it notices.
  useEffect(() => {
    stores.app.currentInfoPageId = page;
    bodyRef.current?.scrollTo(0, 0);
  }, [page]);

  // A link inside that leaves for another site page closes the popup; its history entries stay behind, harmless.
  useEffect(() => {
    if (path !== openedOn.current) closeInfoPopup(stores);
  }, [path]);

  useEffect(
    () => () => {
      for (const layer of inner.current.splice(0)) layer.release();
    },
    [],
  );

  // The contact popup (SPEC §2) is this dialog with the contact panel instead of an info page's HTML.
  const contact = page === CONTACT_POPUP;
  const [shown, retry] = useAsync(() => (contact ? Promise.resolve(null) : loadInfoPage(locale, page)), [page, locale]);

  // Still another release's answer after the in-place tries: this page's version has left the deployment, so asking
  // again cannot help; a reload brings the new version's page (drafts are in storage: decision 025).
  const updated = shown.status === 'error' && isSkew(shown.error);
  // A failed load still names the dialog: its heading is what it is labelled by and what takes focus on opening.
  const title = contact ? t('general.contactUs') : shown.status === 'ready' ? shown.value!.heading : shown.status === 'loading' ? t('info.loading') : t('info.unavailable');
  const loading = (
    <p className="info-popup__message" role="status">
      <span className="spinner" aria-hidden="true" /> {t('info.loading')}
    </p>
  );
  return createPortal(
    <div className="info-layer">
      <div className="info-layer__backdrop" aria-hidden="true" onClick={requestClose} />
      <div ref={panelRef} className="info-popup" role="dialog" aria-modal="true" aria-labelledby="info-popup-title">
        <div className="info-popup__bar">
          {pages.length > 1 && (
            <button type="button" className="btn btn--ghost btn--small info-popup__back" onClick={() => inner.current[inner.current.length - 1]?.closeFromUi()}>
              <ChevronIcon />
              {t('info.back')}
            </button>
          )}
          <h2 id="info-popup-title" ref={titleRef} tabIndex={-1} className="info-popup__title">
            {title}
          </h2>
          <button type="button" className="icon-button info-popup__close" aria-label={t('info.close')} onClick={requestClose}>
            <CloseIcon />
          </button>
        </div>
        <div ref={bodyRef} className="info-popup__body" aria-busy={shown.status === 'loading'}>
          {contact && (
            <Suspense fallback={loading}>
              <ContactPanel />
            </Suspense>
          )}
          {!contact && shown.status === 'loading' && loading}
          {!contact && shown.status === 'error' && (
            <div className="info-popup__message" role="alert">
              <p>{t(updated ? 'info.updated' : 'info.failed')}</p>
              <button type="button" className="btn btn--gold btn--small" onClick={updated ? () => location.reload() : retry}>
                {t(updated ? 'info.reload' : 'info.retry')}
              </button>
            </div>
          )}
          {!contact && shown.status === 'ready' && shown.value && <InfoContent data={shown.value} />}
        </div>
        {/* Outside the scrolling body: the way on to a limit stays in view while the page is read (and if it fails). */}
        {page === LIMITS_INFO_PAGE && <LimitsActions />}
      </div>
    </div>,
    document.body,
  );
}
