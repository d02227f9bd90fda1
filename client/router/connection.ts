/** SPEC §4: prefetch waits for idle with this timeout and is skipped on 2g and data-saver connections. */
export const PREFETCH_IDLE_TIMEOUT_MS = 2000;

export interface ConnectionInfo {
  saveData?: boolean;
  effectiveType?: string;
}

export function shouldPrefetch(connection: ConnectionInfo | undefined): boolean {
  if (!connection) return true;
  if (connection.saveData) return false;
  return !(connection.effectiveType ?? '').includes('2g');
}

/** SPEC §8: a failed chunk load reloads the page, at most once per 60 s. */
export const RELOAD_GUARD_MS = 60_000;

export function mayReload(lastReloadAt: number | null, now: number): boolean {
  return lastReloadAt === null || !Number.isFinite(lastReloadAt) || now - lastReloadAt >= RELOAD_GUARD_MS;
}
