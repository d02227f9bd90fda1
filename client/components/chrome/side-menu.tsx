import { Suspense, useEffect, useRef, useState } from 'react';
import { lazyPart } from '../../loading/lazy-part';
import { useSnapshot } from 'valtio';
import { useStores } from '../../state/context';
import { SIDE_MENU_ID } from './menu-ids';

/** The drawer's contents are a lazy chunk: not needed for the first screen, fetched when the browser is idle. */
const loadContent = () => import('./side-menu-content');
const SideMenuContent = lazyPart(loadContent);

/**
 * SPEC §2 side menu: a modal drawer opened by the burger (stores.app.menuOpen). It closes from its close
 * control, a backdrop click, Esc, any account action and any route change (the router clears menuOpen). While
 * open, Tab cycles inside it (the one modal mechanism, client/overlays, wired in the contents); on close focus goes
 * back to the burger.
 */
export function SideMenu() {
  const stores = useStores();
  const open = useSnapshot(stores.app).menuOpen;
  // The contents are built on first open, not server-rendered into every page (lighter HTML; a closed drawer is
  // inert anyway).
  const [used, setUsed] = useState(false);
  useEffect(() => {
    if (open) setUsed(true);
  }, [open]);
  useEffect(() => {
    const prefetch = () => void loadContent().catch(() => undefined);
    if ('requestIdleCallback' in window) window.requestIdleCallback(prefetch, { timeout: 4000 });
    else setTimeout(prefetch, 2000);
  }, []);
  const panelRef = useRef<HTMLDivElement>(null);

  const close = () => {
    stores.app.menuOpen = false;
  };

  return (
    <div className={`side-menu${open ? ' side-menu--open' : ''}`} inert={!open}>
      <div className="side-menu__backdrop" onClick={close} aria-hidden="true" />
      <div
        ref={panelRef}
        id={SIDE_MENU_ID}
        className="side-menu__panel"
        role="dialog"
        aria-modal="true"
        aria-labelledby="side-menu-title"
      >
        {(open || used) && (
          <Suspense fallback={null}>
            <SideMenuContent panelRef={panelRef} onClose={close} />
          </Suspense>
        )}
      </div>
    </div>
  );
}
