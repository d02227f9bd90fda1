import { useEffect, useRef, type RefObject } from 'react';
import { takeEscape } from './escape';
import { pushLayer } from './layers';

export interface PanelLayerOptions {
  open: boolean;
  /** The panel's element: a dialog inside it is the panel's. */
  panelRef: RefObject<HTMLElement | null>;
  /** Called once the panel must close (Esc, Back, a close control through `requestClose`). */
  onClose: () => void;
  /** A history entry, so Back closes the panel before the layer it opened in. */
  history?: boolean;
}

/**
 * A layer that is not modal: a panel opened inside another layer (the game's More games panel, its reality check).
 * While open it is the top of the Esc stack (escape.ts), so Esc closes it and not the layer under it; with `history`
 * Back does too (layers.ts). Focus and the page stay the opener's business. Returns `requestClose` for close controls.
 */
export function usePanelLayer(options: PanelLayerOptions): () => void {
  const latest = useRef(options);
  latest.current = options;
  const requestClose = useRef<() => void>(() => options.onClose());

  useEffect(() => {
    if (!options.open) return;
    const layer = latest.current.history ? pushLayer(() => latest.current.onClose()) : null;
    requestClose.current = layer ? layer.closeFromUi : () => latest.current.onClose();
    const dropEscape = takeEscape({
      contains: (node) => latest.current.panelRef.current?.contains(node) ?? false,
      escape: () => requestClose.current(),
    });
    return () => {
      dropEscape();
      layer?.release();
      requestClose.current = () => latest.current.onClose();
    };
  }, [options.open]);

  return () => requestClose.current();
}
