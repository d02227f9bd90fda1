/** The Workers Rate Limiting binding's call (wrangler.toml [[ratelimits]]), typed here to the one method used. */
export interface RateLimitBinding {
  limit(options: { key: string }): Promise<{ success: boolean }>;
}

export type RateDecision = { ok: true } | { ok: false; retryAfterSeconds: number };

/** Clients remembered at most; past it the oldest go first (a flood of addresses cannot grow the isolate's memory). */
const MAX_CLIENTS = 10_000;

/**
 * A sliding window per client key, in this isolate: `limit` attempts per `windowMs`. Cloudflare runs many isolates,
 * so where deployed the binding adds a limit shared by all of them (docs/decisions/018-support-ticket.md).
 */
export class WindowLimiter {
  private readonly hits = new Map<string, number[]>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  take(key: string): RateDecision {
    const now = this.now();
    const recent = (this.hits.get(key) ?? []).filter((at) => now - at < this.windowMs);
    if (recent.length >= this.limit) {
      this.hits.set(key, recent);
      return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((recent[0]! + this.windowMs - now) / 1000)) };
    }
    recent.push(now);
    this.hits.delete(key);
    this.hits.set(key, recent);
    if (this.hits.size > MAX_CLIENTS) this.hits.delete(this.hits.keys().next().value!);
    return { ok: true };
  }
}

/** Both limits: the isolate's window, then the shared binding when there is one (its period is a minute). */
export async function takeTicketSlot(limiter: WindowLimiter, binding: RateLimitBinding | undefined, key: string): Promise<RateDecision> {
  const local = limiter.take(key);
  if (!local.ok || !binding) return local;
  try {
    const shared = await binding.limit({ key });
    return shared.success ? local : { ok: false, retryAfterSeconds: 60 };
  } catch (error) {
    // A failing limiter must not stop a player reaching support; the isolate's window still applies.
    console.error('Ticket rate limiter error', (error as Error)?.message ?? error);
    return local;
  }
}
