/**
 * The stack of open modal layers that own a history entry (ARCHITECTURE "overlays"): opening one pushes an entry
 * with the same URL, so the Back button closes the top layer instead of leaving the page. The client router asks
 * `closeTopLayerOnPop()` first on every popstate.
 */
interface Layer {
  id: number;
  close: () => void;
}

const stack: Layer[] = [];
let nextId = 1;
/** Set while a layer closes itself through history.back(): that popstate only finishes the close. */
let closingByUi: Layer | null = null;

/** Registers an open layer and pushes its history entry; returns how to close it from the UI. */
export function pushLayer(close: () => void): { id: number; closeFromUi: () => void; release: () => void } {
  const layer: Layer = { id: nextId++, close };
  stack.push(layer);
  history.pushState({ ...history.state, layer: layer.id }, '');
  return {
    id: layer.id,
    /** Close by a button, Esc or the backdrop: take our history entry back, which then closes the layer. */
    closeFromUi: () => {
      if (!stack.includes(layer)) return;
      if (history.state?.layer === layer.id) {
        closingByUi = layer;
        history.back();
      } else {
        remove(layer);
        layer.close();
      }
    },
    /** The layer went away without the UI (e.g. unmounted): forget it, leave history alone. */
    release: () => remove(layer),
  };
}

function remove(layer: Layer): void {
  const at = stack.indexOf(layer);
  if (at >= 0) stack.splice(at, 1);
}

/** The router's popstate hook: true when the pop closed (or finished closing) a layer and must not navigate. */
export function closeTopLayerOnPop(): boolean {
  const top = stack[stack.length - 1];
  if (!top) return false;
  remove(top);
  if (closingByUi === top) closingByUi = null;
  top.close();
  return true;
}
