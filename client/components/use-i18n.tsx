import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { localePath, type LocaleId } from '../../i18n/locales';
import { createTranslator, type Translate } from '../../i18n/translate';
import { useStores } from '../state/context';

export interface I18n {
  locale: LocaleId;
  t: Translate;
  href: (rest: string) => string;
}

const I18nContext = createContext<I18n | null>(null);

/**
 * The locale's translator, made once per locale for the whole tree. One subscription to the router store here instead
 * of one per component: a lobby has a hundred tiles, and each `useSnapshot` is a store subscription and a snapshot
 * proxy per render (issue 29: hydration and a tab's render on a phone).
 */
export function I18nProvider({ children }: { children: ReactNode }) {
  const { router } = useStores();
  return <LocaleProvider locale={useSnapshot(router).payload.locale}>{children}</LocaleProvider>;
}

/** One locale's translator for a tree of its own (the page's, above; a page drawn without its state). */
export function LocaleProvider({ locale, children }: { locale: LocaleId; children: ReactNode }) {
  const value = useMemo<I18n>(() => ({ locale, t: createTranslator(locale), href: (rest: string) => localePath(locale, rest) }), [locale]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

/** The current locale, its translator and a helper turning locale-free paths into links (under App's provider). */
export function useI18n(): I18n {
  return useContext(I18nContext)!;
}
