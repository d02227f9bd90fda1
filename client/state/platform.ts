import { proxy } from 'valtio';

/**
 * Where the widget framework stands: 'idle' before its script is asked for, 'loading' while it loads and starts,
 * 'ready' after its platform-ready event, 'unavailable' when it failed to load or never became ready (browsing goes
 * on; the next widget click tries again), 'offline' when it could not load because the connection is down — asked for
 * again the moment the connection is back (the offline chunk turns 'unavailable' into it: docs/decisions/045).
 */
export type PlatformStatus = 'idle' | 'loading' | 'ready' | 'unavailable' | 'offline';

export interface PlatformState {
  status: PlatformStatus;
  /** Bumped each time a widget could not be opened: the 'temporarily unavailable' notice shows for the latest. */
  unavailableNotices: number;
}

export function createPlatformState(): PlatformState {
  return proxy<PlatformState>({ status: 'idle', unavailableNotices: 0 });
}
