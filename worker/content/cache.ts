import type { KVNamespace } from '@cloudflare/workers-types';
import { UpstreamError } from './upstream';
import { FastFailure, type BreakerChange, type UpstreamGuard } from './upstream-guard';

/** Stale entries are kept this long so that an upstream outage can be ridden out. */
const STALE_KEEP_SECONDS = 7 * 24 * 3600;
/**
 * A miss (an unknown slug: the upstream answered, with nothing) is fresh this long at most and gone from KV after
 * MISS_KEEP_SECONDS (KV's shortest expiry is 60 s), so junk slugs cannot fill KV for a week and a page published
 * after a miss shows within a minute (issue 49).
 */
export const MISS_FRESH_SECONDS = 30;
export const MISS_KEEP_SECONDS = 120;
/** Bump when a cached shape or the sanitiser's rules change, so old entries are never read as new ones (v2: decision 037). */
export const CACHE_VERSION = 'v2';

interface Entry<T> {
  v: T;
  /** Stored at, epoch ms. */
  t: number;
  /** A miss: kept briefly (MISS_FRESH_SECONDS, MISS_KEEP_SECONDS). */
  m?: 1;
}

export interface CacheOptions {
  kv: KVNamespace;
  /**
   * An in-isolate layer in front of KV, shared by the requests one isolate serves: skips the KV read and the JSON
   * parse of large values (the games list) while fresh. Values are shared, so callers must never mutate them.
   */
  memory?: MemoryLayer;
  ttlSeconds: number;
  timeoutMs: number;
  waitUntil: (promise: Promise<unknown>) => void;
  now?: () => number;
  /** Isolate-wide single-flight, failure memory and breakers; without it each request calls on its own. */
  guard?: UpstreamGuard;
  negativeMs?: number;
  breakerFailures?: number;
  breakerCooldownMs?: number;
  /** How long a cold miss of optional data (`{ optional: true }`) is waited for before the page goes on without it. */
  optionalBudgetMs?: number;
  /** Entries of this key stored before the returned epoch ms were purged (docs/decisions/019); 0 when none. */
  purgedBefore?: (key: string) => number;
  /** The request's trace, for its log line and Server-Timing. */
  observer?: ContentObserver;
  /** Wall clock of the request's upstream budget (ms); `now` stamps entries and may be a fixed test clock. */
  clock?: () => number;
}

/**
 * What one request's content calls report to that request's trace (worker/observability/trace.ts): the upstream
 * waits, breaker changes and stale or degraded answers. Per request, like the cache itself; it never sees a value.
 */
export interface ContentObserver {
  /** The request starts waiting on a call of `upstream` ('wp', 'platform', …); the returned function ends the wait. */
  upstreamWait(upstream: string): () => void;
  breakerChange(change: BreakerChange): void;
  contentOutcome(kind: 'stale' | 'degraded'): void;
}

export interface GetOptions<T = unknown> {
  /** The page can do without it: a cold miss waits at most `optionalBudgetMs`, the call goes on in the background. */
  optional?: boolean;
  /** Says whether an answer is a miss (a slug lookup's empty list): such an answer is remembered only briefly. */
  isMiss?: (value: T) => boolean;
}

export type Fetcher<T> = (signal: AbortSignal) => Promise<T>;

/**
 * KV stale-while-revalidate, one instance per request: fresh hits are served; stale hits are served and refreshed
 * in waitUntil; cold misses and purged entries wait for the upstream, all of them within the request's one budget of
 * `timeoutMs` (then a purged entry serves its old value). Upstream failures never overwrite a good entry. Identical keys within one request share one fetch; with a guard, within the isolate too.
 */
export class ContentCache {
  private readonly inflight = new Map<string, Promise<unknown>>();
  private readonly now: () => number;
  /** Some call of this request found neither fresh nor stale content: what it rendered is a fallback. */
  degraded = false;
  /** Some call of this request was answered with stale content: a page built from it is kept only briefly. */
  stale = false;
  /**
   * When this request's upstream budget ends (`clock` ms): one `timeoutMs` from the moment it first waits on an
   * upstream (a cold or purged key; docs/decisions/019, issue 27), shared by every call it waits on, whether its
   * loaders ask in parallel or one after another. Past it, a purged key is answered with its old value and a cold key
   * fails at once (the page's fallback); their calls go on in waitUntil and fill the cache for the next request.
   */
  private deadline: number | undefined;
  private readonly clock: () => number;

  constructor(private readonly options: CacheOptions) {
    this.now = options.now ?? Date.now;
    this.clock = options.clock ?? Date.now;
  }

  /** What is left of this request's upstream budget, in ms (0 once spent); the first upstream wait starts it. */
  remainingMs(): number {
    this.deadline ??= this.clock() + this.options.timeoutMs;
    return Math.max(0, this.deadline - this.clock());
  }

  get<T>(key: string, fetcher: Fetcher<T>, getOptions: GetOptions<T> = {}): Promise<T> {
    const k = `${CACHE_VERSION}:${key}`;
    // An optional wait is shorter than a required one: a caller that needs the data must not inherit the budget of
    // one that could do without it, asked first for the same key (the guard still makes them one upstream call).
    const waitKey = getOptions.optional ? `${k}#optional` : k;
    let pending = this.inflight.get(waitKey) as Promise<T> | undefined;
    if (!pending) {
      pending = this.read(k, fetcher, getOptions).catch((error: unknown) => {
        this.degraded = true;
        this.options.observer?.contentOutcome('degraded');
        throw error;
      });
      this.inflight.set(waitKey, pending);
    }
    return pending;
  }

  private async read<T>(key: string, fetcher: Fetcher<T>, getOptions: GetOptions<T>): Promise<T> {
    const purgedBefore = this.options.purgedBefore?.(key) ?? 0;
    const hot = this.options.memory?.get(key) as Entry<T> | undefined;
    if (hot && hot.t >= purgedBefore && this.now() - hot.t < this.freshMs(hot)) return hot.v;
    let entry: Entry<T> | null = null;
    try {
      entry = await this.options.kv.get<Entry<T>>(key, 'json');
    } catch (error) {
      // A KV outage degrades to uncached upstream calls, never to an error page.
      console.error('content cache read failed', key, (error as Error)?.message ?? error);
    }
    if (entry && 't' in entry) {
      if (entry.t < purgedBefore) {
        // Purged, but KV elsewhere may still hold it: ask the upstream first, and keep it only as a last resort.
        try {
          return await this.refresh(key, fetcher, getOptions);
        } catch (error) {
          // A remembered failure or an open breaker was logged when it happened, not again per request.
          if (!(error instanceof FastFailure)) console.error('content refresh after purge failed, serving the purged value', key, (error as Error)?.message ?? error);
          this.markStale();
          return entry.v;
        }
      }
      this.options.memory?.set(key, entry);
      if (this.now() - entry.t >= this.freshMs(entry)) {
        this.markStale();
        this.options.waitUntil(
          this.refresh(key, fetcher, { ...(getOptions.isMiss ? { isMiss: getOptions.isMiss } : {}) }, true).catch((error) => {
            // A remembered failure or an open breaker was logged when it happened, not again per request.
            if (!(error instanceof FastFailure)) console.error('content refresh failed, serving stale', key, error?.message ?? error);
          }),
        );
      }
      return entry.v;
    }
    return this.refresh(key, fetcher, getOptions);
  }

  private freshMs(entry: Entry<unknown>): number {
    const seconds = this.options.ttlSeconds;
    return (entry.m ? Math.min(seconds, MISS_FRESH_SECONDS) : seconds) * 1000;
  }

  private markStale(): void {
    this.stale = true;
    this.options.observer?.contentOutcome('stale');
  }

  /**
   * The upstream call behind a key. `background`: a stale entry's refresh in waitUntil, which this request does not
   * wait on (its time is not this request's); its breaker changes are still this request's, if it is still going.
   * Otherwise the request waits for it at most what is left of its budget (optional data: at most
   * `optionalBudgetMs` of that); a call this request started goes on in waitUntil if the wait ends first.
   */
  private refresh<T>(key: string, fetcher: Fetcher<T>, getOptions: GetOptions<T>, background = false): Promise<T> {
    const { guard, timeoutMs, observer } = this.options;
    const upstream = key.split(':')[1] ?? key;
    const call = () => this.fetchAndStore(key, fetcher, getOptions.isMiss);
    const joined = guard?.flying(key) ?? false;
    const flight = guard ? guard.run(key, upstream, this.guardOptions(), call) : call();
    if (background) {
      // A flight another request started settles in that request's context; never wait on it past our own timeout.
      return guard ? raceBudget(flight, timeoutMs + 250, `timed out after ${timeoutMs + 250} ms`) : flight;
    }
    if (!joined) this.options.waitUntil(flight.catch(() => undefined));
    // Read after the call started: the budget's first wait ends just after its own call's timeout, which then
    // decides (its failure is remembered, counted and told to this request's trace before the request goes on).
    const remaining = this.remainingMs();
    const budget = getOptions.optional ? Math.min(this.options.optionalBudgetMs ?? timeoutMs, remaining) : remaining;
    const message = getOptions.optional
      ? `optional ${upstream} data over its ${budget} ms budget`
      : `timed out: the request's ${timeoutMs} ms upstream budget ran out`;
    const done = observer?.upstreamWait(upstream);
    const waited = raceBudget(flight, budget, message);
    return done ? waited.finally(done) : waited;
  }

  private guardOptions() {
    const observer = this.options.observer;
    return {
      negativeMs: this.options.negativeMs ?? 0,
      breakerFailures: this.options.breakerFailures ?? Number.POSITIVE_INFINITY,
      breakerCooldownMs: this.options.breakerCooldownMs ?? 0,
      now: this.now,
      ...(observer ? { onChange: (change: BreakerChange) => observer.breakerChange(change) } : {}),
    };
  }

  private async fetchAndStore<T>(key: string, fetcher: Fetcher<T>, isMiss?: (value: T) => boolean): Promise<T> {
    // Stamped when asked, not when answered: a call that began before a purge must not count as after it.
    const askedAt = this.now();
    const value = await withTimeout(fetcher, this.options.timeoutMs);
    const miss = isMiss?.(value) ?? false;
    const entry: Entry<T> = miss ? { v: value, t: askedAt, m: 1 } : { v: value, t: askedAt };
    this.options.memory?.set(key, entry);
    const keep = miss ? MISS_KEEP_SECONDS : this.options.ttlSeconds + STALE_KEEP_SECONDS;
    this.options.waitUntil(
      this.options.kv
        .put(key, JSON.stringify(entry), { expirationTtl: Math.max(60, keep) })
        .catch((error) => console.error('content cache write failed', key, error?.message ?? error)),
    );
    return value;
  }
}

async function raceBudget<T>(promise: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const over = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new UpstreamError(message)), ms);
  });
  try {
    return await Promise.race([promise, over]);
  } finally {
    clearTimeout(timer);
  }
}

async function withTimeout<T>(fetcher: Fetcher<T>, ms: number): Promise<T> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new UpstreamError(`timed out after ${ms} ms`));
    }, ms);
  });
  try {
    return await Promise.race([fetcher(controller.signal), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** A small LRU map for the in-isolate cache layer. */
export class MemoryLayer {
  private readonly map = new Map<string, unknown>();

  constructor(private readonly maxEntries = 300) {}

  get(key: string): unknown {
    const value = this.map.get(key);
    if (value !== undefined) {
      this.map.delete(key);
      this.map.set(key, value);
    }
    return value;
  }

  set(key: string, value: unknown): void {
    this.map.delete(key);
    this.map.set(key, value);
    if (this.map.size > this.maxEntries) this.map.delete(this.map.keys().next().value!);
  }

  clear(): void {
    this.map.clear();
  }
}
