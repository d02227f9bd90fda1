import { proxy, ref } from 'valtio';
import type { PageView } from '../contracts/page-view';
import type { PagePayload } from '../contracts/payload';

/** 'running' shows the loading bar; 'failed' ends it in the failed state (SPEC §4 route change). */
export type BarState = 'idle' | 'running' | 'done' | 'failed';

/** SPEC §9: the loading bar's expected run is 5000 ms (the bar's CSS animation; router/loading-bar.ts drives it). */
export const LOADING_BAR_DURATION_MS = 5000;

/** A value kept by ref(): never proxied, and a snapshot hands back the very object (typed as itself). */
type Kept<T extends object> = ReturnType<typeof ref<T>>;

export interface RouterState {
  /**
   * The page shown: its payload with its page component, together so that the page always gets its own route's
   * data. Kept by ref(): page data can be large and is replaced whole, never mutated.
   */
  view: Kept<PageView>;
  /** The shown page's payload (`view.payload`), for the many readers that need no page component. */
  readonly payload: PagePayload;
  bar: BarState;
  /** Increments on every completed navigation; components reset per-page UI on it. */
  navigations: number;
}

/** The router's store, showing the page the document was rendered with. */
export function createRouterState(view: PageView): RouterState {
  return proxy<RouterState>({
    view: ref(view),
    // A getter, not a copy: it cannot fall out of step with the view (valtio evaluates it on each snapshot).
    get payload() {
      return this.view.payload;
    },
    bar: 'idle',
    navigations: 0,
  });
}

/** Shows a page after a navigation. */
export function showPage(state: RouterState, view: PageView): void {
  state.view = ref(view);
  state.navigations += 1;
}
