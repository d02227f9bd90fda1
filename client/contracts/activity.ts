/**
 * The recent-activity rules of SPEC §4, pure, for both runtimes: the worker reads the request's cookie to render a
 * returning visitor's first screen (docs/decisions/023), the browser stamps and clears it (client/browser/activity.ts).
 */

/** Epoch seconds of the player's last activity, stamped on login and by the keep-alive (SPEC §4). */
export const ACTIVITY_COOKIE = 'last-activity';
/** SPEC §4/§9: active within the last 300 s counts as recently active. */
export const RECENT_ACTIVITY_WINDOW_S = 300;
/**
 * The welcome-back state never stays longer than this, even if no session check ever completes (a missing or
 * failed platform framework must not keep the header waiting).
 */
export const WELCOME_BACK_MAX_MS = 12_000;

/** The cookie's epoch seconds, or null when absent or not a positive number. */
export function parseActivity(value: string | null | undefined): number | null {
  if (value === null || value === undefined || !/^\d{1,12}$/.test(value.trim())) return null;
  const seconds = Number(value);
  return seconds > 0 ? seconds : null;
}

/** Was there activity within the 300 s window before `now` (epoch ms)? A stamp in the future does not count. */
export function wasRecentlyActive(lastActivity: number | null, now: number = Date.now()): boolean {
  if (lastActivity === null) return false;
  const elapsedMs = now - lastActivity * 1000;
  return elapsedMs >= 0 && elapsedMs <= RECENT_ACTIVITY_WINDOW_S * 1000;
}

/**
 * localStorage key of what the last logged-in player's home rails held ({recent, favourites}: were they non-empty),
 * written by the browser while a player is logged in and read by the head script below before first paint.
 */
export const PLAYER_RAILS_KEY = 'player-rails';

/**
 * The inline head script of a returning visitor's page (with the CSP nonce): before first paint it marks <html>
 * with `has-recent` / `has-favourites` from what this browser last knew of the player's rails, so the reserved rail
 * places that would stay empty collapse before anything is drawn (client/styles/lobby.css). Not React's: the
 * client hydrates #root only, so the classes cannot cause a hydration mismatch.
 */
export function playerRailsHeadScript(): string {
  return `try{var r=JSON.parse(localStorage.getItem(${JSON.stringify(PLAYER_RAILS_KEY)})||'null'),l=document.documentElement.classList;if(r&&r.recent)l.add('has-recent');if(r&&r.favourites)l.add('has-favourites')}catch(e){}`;
}
