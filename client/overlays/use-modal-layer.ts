import { useEffect, useRef, type RefObject } from 'react';
import { takeEscape } from './escape';
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
 * contained, Esc closes — this layer only when it is the top one (escape.ts: a panel opened inside it, or a layer
 * over it, takes the Esc first) —, the page behind does not scroll (iOS too) and, for portal layers, is inert;
 * optionally a history entry so the Back button closes the top layer. Keys pressed inside another dialog (the
 * platform's widgets on top) are that dialog's business. Returns `requestClose` for close controls.
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
    const dropEscape = takeEscape({ contains: (node) => panel.contains(node), escape: () => requestClose.current() });
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Tab' || !mine(document.activeElement)) return;
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
    // A layer opened over another (the info popup over the game) finds the page pinned already, and leaves it so.
    const nested = root.classList.contains('modal-open');
    root.classList.add('modal-open');
    if (!nested) {
      body.style.position = 'fixed';
      body.style.top = `-${scrollY}px`;
      body.style.width = '100%';
    }
    const page = latest.current.inertPage ? document.querySelector<HTMLElement>('body>#root') : null;
    const wasInert = page?.inert ?? false;
    if (page) page.inert = true;
    const covered = latest.current.coverPage && !page?.classList.contains('page--covered') ? page : null;
    covered?.classList.add('page--covered');

    return () => {
      document.removeEventListener('keydown', onKey);
      dropEscape();
      layer?.release();
      if (!nested) {
        root.classList.remove('modal-open');
        Object.assign(body.style, saved);
      }
      // Rendered again before the scroll is restored: a page that is not rendered has no height to scroll in.
      covered?.classList.remove('page--covered');
      // Back where the page was, unless the layer closed because the page changed (a link in it was followed).
      if (!nested && location.href === openedAt) window.scrollTo(0, scrollY);
      if (page) page.inert = wasInert;
      const back = latest.current.returnFocus ? latest.current.returnFocus() : previous;
      if (back?.isConnected) back.focus({ preventScroll: true });
    };
  }, [options.open]);

  return () => requestClose.current();
}
