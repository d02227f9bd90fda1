import type { Bindings } from '../env';

/**
 * How the worker reaches its region's LiveHub: one object per region (`idFromName(REGION)`), asked over its fetch
 * with these paths. The object is never reachable from outside the worker; the origin is only a name.
 */
export const HUB_ORIGIN = 'https://live-hub.internal';
export const HUB_SOCKET_PATH = '/socket';
export const HUB_SNAPSHOT_PATH = '/snapshot';
/** The feed's state for /__health: no currency, no interest registered, nothing of any socket. */
export const HUB_STATUS_PATH = '/status';
/** The object's answer on HUB_STATUS_PATH (worker/live/status.ts). */
export interface HubStatus {
  stale: boolean;
  feedAt: string | null;
}
/** The currency the worker decided (its geo rule), the one thing of the request the object is told. */
export const CURRENCY_HEADER = 'X-Live-Currency';
/** The topics the browser's upgrade named, checked by the worker (frames.ts parseWatchList), comma-separated. */
export const WATCH_HEADER = 'X-Live-Watch';

export interface HubStub {
  fetch(input: string, init?: RequestInit): Promise<Response>;
}

/** The region's object, or null where the binding is missing (a worker built without it, unit tests). */
export function hubOf(env: Bindings): HubStub | null {
  const namespace = (env as { LIVE_HUB?: { idFromName(name: string): unknown; get(id: unknown): HubStub } }).LIVE_HUB;
  if (!namespace) return null;
  return namespace.get(namespace.idFromName(env.REGION || 'local'));
}
