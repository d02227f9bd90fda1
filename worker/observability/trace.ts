import type { ContentObserver } from '../content/cache';
import type { BreakerChange } from '../content/upstream-guard';

/**
 * A live offer shown without its bonus call to action because it breaks a market rule (docs/decisions/034): the
 * offer (`cms:{slug}` or `ltp:{id}`), why, and its wagering when it has one. Names offers, never visitors.
 */
export interface OfferFlag {
  offer: string;
  reason: 'wagering-over-cap' | 'wagering-unstated';
  wagering?: number;
}

/** A request rendering every offer once flags at most this many: the log line stays small whatever the CMS holds. */
export const OFFER_FLAGS_MAX = 20;

/** What the isolate's page cache did for this request; `bypass`: the page cache was not asked (no-store pages). */
export type PageCacheOutcome = 'hit' | 'expired' | 'miss' | 'bypass';
/** The request's cache outcome in its log line and Server-Timing (docs/operations.md "Observability"). */
export type CacheOutcome = PageCacheOutcome | 'stale' | 'degraded';

interface Busy {
  /** Calls of this upstream the request is waiting on right now. */
  waiting: number;
  since: number;
  total: number;
}

/**
 * One request's measurements, created by the request log (worker/observability/request-log.ts) and kept on the
 * request's context (`c.get('trace')`), never shared between requests. The content layer reports into it through the
 * ContentObserver interface; the page handler through `pageCache` and `timeRender`. It holds no request data: no
 * header, cookie, query or body ever reaches it.
 */
export class RequestTrace implements ContentObserver {
  readonly started: number;
  page: PageCacheOutcome | undefined;
  renderMs: number | undefined;
  stale = false;
  degraded = false;
  readonly breakers: BreakerChange[] = [];
  readonly offerFlags: OfferFlag[] = [];
  private readonly busy = new Map<string, Busy>();

  constructor(private readonly now: () => number = Date.now) {
    this.started = now();
  }

  /**
   * The request starts waiting on one call of `upstream`; the returned function ends that wait. Per upstream, the
   * time during which at least one such wait was under way: three parallel calls of 40 ms count 40, not 120.
   */
  upstreamWait(upstream: string): () => void {
    let b = this.busy.get(upstream);
    if (!b) this.busy.set(upstream, (b = { waiting: 0, since: 0, total: 0 }));
    const busy = b;
    if (busy.waiting++ === 0) busy.since = this.now();
    let ended = false;
    return () => {
      if (ended) return;
      ended = true;
      if (--busy.waiting === 0) busy.total += this.now() - busy.since;
    };
  }

  breakerChange(change: BreakerChange): void {
    this.breakers.push(change);
  }

  /** Records a flagged offer once per request (a list and a page of the same offer render it twice at most). */
  offerFlag(flag: OfferFlag): void {
    if (this.offerFlags.length >= OFFER_FLAGS_MAX || this.offerFlags.some((f) => f.offer === flag.offer)) return;
    this.offerFlags.push(flag);
  }

  contentOutcome(kind: 'stale' | 'degraded'): void {
    this[kind] = true;
  }

  pageCache(outcome: PageCacheOutcome): void {
    this.page = outcome;
  }

  /** Runs the page's render (its loaders, their upstream waits, SSR) and records how long it took. */
  async timeRender<T>(render: () => Promise<T>): Promise<T> {
    const started = this.now();
    try {
      return await render();
    } finally {
      this.renderMs = (this.renderMs ?? 0) + this.now() - started;
    }
  }

  /** Milliseconds waited per upstream called; a wait still under way counts up to now. */
  upstreamMs(): Record<string, number> {
    const out: Record<string, number> = {};
    for (const [name, b] of this.busy) out[name] = b.total + (b.waiting ? this.now() - b.since : 0);
    return out;
  }

  /**
   * A page-cache answer (`hit`, or `expired`: an expired page while another request renders it) > degraded (a fallback
   * was rendered) > stale (stale content was served) > what the page cache did; `bypass` for requests no page cache was
   * asked for (APIs, health, redirects, no-store pages).
   */
  cacheOutcome(): CacheOutcome {
    if (this.page === 'hit' || this.page === 'expired') return this.page;
    if (this.degraded) return 'degraded';
    if (this.stale) return 'stale';
    return this.page ?? 'bypass';
  }

  elapsedMs(): number {
    return this.now() - this.started;
  }
}
