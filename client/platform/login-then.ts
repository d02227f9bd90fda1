import { subscribe } from 'valtio';
import type { Stores } from '../state/context';
import { openWidget, PENDING_PLAY_MS, type WidgetName } from './actions';

let stopWaiting: (() => void) | null = null;

/**
 * A guest's Login that leads on (docs/decisions/033): the login widget now, `next` once they are logged in — as a
 * guest's Play does for its game, and within the same time (a login much later opens nothing by surprise).
 */
export function loginThenOpen(stores: Pick<Stores, 'platform' | 'app' | 'account'>, next: WidgetName, source?: Element | null): void {
  stopWaiting?.();
  const asked = Date.now();
  const stop = subscribe(stores.account, () => {
    if (!stores.account.isLoggedIn) return;
    stop();
    stopWaiting = null;
    if (Date.now() - asked < PENDING_PLAY_MS) openWidget(stores, next);
  });
  stopWaiting = stop;
  openWidget(stores, 'login', undefined, source);
}
