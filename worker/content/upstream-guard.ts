import { UpstreamError } from './upstream';

export interface GuardOptions {
  /** A failed cold call is remembered this long and answered from memory (docs/decisions/019). */
  negativeMs: number;
  /** Consecutive timeouts/5xx/network failures of one upstream that open its breaker. */
  breakerFailures: number;
  /** How long an open breaker fails fast before letting one probe through. */
  breakerCooldownMs: number;
  now: () => number;
  /** Told of each breaker state change this run causes (the request's trace); the change is logged either way. */
  onChange?: (change: BreakerChange) => void;
}

export type BreakerState = 'closed' | 'open' | 'half-open';

/** One breaker state change, as the request log and the breaker's own log line name it. */
export interface BreakerChange {
  upstream: string;
  from: BreakerState;
  to: BreakerState;
}

/** Answered without calling the upstream (a remembered failure or an open breaker): nothing new to log. */
export class FastFailure extends UpstreamError {
  constructor(message: string, status: number | null = null) {
    super(message, status);
    this.name = 'FastFailure';
  }
}

interface Breaker {
  state: BreakerState;
  failures: number;
  openedAt: number;
  probing: boolean;
}

/**
 * Isolate-wide discipline for upstream calls (docs/decisions/019-upstream-discipline.md): one flight per cache key
 * shared by every request of the isolate, a short memory of failures, and a circuit breaker per upstream. State
 * changes are logged once, not per request.
 */
export class UpstreamGuard {
  private readonly flights = new Map<string, Promise<unknown>>();
  private readonly failures = new Map<string, { error: unknown; until: number }>();
  private readonly breakers = new Map<string, Breaker>();

  /**
   * Runs `call` for `key` unless a flight for it is already under way (then shares it), a failure of it is still
   * remembered, or its upstream's breaker is open.
   */
  run<T>(key: string, upstream: string, options: GuardOptions, call: () => Promise<T>): Promise<T> {
    const pending = this.flights.get(key) as Promise<T> | undefined;
    if (pending) return pending;
    const now = options.now();
    const remembered = this.failures.get(key);
    if (remembered && remembered.until > now) return Promise.reject(remembered.error);
    if (remembered) this.failures.delete(key);
    const breaker = this.breaker(upstream);
    if (!this.admit(upstream, breaker, options, now)) {
      return Promise.reject(new FastFailure(`${upstream} circuit open`));
    }
    const flight = call().then(
      (value) => {
        this.settle(upstream, breaker, true, options);
        return value;
      },
      (error: unknown) => {
        this.settle(upstream, breaker, !countsAgainstBreaker(error), options);
        if (options.negativeMs > 0) this.failures.set(key, { error: asRemembered(error), until: options.now() + options.negativeMs });
        throw error;
      },
    );
    const tracked = flight.finally(() => this.flights.delete(key));
    // The flight's own rejection is handled by whoever awaits it; this copy only clears the map.
    tracked.catch(() => undefined);
    this.flights.set(key, tracked);
    return tracked;
  }

  /** A call for `key` is under way in this isolate (a request that runs it shares it, and does not own it). */
  flying(key: string): boolean {
    return this.flights.has(key);
  }

  /** A purge: remembered failures may be stale news too. Breakers keep their state (the upstream did not change). */
  forgetFailures(): void {
    this.failures.clear();
  }

  /** The breaker state of one upstream (/__health, tests, the bench). */
  state(upstream: string): BreakerState {
    return this.breakers.get(upstream)?.state ?? 'closed';
  }

  private breaker(upstream: string): Breaker {
    let b = this.breakers.get(upstream);
    if (!b) this.breakers.set(upstream, (b = { state: 'closed', failures: 0, openedAt: 0, probing: false }));
    return b;
  }

  private admit(upstream: string, b: Breaker, options: GuardOptions, now: number): boolean {
    if (b.state === 'closed') return true;
    if (b.state === 'open' && now - b.openedAt >= options.breakerCooldownMs) this.move(upstream, b, 'half-open', options);
    if (b.state === 'half-open' && !b.probing) {
      b.probing = true;
      return true;
    }
    return false;
  }

  private settle(upstream: string, b: Breaker, ok: boolean, options: GuardOptions): void {
    b.probing = false;
    if (ok) {
      if (b.state !== 'closed') this.move(upstream, b, 'closed', options);
      b.failures = 0;
      return;
    }
    b.failures++;
    if (b.state === 'half-open' || (b.state === 'closed' && b.failures >= options.breakerFailures)) {
      this.move(upstream, b, 'open', options);
      b.openedAt = options.now();
    }
  }

  /** A state change: logged once, as one structured line (`upstream wp: circuit open after 5 failures`), and told to the run's request. */
  private move(upstream: string, b: Breaker, to: BreakerState, options: GuardOptions): void {
    const change: BreakerChange = { upstream, from: b.state, to };
    b.state = to;
    const what = to === 'open' ? `circuit open after ${b.failures} failures` : to === 'half-open' ? 'circuit half-open, one probe' : 'circuit closed';
    console.warn({ event: 'breaker', message: `upstream ${upstream}: ${what}`, ...change, failures: b.failures });
    options.onChange?.(change);
  }
}

/** Timeouts, 5xx and network failures say the upstream is unwell; a 404 or a malformed body does not. */
function countsAgainstBreaker(error: unknown): boolean {
  if (!(error instanceof UpstreamError)) return false;
  if (error.status !== null) return error.status >= 500;
  return /^(timed out|request failed)/.test(error.message);
}

/** The failure as later requests get it: same status (a 404 stays a 404), marked as answered from memory. */
function asRemembered(error: unknown): unknown {
  if (!(error instanceof UpstreamError)) return error;
  return new FastFailure(`${error.message} (remembered)`, error.status);
}

/** Logs an upstream failure a client turned into a fallback, unless it is a FastFailure (logged when it happened). */
export function logFailure(label: string, error: unknown): void {
  if (error instanceof FastFailure) return;
  console.error(label, (error as Error)?.message ?? error);
}
