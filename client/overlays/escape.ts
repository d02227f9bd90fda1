/**
 * Esc closes the topmost layer only (issue 51). Every open layer Esc closes — the modal layers (use-modal-layer.ts)
 * and the panels that open inside one (the game's More games panel, its reality check) — stands in one stack in the
 * order it opened, and one listener hands each Esc to the top of that stack: never to a layer under it, wherever
 * focus happens to be (the toggle that opened a panel, the page's body after a click on nothing).
 */
export interface EscapeLayer {
  /** The layer's own elements: a dialog inside them is the layer's, not another's. */
  contains(node: Element): boolean;
  /** Esc reached this layer, the top one. */
  escape(): void;
}

/**
 * The layer an Esc goes to: the top one, unless something already took the key (a dialog drawn above the site — the
 * platform's widgets — closed itself and said so with preventDefault) or it was pressed inside a dialog none of the
 * layers owns (the platform's widgets are their own business, decision 011). `dialog` is the dialog around the key's
 * target, if any. Pure, so the rule is unit-tested apart from the DOM.
 */
export function escapeTaker<N, L extends { contains(node: N): boolean }>(layers: readonly L[], key: { handled: boolean; dialog: NoInfer<N> | null }): L | null {
  if (key.handled) return null;
  const top = layers[layers.length - 1];
  if (!top) return null;
  const { dialog } = key;
  if (dialog !== null && !layers.some((layer) => layer.contains(dialog))) return null;
  return top;
}

const stack: EscapeLayer[] = [];
let listening = false;

function onKeyDown(e: KeyboardEvent): void {
  if (e.key !== 'Escape') return;
  const target = e.target instanceof Element ? e.target : null;
  const dialog = target?.closest('[role="dialog"],[role="alertdialog"]') ?? null;
  const layer = escapeTaker(stack, { handled: e.defaultPrevented, dialog });
  if (!layer) return;
  e.preventDefault();
  layer.escape();
}

/** Puts an open layer on top of the Esc stack; the returned function takes it off (it closed or unmounted). */
export function takeEscape(layer: EscapeLayer): () => void {
  const entry = { contains: (node: Element) => layer.contains(node), escape: () => layer.escape() };
  stack.push(entry);
  if (!listening) {
    listening = true;
    // Bubbling, at the document: a dialog's own handler below it (the platform's widgets) runs first.
    document.addEventListener('keydown', onKeyDown);
  }
  return () => {
    const at = stack.indexOf(entry);
    if (at >= 0) stack.splice(at, 1);
  };
}
