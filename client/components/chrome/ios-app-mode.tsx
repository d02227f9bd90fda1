import { useEffect } from 'react';
import { detectIosApp } from '../../browser/ios-app';
import { useStores } from '../../state/context';

/**
 * iOS app mode (SPEC §4): `?ios_app=1` (remembered in a 1-day cookie) sets stores.app.isNative, which hides the
 * header and the app banner; <html data-ios-app> zeroes --header-h for sticky page elements. Decided after
 * hydration, since the guest HTML is shared.
 */
export function IosAppMode() {
  const stores = useStores();
  useEffect(() => {
    const on = detectIosApp();
    stores.app.isNative = on;
    if (on) document.documentElement.dataset.iosApp = '';
    else delete document.documentElement.dataset.iosApp;
  }, [stores]);
  return null;
}
