import { proxy } from 'valtio';
import type { FooterData } from '../contracts/site';
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
