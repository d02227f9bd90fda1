import type { LiveJackpot, LiveServerFrame, LiveSnapshot, LiveTable } from '../contracts/live';

/** Where the page's socket is: figures are 'live' only while it is open, has sent its snapshot and the feed flows. */
export type LiveConnection = 'idle' | 'connecting' | 'open' | 'paused' | 'offline' | 'retrying';

/** What a live page draws: the page's server snapshot first, then every frame its socket applies. */
export interface LiveState {
  tables: Record<string, LiveTable>;
  jackpots: LiveJackpot[];
  /** When the feed was last heard (ISO 8601): the 'updated hh:mm' a page shows when it is not live. */
  feedAt: string | null;
  stale: boolean;
  connection: LiveConnection;
  /** A snapshot arrived on the socket now open: until it does, the figures are older than the connection. */
  synced: boolean;
}

export function createLiveState(snapshot: LiveSnapshot | null): LiveState {
  return {
    tables: Object.fromEntries((snapshot?.tables ?? []).map((t) => [t.id, t])),
    jackpots: snapshot?.jackpots ?? [],
    feedAt: snapshot?.feedAt ?? null,
    stale: snapshot?.stale ?? false,
    connection: 'idle',
    synced: false,
  };
}

/**
 * One frame into the state (a valtio proxy in the page, a plain object in tests). A table that changed replaces its
 * entry alone, so only its card re-renders. A snapshot replaces everything: it is the whole of what the socket watches.
 */
export function applyFrame(state: LiveState, frame: LiveServerFrame): void {
  switch (frame.t) {
    case 'snapshot':
      state.tables = Object.fromEntries(frame.snapshot.tables.map((t) => [t.id, t]));
      state.jackpots = frame.snapshot.jackpots;
      state.feedAt = frame.snapshot.feedAt;
      state.stale = frame.snapshot.stale;
      state.synced = true;
      return;
    case 'table':
      state.tables[frame.table.id] = frame.table;
      return;
    case 'table-gone':
      delete state.tables[frame.id];
      return;
    case 'jackpots':
      state.jackpots = frame.jackpots;
      return;
    case 'feed':
      state.stale = frame.stale;
      state.feedAt = frame.feedAt;
      return;
  }
}

export function setConnection(state: LiveState, connection: LiveConnection): void {
  state.connection = connection;
  // A socket that closed may have missed frames: the next one's snapshot, not this state, is current.
  if (connection !== 'open') state.synced = false;
}

/** The figures are current: the socket is open, has sent its snapshot, and the feed behind it is not silent. */
export const isLive = (state: Pick<LiveState, 'connection' | 'synced' | 'stale'>): boolean => state.connection === 'open' && state.synced && !state.stale;
