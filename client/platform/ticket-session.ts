import type { Stores } from '../state/context';
import type { SessionDetails } from './framework';
import { loadPlatform } from './start';

// The support ticket's reading of the session: the contact form's code, not the first screen's (docs/decisions/032).

/** readSession waits this long for a framework that is still loading; the ticket then goes as a guest's. */
export const WIDGET_CLICK_WAIT_MS = 4000;

/**
 * The player's session facts, read fresh from the framework (a support ticket carries them and the session token);
 * null for a guest, or when the framework cannot answer in time (the ticket then goes as a guest's).
 */
export async function readSession(stores: Pick<Stores, 'account'>): Promise<SessionDetails | null> {
  if (!stores.account.isLoggedIn) return null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), WIDGET_CLICK_WAIT_MS)));
  const read = loadPlatform().then(async (bridge) => {
    const status = bridge ? await bridge.framework.getSessionStatus().catch(() => null) : null;
    return status?.isLoggedIn ? status.details : null;
  });
  const details = await Promise.race([read, late]);
  clearTimeout(timer);
  return details;
}
