import type { BarState } from '../state/router';

// The bar's expected run (SPEC §9, 5000 ms) is state/router.ts LOADING_BAR_DURATION_MS: the bar component's, on the
// first screen, while this state machine is the lazy router's. It only appears if loading takes longer than 200 ms.
export const LOADING_BAR_THROTTLE_MS = 200;
/** SPEC §9 'data fetch minimum delay': once shown, the bar stays at least this long, so it never flickers. */
export const DATA_FETCH_MIN_DELAY_MS = 200;
const DONE_FADE_MS = 300;

export interface LoadingBar {
  start(): void;
  finish(): void;
  fail(): void;
}

/** The bar's state machine; `set` receives each state. Timers are injectable for fake-timer tests. */
export function createLoadingBar(set: (state: BarState) => void, now: () => number = () => Date.now()): LoadingBar {
  let showTimer: ReturnType<typeof setTimeout> | undefined;
  let hideTimer: ReturnType<typeof setTimeout> | undefined;
  let shownAt: number | null = null;
  const clear = () => {
    clearTimeout(showTimer);
    clearTimeout(hideTimer);
  };
  return {
    start() {
      clear();
      shownAt = null;
      showTimer = setTimeout(() => {
        shownAt = now();
        set('running');
      }, LOADING_BAR_THROTTLE_MS);
    },
    finish() {
      clear();
      if (shownAt === null) return set('idle');
      const wait = Math.max(0, DATA_FETCH_MIN_DELAY_MS - (now() - shownAt));
      shownAt = null;
      hideTimer = setTimeout(() => {
        set('done');
        hideTimer = setTimeout(() => set('idle'), DONE_FADE_MS);
      }, wait);
    },
    fail() {
      clear();
      shownAt = null;
      set('failed');
    },
  };
}
