import type { Context, MiddlewareHandler } from 'hono';

/** The one casino the emulated platform knows (SPEC §9). */
export const CASINO_ID = '178';

/** Error body of the emulated platform: a numeric status and a message, like the ticket provider's. */
export function jsonError(c: Context, status: 400 | 401 | 404, message: string) {
  return c.json({ status: 0, message }, status);
}

/** Absolute URLs in responses use the emulator's own origin, whichever port or test host it runs on. */
export function requestOrigin(c: Context): string {
  return new URL(c.req.url).origin;
}

/** 404 for any casino id but 178 on /brands/:casinoId/… paths. */
export const casinoGuard: MiddlewareHandler = async (c, next) => {
  const id = c.req.param('casinoId');
  if (id !== CASINO_ID) return jsonError(c, 404, `Unknown casino id '${id ?? ''}'`);
  await next();
};

/**
 * Reads required query parameters: each must be present (an empty value counts as present only when listed in
 * `mayBeEmpty`). Returns the values, or the name of the first missing one.
 */
export function requiredQuery<K extends string>(
  c: Context,
  names: readonly K[],
  mayBeEmpty: readonly K[] = [],
): { ok: true; values: Record<K, string> } | { ok: false; missing: K } {
  const values = {} as Record<K, string>;
  for (const name of names) {
    const value = c.req.query(name);
    if (value === undefined || (value === '' && !mayBeEmpty.includes(name))) return { ok: false, missing: name };
    values[name] = value;
  }
  return { ok: true, values };
}

/** JSON with a cached, pre-serialised body (the games list is large and identical between requests). */
export function rawJson(c: Context, body: string) {
  return c.body(body, 200, { 'Content-Type': 'application/json; charset=UTF-8' });
}
