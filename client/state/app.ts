import { proxy } from 'valtio';
import type { SiteContext } from '../contracts/site';

/**
 * App state of SPEC §3, less the fields the worker owns (user country, grid and reel size, banner choice, custom
 * categories and featured lists: docs/decisions/021-app-state-fields.md). Created per request on the server, once in
 * the browser.
 */
export interface AppState {
  deviceType: 'desktop' | 'mobile';
  menuOpen: boolean;
  searchOpen: boolean;
  infoPopupOpen: boolean;
  /** The consent popup: shown by the 2 s timer ('auto') or by the footer's Cookie settings ('settings'). */
  consentOpen: 'auto' | 'settings' | null;
  currentInfoPageId: string | null;
  isNative: boolean;
  /**
   * The worker rendered the welcome-back state (site.returning: a fresh activity cookie) and it has not timed out
   * (WELCOME_BACK_MAX_MS); components read it through useWelcomeBack, which also ends it with the session check.
   */
  welcomeBack: boolean;
  /**
   * What the welcome-back box says under 'Welcome back' when not 'Logging in': the offline chunk's 'Reconnecting'
   * while the framework waits for the connection (docs/decisions/045). A message key, set by that chunk only.
   */
  welcomeSub?: 'offline.reconnecting';
}

export function createAppState(site: SiteContext): AppState {
  return proxy<AppState>({
    deviceType: site.device,
    menuOpen: false,
    searchOpen: false,
    infoPopupOpen: false,
    consentOpen: null,
    currentInfoPageId: null,
    isNative: false,
    welcomeBack: site.returning,
  });
}
