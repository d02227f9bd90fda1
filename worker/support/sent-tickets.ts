import type { KVNamespace } from '@cloudflare/workers-types';

/** How long a draft's key is remembered: far longer than any retry a player makes after a timeout. */
export const SENT_TTL_SECONDS = 3600;
const PREFIX = 'ticket-sent:';

/**
 * Idempotency per draft, across isolates: a key whose ticket went through is remembered in KV (shared by every
 * isolate, eventually consistent) for an hour. Requests under one key at the same moment in one isolate are joined
 * by `onceInFlight` before any of this is asked.
 */
export class SentTickets {
  constructor(private readonly kv: KVNamespace | undefined) {}

  async wasSent(key: string): Promise<boolean> {
    if (!this.kv) return false;
    try {
      return (await this.kv.get(PREFIX + key)) !== null;
    } catch {
      return false;
    }
  }

  async remember(key: string): Promise<void> {
    if (this.kv) await this.kv.put(PREFIX + key, '1', { expirationTtl: SENT_TTL_SECONDS }).catch(() => undefined);
  }
}

/** One isolate's work in flight, by key. */
const inFlight = new Map<string, Promise<unknown>>();

/**
 * Runs `work` once per key at a time in this isolate: a call while the key's work is in flight gets that work's
 * result (the same value, so the same answer), instead of doing it again. The entry is set synchronously, so a
 * twin arriving at any later point joins; it goes when the work settles.
 */
export function onceInFlight<T>(key: string, work: () => Promise<T>): { joined: boolean; result: Promise<T> } {
  const pending = inFlight.get(key) as Promise<T> | undefined;
  if (pending) return { joined: true, result: pending };
  const result = (async () => work())().finally(() => inFlight.delete(key));
  inFlight.set(key, result);
  return { joined: false, result };
}
