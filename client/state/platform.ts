import { proxy } from 'valtio';

/**
 * Where the widget framework stands: 'idle' before its script is asked for, 'loading' while it loads and starts,
 * 'ready' after its platform-ready event, 'unavailable' when it failed to load or never became ready (browsing goes
 * on; the next widget click tries again).
 */
export type PlatformStatus = 'idle' | 'loading' | 'ready' | 'unavailable';

export interface PlatformState {
  status: PlatformStatus;
  /** Bumped each time a widget could not be opened: the 'temporarily unavailable' notice shows for the latest. */
  unavailableNotices: number;
}

export function createPlatformState(): PlatformState {
  return proxy<PlatformState>({ status: 'idle', unavailableNotices: 0 });
}
