import { proxy } from 'valtio';
import type { SiteContext } from '../contracts/site';

/** App state of SPEC §3. Created per request on the server, once in the browser. */
export interface AppState {
  deviceType: 'desktop' | 'mobile';
  userCountry: string;
  menuOpen: boolean;
  searchOpen: boolean;
  infoPopupOpen: boolean;
  /** The consent popup: shown by the 2 s timer ('auto') or by the footer's Cookie settings ('settings'). */
  consentOpen: 'auto' | 'settings' | null;
  currentInfoPageId: string | null;
  gridSize: number;
  reelSize: number;
  bannerChoice: 0 | 1 | 2 | 3;
  isNative: boolean;
  customCategories: Record<string, number[]>;
  customFeatured: Record<string, number[]>;
}

export const DEFAULT_GRID_SIZE = 7;
export const DEFAULT_REEL_SIZE = 10;

export function createAppState(site: SiteContext): AppState {
  return proxy<AppState>({
    deviceType: site.device,
    userCountry: site.country || 'GB',
    menuOpen: false,
    searchOpen: false,
    infoPopupOpen: false,
    consentOpen: null,
    currentInfoPageId: null,
    gridSize: DEFAULT_GRID_SIZE,
    reelSize: DEFAULT_REEL_SIZE,
    bannerChoice: 0,
    isNative: false,
    customCategories: {},
    customFeatured: {},
  });
}
