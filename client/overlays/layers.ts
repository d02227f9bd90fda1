/**
 * The stack of open modal layers that own a history entry (ARCHITECTURE "overlays"): opening one pushes an entry
 * with the same URL, so the Back button closes the top layer instead of leaving the page. A layer may push further
 * entries of its own (the info popup's page history: Back steps back inside it). The client router asks
 * `closeTopLayerOnPop()` (layer-stack.ts) first on every popstate.
 */
import { stack, type Layer } from './layer-stack';

let nextId = 1;

export interface LayerHandle {
  id: number;
  /**
   * Close by a button, Esc or the backdrop: take back this layer's history entry and every entry pushed above it
   * (one history step for all), which then closes them, top first. A layer whose entry is no longer the current one
   * closes without touching history.
   */
  closeFromUi: () => void;
  /** The layer went away without the UI (e.g. unmounted): forget it, leave history alone. */
  release: () => void;
}

/** Registers an open layer and pushes its history entry. */
export function pushLayer(close: () => void): LayerHandle {
  const layer: Layer = { id: nextId++, close };
  stack.push(layer);
  history.pushState({ ...history.state, layer: layer.id }, '');
  return {
    id: layer.id,
    closeFromUi: () => {
      const at = stack.indexOf(layer);
      if (at < 0) return;
      const top = stack[stack.length - 1]!;
      if (history.state?.layer === top.id) {
        history.go(-(stack.length - at));
        return;
      }
      for (const closing of stack.splice(at).reverse()) closing.close();
    },
    release: () => {
      const at = stack.indexOf(layer);
      if (at >= 0) stack.splice(at, 1);
    },
  };
}

