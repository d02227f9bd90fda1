import type { MiddlewareHandler } from 'hono';

/** How an upstream path misbehaves (QUALITY.md fault matrix). */
export type FaultMode = '500' | '503' | 'hang' | 'malformed' | 'hostile' | 'empty';

export const FAULT_MODES: readonly FaultMode[] = ['500', '503', 'hang', 'malformed', 'hostile', 'empty'];

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
const TEXT_KEYS = new Set(['rendered', 'title', 'name', 'description', 'excerpt', 'subtitle', 'ctaText', 'cta_label', 'alt_text', 'caption', 'og_title', 'og_description', 'intro', 'author']);

/** Faults keyed by path prefix ('/wp-json/wp/v2/games'); the longest matching prefix wins. */
export class Faults {
  private readonly rules = new Map<string, FaultMode>();

  /** A hanging response gives up after hangMs (or when the caller aborts), so test runs never leak requests. */
  constructor(private readonly hangMs = 60_000) {}

  set(prefix: string, mode: FaultMode): void {
    this.rules.set(prefix, mode);
  }

  clear(prefix?: string): void {
    if (prefix === undefined) this.rules.clear();
    else this.rules.delete(prefix);
  }

  list(): { prefix: string; mode: FaultMode }[] {
    return [...this.rules].map(([prefix, mode]) => ({ prefix, mode }));
  }

  match(path: string): FaultMode | undefined {
    let best: string | undefined;
    for (const prefix of this.rules.keys()) if (path.startsWith(prefix) && (!best || prefix.length > best.length)) best = prefix;
    return best === undefined ? undefined : this.rules.get(best);
  }

  /** Applies the matching fault before (500/503/hang/malformed/empty) or after (hostile) the real handler. */
  middleware(): MiddlewareHandler {
    return async (c, next) => {
      const mode = this.match(c.req.path);
      if (!mode) return next();
      switch (mode) {
        case '500':
        case '503':
          return c.json({ code: 'emulated_fault', message: `Emulated ${mode}`, data: { status: Number(mode) } }, Number(mode) as 500);
        case 'hang':
          await new Promise<void>((resolve) => {
            const timer = setTimeout(resolve, this.hangMs);
            c.req.raw.signal?.addEventListener('abort', () => {
              clearTimeout(timer);
              resolve();
            });
          });
          return c.text('too late', 504);
        case 'malformed':
          return c.body('{"data": {"oops": [1, 2', 200, { 'Content-Type': 'application/json; charset=UTF-8' });
        case 'empty':
          return c.json([], 200, { 'X-WP-Total': '0', 'X-WP-TotalPages': '0' });
        case 'hostile': {
          await next();
          const type = c.res.headers.get('content-type') ?? '';
          if (!type.includes('json')) return;
          const body = hostile(await c.res.json());
          const headers = new Headers(c.res.headers);
          headers.delete('content-length');
          c.res = new Response(JSON.stringify(body), { status: c.res.status, headers });
          return;
        }
      }
    };
  }
}

/** Every HTML-looking string gets HOSTILE_HTML; every text field (by key) gets HOSTILE_TEXT. */
function hostile(value: unknown, key = ''): unknown {
  if (typeof value === 'string') {
    if (TEXT_KEYS.has(key) && !value.includes('<')) return value + HOSTILE_TEXT;
    return value.includes('<') ? value + HOSTILE_HTML : value;
  }
  if (Array.isArray(value)) return value.map((v) => hostile(v, key));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, hostile(v, k)]));
  return value;
}
