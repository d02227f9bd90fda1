import { ACTIVITY_COOKIE, parseActivity, RECENT_ACTIVITY_WINDOW_S } from '../contracts/activity';
import { deleteCookie, readCookie, setCookie } from './cookies';

/** The activity cookie's I/O in the browser; its rules are client/contracts/activity.ts (the worker reads them too). */

export function readActivity(): number | null {
  return parseActivity(readCookie(ACTIVITY_COOKIE));
}

/** For the platform bridge: stamp activity now (login, keep-alive); the cookie lives as long as the window. */
export function stampActivity(now: number = Date.now()): void {
  setCookie(ACTIVITY_COOKIE, String(Math.floor(now / 1000)), RECENT_ACTIVITY_WINDOW_S);
}

/**
 * For the platform bridge: logged out clears the stamp (SPEC §4). Only when there is one: every guest's page load
 * passes here, and a cookie write is a few milliseconds of a phone's main thread in the platform-ready task.
 */
export function clearActivity(): void {
  if (readCookie(ACTIVITY_COOKIE) !== null) deleteCookie(ACTIVITY_COOKIE);
}
