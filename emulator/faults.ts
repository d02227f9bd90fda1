import type { MiddlewareHandler } from 'hono';

/**
 * How an upstream path misbehaves (QUALITY.md fault matrix). 'slow' answers normally after `ms`; 'reset' sends the
 * real status, headers and part of the body, then drops the connection (the body stream errors). The socket modes
 * (SOCKET_FAULT_MODES) act on the feeds' WebSockets (emulator/feeds/) and leave HTTP answers alone; 'malformed' and
 * 'hostile' act on both, and the HTTP modes refuse or hold a socket's upgrade (emulator/feeds/upgrade.ts).
 */
export type FaultMode = HttpFaultMode | SocketFaultMode;

type HttpFaultMode = '500' | '503' | 'hang' | 'malformed' | 'hostile' | 'empty' | 'slow' | 'reset';

/**
 * 'drop' closes every socket on the path (no close frame) and each new one as it opens; 'stall' keeps them open and
 * sends nothing; 'duplicate' sends every table or jackpot list twice; 'out-of-order' follows a table's new result
 * with its state before it.
 */
export type SocketFaultMode = 'drop' | 'stall' | 'duplicate' | 'out-of-order';

export const SOCKET_FAULT_MODES: readonly SocketFaultMode[] = ['drop', 'stall', 'duplicate', 'out-of-order'];

export const FAULT_MODES: readonly FaultMode[] = ['500', '503', 'hang', 'malformed', 'hostile', 'empty', 'slow', 'reset', ...SOCKET_FAULT_MODES];

/**
 * A mode's parameters: `ms` is how long 'slow' waits before answering (default 1500); `html` is what 'hostile'
 * appends to every HTML-looking string instead of HOSTILE_HTML (a hostile-markup corpus; at most MAX_HOSTILE_HTML).
 */
export interface FaultOptions {
  ms?: number;
  html?: string;
}

export const MAX_HOSTILE_HTML = 256 * 1024;

export const DEFAULT_SLOW_MS = 1500;

/** One rule as listed by GET /__emulator/faults. */
export interface FaultRule {
  prefix: string;
  mode: FaultMode;
  ms?: number;
}

/** Appended to every HTML-looking string of a response in 'hostile' mode. */
export const HOSTILE_HTML =
  '<script>window.__pwned=1</script><img src="x" onerror="window.__pwned=2">' +
  '<a href="javascript:window.__pwned=3">click</a><iframe src="https://evil.example/"></iframe>' +
  '<div style="width:expression(alert(1));background:url(javascript:alert(1))" onclick="alert(1)">styled</div>' +
  '<svg><script>alert(1)</script></svg><form action="https://evil.example/"><input name="p"></form>';


/**
 * Appended in 'hostile' mode to plain-text fields (titles, names, descriptions, excerpts), which carry no markup when
 * healthy: tags, and tags hidden behind entities, which a careless decode would turn back into markup.
 */
export const HOSTILE_TEXT = HOSTILE_HTML + '&lt;script&gt;window.__pwned=4&lt;/script&gt;&#60;img src=x onerror=window.__pwned=5&#62;';

/** Keys whose string values are text for people (WordPress `rendered` covers title, excerpt and content). */
const TEXT_KEYS = new Set(['rendered', 'title', 'name', 'tableName', 'description', 'excerpt', 'subtitle', 'ctaText', 'cta_label', 'alt_text', 'caption', 'og_title', 'og_description', 'intro', 'author', 'eligibleGames', 'eligible_games']);

/** Faults keyed by path prefix ('/wp-json/wp/v2/games'); the longest matching prefix wins. */
export class Faults {
  private readonly rules = new Map<string, { mode: FaultMode; options: FaultOptions }>();
  private readonly listeners = new Set<() => void>();

  /** A hanging response gives up after hangMs (or when the caller aborts), so test runs never leak requests. */
  constructor(private readonly hangMs = 60_000) {}

  /** `set('/wp-json/wp/v2/games', 'slow', { ms: 1500 })`; options are ignored by the modes that take none. */
  set(prefix: string, mode: FaultMode, options: FaultOptions = {}): void {
    if (options.ms !== undefined && !(Number.isFinite(options.ms) && options.ms >= 0)) throw new Error(`fault ms must be a number ≥ 0, got ${options.ms}`);
    if (options.html !== undefined && options.html.length > MAX_HOSTILE_HTML) throw new Error(`fault html is over ${MAX_HOSTILE_HTML} characters`);
    const kept = mode === 'slow' ? { ms: options.ms ?? DEFAULT_SLOW_MS } : mode === 'hostile' && options.html !== undefined ? { html: options.html } : {};
    this.rules.set(prefix, { mode, options: kept });
    this.changed();
  }

  clear(prefix?: string): void {
    if (prefix === undefined) this.rules.clear();
    else this.rules.delete(prefix);
    this.changed();
  }

  /** Heard after every set and clear: a socket fault such as 'drop' acts on the sockets already open. */
  onChange(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** The rule for a path, with its options ('slow' ms, 'hostile' html). */
  ruleFor(path: string): { mode: FaultMode; options: FaultOptions } | undefined {
    return this.rule(path);
  }

  private changed(): void {
    for (const listener of this.listeners) listener();
  }

  list(): FaultRule[] {
    return [...this.rules].map(([prefix, { mode, options }]) => ({ prefix, mode, ...options }));
  }

  match(path: string): FaultMode | undefined {
    return this.rule(path)?.mode;
  }

  private rule(path: string): { mode: FaultMode; options: FaultOptions } | undefined {
    let best: string | undefined;
    for (const prefix of this.rules.keys()) if (path.startsWith(prefix) && (!best || prefix.length > best.length)) best = prefix;
    return best === undefined ? undefined : this.rules.get(best);
  }

  /** Waits `ms`, or less when the caller gives up (its request's signal aborts). */
  private wait(ms: number, signal: AbortSignal | undefined): Promise<void> {
    return new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      signal?.addEventListener('abort', () => {
        clearTimeout(timer);
        resolve();
      });
    });
  }

  /** Applies the matching fault before (500/503/hang/malformed/empty/slow) or after (hostile/reset) the real handler. */
  middleware(): MiddlewareHandler {
    return async (c, next) => {
      const rule = this.rule(c.req.path);
      if (!rule) return next();
      const { mode, options } = rule;
      switch (mode) {
        case 'drop':
        case 'stall':
        case 'duplicate':
        case 'out-of-order':
          return next();
        case 'slow':
          await this.wait(options.ms ?? DEFAULT_SLOW_MS, c.req.raw.signal);
          return next();
        case 'reset': {
          await next();
          const headers = new Headers(c.res.headers);
          headers.delete('content-length');
          c.res = new Response(resetMidBody(await c.res.arrayBuffer()), { status: c.res.status, headers });
          return;
        }
        case '500':
        case '503':
          return c.json({ code: 'emulated_fault', message: `Emulated ${mode}`, data: { status: Number(mode) } }, Number(mode) as 500);
        case 'hang':
          await this.wait(this.hangMs, c.req.raw.signal);
          return c.text('too late', 504);
        case 'malformed':
          return c.body('{"data": {"oops": [1, 2', 200, { 'Content-Type': 'application/json; charset=UTF-8' });
        case 'empty':
          return c.json([], 200, { 'X-WP-Total': '0', 'X-WP-TotalPages': '0' });
        case 'hostile': {
          await next();
          const type = c.res.headers.get('content-type') ?? '';
          if (!type.includes('json')) return;
          const body = hostile(await c.res.json(), '', options.html);
          const headers = new Headers(c.res.headers);
          headers.delete('content-length');
          c.res = new Response(JSON.stringify(body), { status: c.res.status, headers });
          return;
        }
      }
    };
  }
}

/**
 * The first half of a body (at least one byte when there is one), then an error: a server whose connection dropped
 * mid-body. Served over HTTP (emulator/server.ts) the socket is destroyed after the sent part; in process (the
 * Miniflare tests) the reader of the body gets the error.
 */
export function resetMidBody(body: ArrayBuffer): ReadableStream<Uint8Array> {
  const bytes = new Uint8Array(body);
  const cut = Math.max(1, Math.floor(bytes.length / 2));
  let sent = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!sent && bytes.length > 0) {
        sent = true;
        controller.enqueue(bytes.slice(0, cut));
        return;
      }
      // A moment later, so a server has written the headers and the first part before the drop (a stream that fails
      // at once is answered as a 500 by @hono/node-server).
      await new Promise((resolve) => setTimeout(resolve, 25));
      controller.error(new Error('emulated connection reset'));
    },
  });
}

/** Every HTML-looking string gets HOSTILE_HTML (or `html`); every text field (by key) gets HOSTILE_TEXT. */
export function hostile(value: unknown, key = '', html?: string): unknown {
  if (typeof value === 'string') {
    if (html !== undefined) return value.includes('<') ? value + html : value;
    if (TEXT_KEYS.has(key) && !value.includes('<')) return value + HOSTILE_TEXT;
    return value.includes('<') ? value + HOSTILE_HTML : value;
  }
  if (Array.isArray(value)) return value.map((v) => hostile(v, key, html));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, hostile(v, k, html)]));
  return value;
}
