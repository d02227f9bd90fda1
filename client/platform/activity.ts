import { deleteCookie, readCookie, setCookie } from './cookies';

/** Epoch seconds of the player's last activity, stamped on login and by the keep-alive (SPEC §4). */
export const ACTIVITY_COOKIE = 'last-activity';
/** SPEC §4/§9: active within the last 300 s counts as recently active. */
export const RECENT_ACTIVITY_WINDOW_S = 300;
/**
 * The welcome-back loader never stays longer than this, even if no session check ever completes (a missing or
 * failed platform framework must not lock the site behind an overlay).
 */
export const WELCOME_BACK_MAX_MS = 12_000;

/** The cookie's epoch seconds, or null when absent or not a positive number. */
export function parseActivity(value: string | null): number | null {
  if (value === null || !/^\d{1,12}$/.test(value.trim())) return null;
  const seconds = Number(value);
  return seconds > 0 ? seconds : null;
}

/** Was there activity within the 300 s window before `now` (epoch ms)? A stamp in the future does not count. */
export function wasRecentlyActive(lastActivity: number | null, now: number = Date.now()): boolean {
  if (lastActivity === null) return false;
  const elapsedMs = now - lastActivity * 1000;
  return elapsedMs >= 0 && elapsedMs <= RECENT_ACTIVITY_WINDOW_S * 1000;
}

export interface WelcomeBackInput {
  /** Epoch seconds from the activity cookie, or null. */
  lastActivity: number | null;
  isLoggedIn: boolean;
  sessionChecked: boolean;
}

/** SPEC §2: 'Welcome back / Logging in' shows if recently active, not logged in and the session is not yet checked. */
export function shouldShowWelcomeBack(input: WelcomeBackInput, now: number = Date.now()): boolean {
  return !input.isLoggedIn && !input.sessionChecked && wasRecentlyActive(input.lastActivity, now);
}

export function readActivity(): number | null {
  return parseActivity(readCookie(ACTIVITY_COOKIE));
}

/** For the platform bridge: stamp activity now (login, keep-alive); the cookie lives as long as the window. */
export function stampActivity(now: number = Date.now()): void {
  setCookie(ACTIVITY_COOKIE, String(Math.floor(now / 1000)), RECENT_ACTIVITY_WINDOW_S);
}

/** For the platform bridge: logged out clears the stamp (SPEC §4). */
export function clearActivity(): void {
  deleteCookie(ACTIVITY_COOKIE);
}
