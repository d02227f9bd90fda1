/** The Workers Rate Limiting binding's call (wrangler.toml [[ratelimits]]), typed here to the one method used. */
export interface RateLimitBinding {
  limit(options: { key: string }): Promise<{ success: boolean }>;
}

export type RateDecision = { ok: true } | { ok: false; retryAfterSeconds: number };

/** Clients remembered at most; past it the oldest go first (a flood of addresses cannot grow the isolate's memory). */
const MAX_CLIENTS = 10_000;

/**
 * A sliding window per client key, in this isolate: `limit` hits per `windowMs`. Cloudflare runs many isolates,
 * so where deployed the binding adds a limit shared by all of them (docs/decisions/018-support-ticket.md).
 * `check` looks without counting, `take` counts, `giveBack` returns the key's latest hit (a reservation whose work
 * did not happen).
 */
export class WindowLimiter {
  private readonly hits = new Map<string, number[]>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  check(key: string): RateDecision {
    const now = this.now();
    const recent = this.recent(key, now);
    if (recent.length < this.limit) return { ok: true };
    return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((recent[0]! + this.windowMs - now) / 1000)) };
  }

  take(key: string): RateDecision {
    const decision = this.check(key);
    if (!decision.ok) return decision;
    const recent = this.recent(key, this.now());
    recent.push(this.now());
    this.hits.delete(key);
    this.hits.set(key, recent);
    if (this.hits.size > MAX_CLIENTS) this.hits.delete(this.hits.keys().next().value!);
    return decision;
  }

  giveBack(key: string): void {
    const recent = this.hits.get(key);
    if (!recent) return;
    recent.pop();
    if (recent.length === 0) this.hits.delete(key);
  }

  /** The key's hits still inside the window (older ones are forgotten as they are seen). */
  private recent(key: string, now: number): number[] {
    const kept = (this.hits.get(key) ?? []).filter((at) => now - at < this.windowMs);
    if (kept.length) this.hits.set(key, kept);
    else this.hits.delete(key);
    return kept;
  }
}

/**
 * The two allowances of one client address (docs/decisions/018-support-ticket.md, "Rate limits count what the
 * player did"): tickets the platform was asked to file (given back when it did not file one), and captchas the
 * service positively refused. A captcha service that could not answer spends neither.
 */
export interface TicketLimits {
  tickets: WindowLimiter;
  captchaFailures: WindowLimiter;
}

/**
 * A ticket slot: the isolate's window, then the shared binding when there is one (its period is a minute). The
 * binding is asked only here, once the captcha has passed, so it counts tickets sent to the platform and never a
 * refused or unverifiable captcha.
 */
export async function takeTicketSlot(limiter: WindowLimiter, binding: RateLimitBinding | undefined, key: string): Promise<RateDecision> {
  const local = limiter.take(key);
  if (!local.ok || !binding) return local;
  try {
    const shared = await binding.limit({ key });
    if (shared.success) return local;
    limiter.giveBack(key);
    return { ok: false, retryAfterSeconds: 60 };
  } catch (error) {
    // A failing limiter must not stop a player reaching support; the isolate's window still applies.
    console.error('Ticket rate limiter error', (error as Error)?.message ?? error);
    return local;
  }
}

/**
 * The client address the limits count, per environment. Behind Cloudflare's edge (`region` uk/ca/ie) only
 * `CF-Connecting-IP` is trusted: the edge sets it and overwrites any the browser sends; `X-Forwarded-For`,
 * `X-Real-IP` and `True-Client-IP` are the browser's to invent and never read. Without it (not possible behind the
 * edge) every such request shares one 'unknown' bucket rather than escaping the limit. Locally (`wrangler dev`,
 * Miniflare tests) there is no edge: the header is whatever the local client (or wrangler's dev server) put there,
 * else 'local'.
 */
export function clientAddress(header: (name: string) => string | undefined, region: string): string {
  const ip = header('cf-connecting-ip')?.trim();
  if (ip && ip.length <= 64 && /^[0-9A-Fa-f:.]+$/.test(ip)) return ip;
  return region === 'local' ? 'local' : 'unknown';
}

/**
 * The key a client's allowances are counted under: an IPv4 address as it is; an IPv6 address by its /64, which one
 * subscriber holds whole (a phone or a home router hands out addresses inside it at will, so counting the full address
 * let one sender rotate round the limit); an IPv4-mapped IPv6 address as its IPv4. Anything else as given.
 */
export function limitKey(address: string): string {
  if (!address.includes(':')) return address;
  const groups = ipv6Groups(address.toLowerCase());
  if (!groups) return address;
  // ::ffff:a.b.c.d (however written) is an IPv4 client.
  if (groups.slice(0, 5).every((g) => g === '0') && groups[5] === 'ffff') {
    const [high, low] = [parseInt(groups[6]!, 16), parseInt(groups[7]!, 16)];
    return [high >> 8, high & 255, low >> 8, low & 255].join('.');
  }
  return `${groups.slice(0, 4).join(':')}::/64`;
}

/** The eight groups of an IPv6 address, without leading zeros; null when it is not one. */
function ipv6Groups(address: string): string[] | null {
  const halves = address.split('::');
  if (halves.length > 2) return null;
  const part = (text: string) => (text === '' ? [] : text.split(':'));
  const head = part(halves[0]!);
  const tail = halves.length === 2 ? part(halves[1]!) : [];
  const last = tail.length ? tail : head;
  // A trailing dotted quad is two groups.
  if (last.length && last[last.length - 1]!.includes('.')) {
    const quad = last.pop()!.split('.').map(Number);
    if (quad.length !== 4 || quad.some((n) => !Number.isInteger(n) || n > 255)) return null;
    last.push(((quad[0]! << 8) | quad[1]!).toString(16), ((quad[2]! << 8) | quad[3]!).toString(16));
  }
  const missing = 8 - head.length - tail.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null;
  const groups = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill('0'), ...tail];
  if (!groups.every((g) => /^[0-9a-f]{1,4}$/.test(g))) return null;
  return groups.map((g) => g.replace(/^0+(?=.)/, ''));
}
