import { LIVE_MAX_FRAME_BYTES, LIVE_MAX_TOPICS, type LiveClientFrame, type LiveSnapshot, type LiveTopic } from '../../client/contracts/live';
import { feedId } from './reshape';

/** A browser may send this many frames per FLOOD_WINDOW_MS; one more closes its socket (pings are not counted). */
export const FLOOD_FRAMES = 20;
export const FLOOD_WINDOW_MS = 10_000;

/** Close codes (RFC 6455) for a browser's bad input: the socket is closed, nothing else happens. */
export const CLOSE = { unsupported: 1003, invalid: 1007, policy: 1008, tooBig: 1009 } as const;

export type Refusal = { close: number; reason: string };

/** What the object keeps per browser socket (serializeAttachment): no identity, only what it watches. */
export interface SocketState {
  currency: string;
  topics: LiveTopic[];
  /** The flood window: when it began (epoch ms) and the frames counted in it. */
  windowStart: number;
  frames: number;
}

export function isTopic(value: unknown): value is LiveTopic {
  if (value === 'tables' || value === 'jackpots') return true;
  return typeof value === 'string' && value.startsWith('table:') && feedId(value.slice('table:'.length)) !== null;
}

/**
 * One browser frame as a LiveClientFrame, or the close it earns: a binary frame (1003), more than
 * LIVE_MAX_FRAME_BYTES (1009), not JSON (1007), or JSON of another shape, an unknown topic, more topics than
 * LIVE_MAX_TOPICS (1008).
 */
export function parseClientFrame(data: string | ArrayBuffer): LiveClientFrame | Refusal {
  if (typeof data !== 'string') return { close: CLOSE.unsupported, reason: 'text frames only' };
  // Bytes, not UTF-16 units: the bound is what crossed the wire. A string this long cannot be within it.
  if (data.length > LIVE_MAX_FRAME_BYTES || new TextEncoder().encode(data).length > LIVE_MAX_FRAME_BYTES) {
    return { close: CLOSE.tooBig, reason: 'frame too large' };
  }
  let value: unknown;
  try {
    value = JSON.parse(data);
  } catch {
    return { close: CLOSE.invalid, reason: 'not JSON' };
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return { close: CLOSE.policy, reason: 'unknown frame' };
  const frame = value as Record<string, unknown>;
  if ((frame.t !== 'watch' && frame.t !== 'unwatch') || !Array.isArray(frame.topics) || Object.keys(frame).length !== 2) {
    return { close: CLOSE.policy, reason: 'unknown frame' };
  }
  if (frame.topics.length > LIVE_MAX_TOPICS) return { close: CLOSE.policy, reason: 'too many topics' };
  if (!frame.topics.every(isTopic)) return { close: CLOSE.policy, reason: 'unknown topic' };
  return { t: frame.t, topics: frame.topics };
}

/**
 * The topics a socket's upgrade names (`?watch=tables,jackpots`, LIVE_WATCH_PARAM): what its first `watch` would say,
 * so the object can send the snapshot with the upgrade instead of after a frame queued behind every other upgrade.
 * Empty for none; null for a list a `watch` frame could not carry (too long, too many, an unknown topic).
 */
export function parseWatchList(value: string | null | undefined): LiveTopic[] | null {
  if (!value) return [];
  if (value.length > LIVE_MAX_FRAME_BYTES) return null;
  const topics = [...new Set(value.split(','))];
  if (topics.length > LIVE_MAX_TOPICS || !topics.every(isTopic)) return null;
  return topics;
}

export function isRefusal(value: LiveClientFrame | Refusal): value is Refusal {
  return 'close' in value;
}

/** Counts one frame against the socket's window; false when it is one too many. */
export function countFrame(state: SocketState, now: number): boolean {
  if (now - state.windowStart >= FLOOD_WINDOW_MS || now < state.windowStart) {
    state.windowStart = now;
    state.frames = 0;
  }
  state.frames += 1;
  return state.frames <= FLOOD_FRAMES;
}

/** The topics after a watch or unwatch, or null when a watch would pass LIVE_MAX_TOPICS. */
export function nextTopics(current: readonly LiveTopic[], frame: LiveClientFrame): LiveTopic[] | null {
  if (frame.t === 'unwatch') return current.filter((t) => !frame.topics.includes(t));
  const next = [...new Set([...current, ...frame.topics])];
  return next.length > LIVE_MAX_TOPICS ? null : next;
}

export function watchesTable(topics: readonly LiveTopic[], id: string): boolean {
  return topics.includes('tables') || topics.includes(`table:${id}`);
}

/** The part of a currency's snapshot a socket watches: its tables (all or named), the jackpots if it watches them. */
export function snapshotFor(snapshot: LiveSnapshot, topics: readonly LiveTopic[]): LiveSnapshot {
  return {
    ...snapshot,
    tables: snapshot.tables.filter((t) => watchesTable(topics, t.id)),
    jackpots: topics.includes('jackpots') ? snapshot.jackpots : [],
  };
}
