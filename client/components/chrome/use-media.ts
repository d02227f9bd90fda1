import { useSyncExternalStore } from 'react';

/** Below 900 px: mobile bottom navigation, no language switcher, 80 px header (SPEC §9). */
export const MOBILE_QUERY = '(max-width: 899.98px)';
/** Below 740 px: the app download banner may show (SPEC §9). */
export const APP_BANNER_QUERY = '(max-width: 739.98px)';

/** A media query's match; false on the server and during hydration, so SSR output never depends on it. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** False on the server and in the hydration render, true afterwards: for UI that must not be in the guest HTML. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noopSubscribe,
    () => true,
    () => false,
  );
}

const noopSubscribe = () => () => undefined;
