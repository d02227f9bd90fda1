import { Suspense, useCallback, useEffect, useState } from 'react';
import { lazyPart } from '../../loading/lazy-part';
import { useSnapshot } from 'valtio';
import { CONSENT_CHOICES_COOKIE, CONSENT_CLOSED_COOKIE, CONSENT_POPUP_DELAY_MS, parseChoices, shouldShowPopup } from '../../consent/consent';
import { readCookie } from '../../browser/read-cookie';
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
    const timer = setTimeout(() => {
      if (stores.app.consentOpen) return;
      if (shouldShowPopup(readCookie(CONSENT_CLOSED_COOKIE), parseChoices(readCookie(CONSENT_CHOICES_COOKIE)))) stores.app.consentOpen = 'auto';
    }, CONSENT_POPUP_DELAY_MS);
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
