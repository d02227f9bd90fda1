import type { Fetch } from '../api/client';
import type { PlatformLanguage } from '../../i18n/locales';
import type { FooterState } from './footer';

// Apart from the footer's state (state/footer.ts, which the first screen makes): only the bridge and the language
// switcher, both lazy chunks, refresh the copyright (issue 53).
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
