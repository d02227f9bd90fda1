import type { Stores } from '../state/context';
import type { OpenWidgetOptions, WidgetName } from './framework';
import { loadPlatform } from './start';

export type { WidgetName } from './framework';

/**
 * A click waits this long for a framework that is still loading; then the player is told it is temporarily
 * unavailable rather than left with a button that does nothing.
 */
export const WIDGET_CLICK_WAIT_MS = 4000;

/** Opens a platform widget (login, deposit, …). A widget covers the page, so the side menu closes. */
export function openWidget(stores: Pick<Stores, 'platform' | 'app'>, name: WidgetName, options?: OpenWidgetOptions): void {
  stores.app.menuOpen = false;
  void withBridge(stores, (bridge) => bridge.openWidget(name, options));
}

/** Logs the player out through the platform. */
export function logout(stores: Pick<Stores, 'platform' | 'app'>): void {
  stores.app.menuOpen = false;
  void withBridge(stores, (bridge) => bridge.logout());
}

async function withBridge(stores: Pick<Stores, 'platform'>, act: (bridge: NonNullable<Awaited<ReturnType<typeof loadPlatform>>>) => unknown): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), WIDGET_CLICK_WAIT_MS)));
  const bridge = await Promise.race([loadPlatform(), late]);
  clearTimeout(timer);
  if (bridge && bridge !== 'late') {
    await act(bridge);
    return;
  }
  stores.platform.unavailableNotices += 1;
}
