import { Suspense, useCallback, useEffect, useState } from 'react';
import { lazyPart } from '../../loading/lazy-part';
import { useSnapshot } from 'valtio';
import { CONSENT_POPUP_DELAY_MS } from '../../consent/delay';
import { useStores } from '../../state/context';

const ConsentPopup = lazyPart(() => import('./consent-popup'));

/**
 * Where the consent popup lives (SPEC §2/§4): nothing on the server and nothing until needed — 2 s after the page
 * is hydrated (docs/decisions/020), unless the consent-closed cookie and stored choices exist (the head script has already re-sent
 * those), or when the footer's Cookie settings asks. The popup itself is a lazy chunk. The live region is here,
 * present from the start, so that screen readers announce the popup when it appears.
 */
export function ConsentLayer() {
  const stores = useStores();
  const open = useSnapshot(stores.app).consentOpen;
  const [announcement, setAnnouncement] = useState('');
  // From the page's own readiness (this effect runs once it is hydrated), never from the load event: a third-party
  // script that hangs (the tag manager, the framework) holds that back, and must not keep the question from the visitor.
  useEffect(() => {
    // The cookie check is a lazy chunk, asked for when the delay is over; one that cannot load is asked for again
    // once the browser is back online.
    const ask = (): void =>
      void import('../../consent/should-ask').then(
        (m) => {
          if (!stores.app.consentOpen && m.shouldAskNow()) stores.app.consentOpen = 'auto';
        },
        () => window.addEventListener('online', ask, { once: true }),
      );
    const timer = setTimeout(ask, CONSENT_POPUP_DELAY_MS);
    return () => clearTimeout(timer);
  }, [stores]);
  const close = useCallback(() => {
    stores.app.consentOpen = null;
    setAnnouncement('');
  }, [stores]);
  return (
    <>
      <div className="visually-hidden" role="status">
        {announcement}
      </div>
      {open && (
        <Suspense fallback={null}>
          <ConsentPopup from={open} onClose={close} announce={setAnnouncement} />
        </Suspense>
      )}
    </>
  );
}
