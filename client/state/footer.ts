import { proxy } from 'valtio';
import type { Fetch } from '../api/client';
import type { FooterData } from '../contracts/site';
import type { PlatformLanguage } from '../../i18n/locales';
import type { EngageBanner } from '../platform/framework';

/** Footer state of SPEC §3. Icons and copyright are platform HTML already sanitised by the worker. */
export interface FooterState {
  smartFooterIcons: string;
  footerCopyright: string;
  engageBanners: EngageBanner[];
  /** True once the platform framework reported ready (SPEC §4 'Platform ready'). */
  apiLoaded: boolean;
}

export function createFooterState(footer: FooterData): FooterState {
  return proxy<FooterState>({
    smartFooterIcons: footer.iconsHtml,
    footerCopyright: footer.copyrightHtml,
    engageBanners: [],
    apiLoaded: false,
  });
}


let latestRefresh = 0;

/**
 * Reloads the copyright HTML in a language from the worker (GET /api/copyright, sanitised there). A failure is
 * logged only and keeps the current text (SPEC §8); of overlapping refreshes the last one started wins.
 */
export async function refreshCopyright(state: FooterState, language: PlatformLanguage, fetcher?: Fetch): Promise<void> {
  const id = ++latestRefresh;
  try {
    // Called once the platform is ready or the language changes: the API door is not the first screen's code.
    const { getCopyright } = await import('../api/get-copyright');
    const body = await getCopyright(language, fetcher ? { fetch: fetcher } : {});
    if (id === latestRefresh) state.footerCopyright = body.html;
  } catch (error) {
    console.warn('Footer copyright request failed', error);
  }
}
