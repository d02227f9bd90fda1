import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { ACTIVITY_COOKIE, parseActivity, wasRecentlyActive } from '../client/contracts/activity';
import { GUEST_COPY_HEADER } from '../client/contracts/guest-copy';

const decided = new WeakMap<object, boolean>();

/**
 * Does this request's activity cookie say the visitor was active within the last 300 s (SPEC §4)? Then the page is
 * rendered in the welcome-back state (docs/decisions/023). Decided once per request, so the page cache key and the
 * render can never disagree across a second boundary; it says nothing about who the player is (the worker never
 * knows), only that a session check is worth waiting for. A request for the service worker's copy of the page
 * (GUEST_COPY_HEADER, docs/decisions/045) is a guest's whatever its cookie.
 */
export function isReturning(c: Context, now: number = Date.now()): boolean {
  let returning = decided.get(c.req.raw);
  if (returning === undefined) {
    returning = !c.req.header(GUEST_COPY_HEADER) && wasRecentlyActive(parseActivity(getCookie(c, ACTIVITY_COOKIE)), now);
    decided.set(c.req.raw, returning);
  }
  return returning;
}
