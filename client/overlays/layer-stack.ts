/**
 * The stack of open modal layers that own a history entry (overlays/layers.ts pushes them), and the router's popstate
 * hook that closes them. Apart from pushLayer: the router is the first screen's and opens no layer (issue 53).
 */
export interface Layer {
  id: number;
  close: () => void;
}

export const stack: Layer[] = [];

/**
 * The router's popstate hook: closes, top first, every layer whose entry is above the one history arrived at, and
 * answers true when it closed any (the pop was the layer's, not a navigation).
 */
export function closeTopLayerOnPop(state: { layer?: unknown } | null = history.state): boolean {
  const current = typeof state?.layer === 'number' ? state.layer : 0;
  let closed = false;
  while (stack.length > 0 && stack[stack.length - 1]!.id > current) {
    stack.pop()!.close();
    closed = true;
  }
  return closed;
}
