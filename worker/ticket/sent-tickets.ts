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

/** How long a refused captcha token is remembered in an isolate: past any double click or quick retry of one token. */
export const REFUSED_TTL_MS = 60_000;
const refused = new Map<string, number>();

/**
 * Captcha tokens refused in this isolate, by draft key: a twin of a refused attempt that arrives after the first has
 * settled (onceInFlight no longer holds it — a busy isolate finishes a refusal in milliseconds) is refused again
 * without asking the captcha service or spending another captcha failure. A genuine retry brings a fresh token.
 */
export const refusedCaptchas = {
  has(key: string, token: string, now = Date.now()): boolean {
    const at = refused.get(`${key}\n${token}`);
    return at !== undefined && now - at < REFUSED_TTL_MS;
  },
  add(key: string, token: string, now = Date.now()): void {
    if (refused.size >= 1000) for (const [k, at] of refused) if (now - at >= REFUSED_TTL_MS) refused.delete(k);
    refused.set(`${key}\n${token}`, now);
  },
};
