import type { ComponentType } from 'react';
import { proxy, ref } from 'valtio';
import type { PagePayload } from '../contracts/payload';
import type { PageProps } from '../contracts/routes';

/** 'running' shows the loading bar; 'failed' ends it in the failed state (SPEC §4 route change). */
export type BarState = 'idle' | 'running' | 'done' | 'failed';

export interface RouterState {
  /** Wrapped in ref(): page data can be large and is replaced whole, never mutated. */
  payload: PagePayload;
  Page: ComponentType<PageProps<never>> | null;
  bar: BarState;
  /** Increments on every completed navigation; components reset per-page UI on it. */
  navigations: number;
}

export function createRouterState(payload: PagePayload, Page: RouterState['Page']): RouterState {
  return proxy<RouterState>({
    payload: ref(payload),
    Page: Page ? ref(Page) : null,
    bar: 'idle',
    navigations: 0,
  });
}

export function showPage(state: RouterState, payload: PagePayload, Page: RouterState['Page']): void {
  state.payload = ref(payload);
  state.Page = Page ? ref(Page) : null;
  state.navigations += 1;
}
