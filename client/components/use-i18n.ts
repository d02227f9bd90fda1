import { useMemo } from 'react';
import { useSnapshot } from 'valtio';
import { localePath, type LocaleId } from '../../i18n/locales';
import { createTranslator, type Translate } from '../../i18n/translate';
import { useStores } from '../state/context';

/** The current locale, its translator and a helper turning locale-free paths into links. */
export function useI18n(): { locale: LocaleId; t: Translate; href: (rest: string) => string } {
  const { router } = useStores();
  const locale = useSnapshot(router).payload.locale;
  return useMemo(
    () => ({ locale, t: createTranslator(locale), href: (rest: string) => localePath(locale, rest) }),
    [locale],
  );
}
