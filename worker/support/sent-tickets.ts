import type { KVNamespace } from '@cloudflare/workers-types';

/** How long a draft's key is remembered: far longer than any retry a player makes after a timeout. */
export const SENT_TTL_SECONDS = 3600;
const PREFIX = 'ticket-sent:';

/** One isolate's tickets in flight, by idempotency key: a double submit waits for the first instead of filing twice. */
const inFlight = new Map<string, Promise<boolean>>();

/**
 * Idempotency per draft: a key whose ticket went through is remembered in KV (shared by every isolate) for an hour,
 * and one being sent right now in this isolate is joined rather than repeated.
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

  /** Runs `send` once per key at a time; remembers a success. */
  async once(key: string, send: () => Promise<boolean>): Promise<{ sent: boolean; joined: boolean }> {
    const pending = inFlight.get(key);
    if (pending) return { sent: await pending, joined: true };
    const attempt = send();
    inFlight.set(key, attempt);
    try {
      const sent = await attempt;
      if (sent && this.kv) await this.kv.put(PREFIX + key, '1', { expirationTtl: SENT_TTL_SECONDS }).catch(() => undefined);
      return { sent, joined: false };
    } finally {
      inFlight.delete(key);
    }
  }
}
