import { deleteCookie, IOS_APP_COOKIE, IOS_APP_MAX_AGE_S, readCookie, setCookie } from './cookies';

/** `?ios_app=1` marks a visit from inside the iOS app; `?ios_app=0` ends the mode. */
export const IOS_APP_PARAM = 'ios_app';

export interface IosAppDecision {
  on: boolean;
  /** What to do with the 1-day cookie. */
  cookie: 'set' | 'clear' | 'keep';
}

/** iOS app mode (SPEC §4): the query flag wins and is remembered; otherwise the cookie decides. */
export function decideIosApp(search: string, cookie: string | null): IosAppDecision {
  const params = new URLSearchParams(search);
  let flag: string | null = null;
  for (const [key, value] of params) if (key.toLowerCase() === IOS_APP_PARAM) flag = value.toLowerCase();
  if (flag === '1' || flag === 'true') return { on: true, cookie: 'set' };
  if (flag === '0' || flag === 'false') return { on: false, cookie: 'clear' };
  return { on: cookie === '1', cookie: 'keep' };
}

/** Applies the decision for the current page: cookie, and whether the app mode is on. */
export function detectIosApp(): boolean {
  const decision = decideIosApp(location.search, readCookie(IOS_APP_COOKIE));
  if (decision.cookie === 'set') setCookie(IOS_APP_COOKIE, '1', IOS_APP_MAX_AGE_S);
  if (decision.cookie === 'clear') deleteCookie(IOS_APP_COOKIE);
  return decision.on;
}
