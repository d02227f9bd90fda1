import type { KVNamespace } from '@cloudflare/workers-types';

/** How long a draft's key is remembered: far longer than any retry a player makes after a timeout. */
export const SENT_TTL_SECONDS = 3600;
const PREFIX = 'ticket-sent:';

/** One isolate's tickets in flight, by idempotency key: a double submit waits for the first instead of filing twice. */
const inFlight = new Map<string, Promise<Outcome>>();

/** 'replayed': this key's ticket was filed before (by this request's twin or an earlier attempt). */
export type Outcome = 'sent' | 'replayed' | 'failed';

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

  /**
   * Runs `send` at most once per key at a time, and not at all for a key already sent; remembers a success. The
   * in-flight entry is set before the first await, so a concurrent twin always joins or finds the record.
   */
  once(key: string, send: () => Promise<boolean>): Promise<Outcome> {
    const pending = inFlight.get(key);
    if (pending) return pending.then((outcome) => (outcome === 'failed' ? 'failed' : 'replayed'));
    const attempt = (async (): Promise<Outcome> => {
      if (await this.wasSent(key)) return 'replayed';
      if (!(await send())) return 'failed';
      if (this.kv) await this.kv.put(PREFIX + key, '1', { expirationTtl: SENT_TTL_SECONDS }).catch(() => undefined);
      return 'sent';
    })().finally(() => inFlight.delete(key));
    inFlight.set(key, attempt);
    return attempt;
  }
}
