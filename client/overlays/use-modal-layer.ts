import { useEffect, useRef, type RefObject } from 'react';
import { pushLayer } from './layers';

const FOCUSABLE = 'a[href],button:not([disabled]),input:not([disabled]),select:not([disabled]),textarea:not([disabled]),iframe,[tabindex]:not([tabindex="-1"])';

export interface ModalLayerOptions {
  open: boolean;
  /** The dialog element: focus moves in, Tab stays inside. */
  panelRef: RefObject<HTMLElement | null>;
  /** Called once the layer must close (Esc, Back, a close control through `requestClose`). */
  onClose: () => void;
  /** What gets focus on open; defaults to the panel's first focusable element. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Where focus goes back on close (null: leave it); defaults to what had focus when the layer opened. */
  returnFocus?: () => HTMLElement | null;
  /** A history entry, so Back closes the layer. */
  history?: boolean;
  /** Make the page behind (#root) inert; for layers rendered outside it (portals). */
  inertPage?: boolean;
  /**
   * The layer hides the page behind it anyway (an opaque or near-opaque cover): #root is not rendered while it is
   * open, so each frame of the layer paints and composites the layer alone, not the page's hundreds of tiles and
   * scrollers under it (search redraws on every keystroke). Needs `inertPage`.
   */
  coverPage?: boolean;
}

/**
 * The one modal mechanism (WAI-ARIA dialog pattern) every overlay uses: focus moves in and comes back, Tab is
 * contained, Esc closes, the page behind does not scroll (iOS too) and, for portal layers, is inert; optionally a
 * history entry so the Back button closes the top layer. Keys pressed inside another dialog (the platform's widgets
 * on top) are that dialog's business. Returns `requestClose` for close controls.
 */
export function useModalLayer(options: ModalLayerOptions): () => void {
  const latest = useRef(options);
  latest.current = options;
  const requestClose = useRef<() => void>(() => options.onClose());

  useEffect(() => {
    if (!options.open) return;
    const panel = latest.current.panelRef.current;
    if (!panel) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const layer = latest.current.history ? pushLayer(() => latest.current.onClose()) : null;
    requestClose.current = layer ? layer.closeFromUi : () => latest.current.onClose();

    const focusFirst = () => (latest.current.initialFocus?.current ?? panel.querySelector<HTMLElement>(FOCUSABLE) ?? panel).focus({ preventScroll: true });
    focusFirst();

    const mine = (target: EventTarget | null) => {
      const el = target instanceof Element ? target : null;
      if (!el || el === document.body) return true;
      if (panel.contains(el)) return true;
      return !el.closest('[role="dialog"]');
    };
    const onKey = (e: KeyboardEvent) => {
      if (!mine(document.activeElement)) return;
      if (e.key === 'Escape') {
        e.preventDefault();
        requestClose.current();
        return;
      }
      if (e.key !== 'Tab') return;
      const items = [...panel.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.offsetParent !== null || el === document.activeElement);
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) return;
      const active = document.activeElement;
      if (e.shiftKey && (active === first || !panel.contains(active))) {
        e.preventDefault();
        last.focus();
      } else if (!e.shiftKey && (active === last || !panel.contains(active))) {
        e.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKey);

    // No scrolling behind, iOS included (overflow alone does not stop iOS Safari): pin the body where it was.
    const root = document.documentElement;
    const body = document.body;
    const scrollY = window.scrollY;
    const openedAt = location.href;
    const saved = { position: body.style.position, top: body.style.top, width: body.style.width };
    root.classList.add('modal-open');
    body.style.position = 'fixed';
    body.style.top = `-${scrollY}px`;
    body.style.width = '100%';
    const page = latest.current.inertPage ? document.querySelector<HTMLElement>('body>#root') : null;
    if (page) page.inert = true;
    const covered = latest.current.coverPage ? page : null;
    covered?.classList.add('page--covered');

    return () => {
      document.removeEventListener('keydown', onKey);
      layer?.release();
      root.classList.remove('modal-open');
      Object.assign(body.style, saved);
      // Rendered again before the scroll is restored: a page that is not rendered has no height to scroll in.
      covered?.classList.remove('page--covered');
      // Back where the page was, unless the layer closed because the page changed (a link in it was followed).
      if (location.href === openedAt) window.scrollTo(0, scrollY);
      if (page) page.inert = false;
      const back = latest.current.returnFocus ? latest.current.returnFocus() : previous;
      if (back?.isConnected) back.focus({ preventScroll: true });
    };
  }, [options.open]);

  return () => requestClose.current();
}
