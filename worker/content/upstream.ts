/** A failed upstream call: non-200, network error, timeout, malformed JSON or a body of the wrong shape. */
export class UpstreamError extends Error {
  constructor(
    message: string,
    readonly status: number | null = null,
  ) {
    super(message);
    this.name = 'UpstreamError';
  }
}

/**
 * A single-item lookup (SPEC §8): found, or an error object with code 404 (the CMS answered an empty list) or 500
 * (any failure). Content returns it; the route loaders decide what it means for the page.
 */
export type Lookup<T> = { ok: true; value: T } | { ok: false; code: 404 | 500 };

export const found = <T>(value: T): Lookup<T> => ({ ok: true, value });
export const missing = (code: 404 | 500): Lookup<never> => ({ ok: false, code });

export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

export interface JsonResponse {
  body: unknown;
  headers: Headers;
}

/**
 * GET (or POST) JSON. Only HTTP 200 is success (SPEC §5); anything else, an abort (timeout), a body cut off
 * mid-way (a connection reset: counted as a network failure) or an unparsable body is an UpstreamError. The signal
 * comes from the cache's timeout.
 */
export async function fetchJson(fetch: FetchLike, url: string, init: RequestInit = {}): Promise<JsonResponse> {
  let res: Response;
  try {
    res = await fetch(url, { ...init, headers: { Accept: 'application/json', ...init.headers } });
  } catch (error) {
    throw new UpstreamError(`request failed: ${(error as Error)?.message ?? error}`);
  }
  if (res.status !== 200) {
    await res.body?.cancel();
    throw new UpstreamError(`HTTP ${res.status}`, res.status);
  }
  let text: string;
  try {
    text = await res.text();
  } catch (error) {
    // The connection dropped mid-body (or the timeout fired while reading): a network failure, not a bad body.
    throw new UpstreamError(`request failed mid-body: ${(error as Error)?.message ?? error}`);
  }
  try {
    return { body: JSON.parse(text), headers: res.headers };
  } catch {
    throw new UpstreamError('malformed JSON', 200);
  }
}

/** A string field of upstream JSON: strings as they are, numbers as text, anything else empty. */
export function asString(value: unknown): string {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
}

/** Narrowing helpers: a body of the wrong shape is an upstream error, never a crash further in. */
export function expectArray(value: unknown, what: string): unknown[] {
  if (!Array.isArray(value)) throw new UpstreamError(`${what}: expected an array`);
  return value;
}

export function expectObject(value: unknown, what: string): Record<string, unknown> {
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw new UpstreamError(`${what}: expected an object`);
  return value as Record<string, unknown>;
}

/** Builds `base + path + ?query` keeping the given parameter order (the spec's query strings are tested exactly). */
export function upstreamUrl(base: string, path: string, query: [string, string | number | undefined][] = []): string {
  const url = new URL(path.replace(/^\//, ''), base.endsWith('/') ? base : `${base}/`);
  // Commas stay literal (`_fields=slug,name`), as WordPress documents them; everything else is encoded.
  const encode = (v: string) => encodeURIComponent(v).replace(/%2C/gi, ',');
  const pairs = query.filter(([, v]) => v !== undefined).map(([k, v]) => `${encode(k)}=${encode(String(v))}`);
  return pairs.length ? `${url.origin}${url.pathname}?${pairs.join('&')}` : `${url.origin}${url.pathname}`;
}
