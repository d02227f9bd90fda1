import type { Language } from './markets';

/** What a page body may depend on: all of it comes from the info-page request. */
export interface InfoPageContext {
  origin: string;
  currencyCode: string;
  currencySymbol: string;
  regulation: string;
  language: Language;
}

export interface InfoPageSource {
  title: Record<Language, string>;
  /** HTML; {cur}, {code} and {brand} are filled from the request (see info-pages.ts). */
  body: string | ((context: InfoPageContext) => string);
}
