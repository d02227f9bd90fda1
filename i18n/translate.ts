import type { MessageGroup } from './group';
import { createLocaleIntl, type LocaleIntl, type Message } from './intl';
import { getLocale, type Language, type LocaleId } from './locales';
import { en, type MessageKey, type Messages } from './messages/en';
import { regional } from './messages/regional';

/**
 * Messages by language. English is always here; Finnish and Spanish are registered by i18n/all-messages.ts in the
 * worker and loaded on demand in the browser (i18n/load-messages.ts), so an English page ships no other language.
 * Message groups (i18n/groups/) travel with the lazy chunk that shows them and are merged in when it loads.
 */
const tables: Record<Language, Record<string, Message>> = { en: { ...en }, fi: {}, es: {} };
const loaded = new Set<Language>(['en']);

export function registerMessages(language: Language, messages: Messages): void {
  Object.assign(tables[language], messages);
  loaded.add(language);
}

export function hasMessages(language: Language): boolean {
  return loaded.has(language);
}

/** Makes a group's text available to every translator, already made or not. */
export function registerGroup(group: MessageGroup): void {
  for (const language of Object.keys(tables) as Language[]) Object.assign(tables[language], group[language]);
}

const intls = new Map<LocaleId, LocaleIntl>();

/** The locale's formatjs object (messages, numbers, money, dates), made once per locale. */
export function intlFor(locale: LocaleId): LocaleIntl {
  let intl = intls.get(locale);
  if (!intl) intls.set(locale, (intl = createLocaleIntl(getLocale(locale).tag)));
  return intl;
}

export type Translate = (key: MessageKey, values?: Record<string, string | number>) => string;

/**
 * A translator for one locale: the ICU message `key` formatted with `values`. A key the language lacks is the
 * English message, formatted as English; an unknown key reads as itself. Looked up per call, so a group registered
 * after the translator was made is found.
 */
export function createTranslator(locale: LocaleId): Translate {
  const { language } = getLocale(locale);
  const overrides: Partial<Record<string, Message>> = regional[locale] ?? {};
  return (key, values) => {
    const own = overrides[key] ?? tables[language][key];
    const message = own ?? tables.en[key];
    if (message === undefined) return key;
    try {
      return intlFor(own === undefined ? 'en' : locale).formatMessage(message, values);
    } catch (error) {
      // A real fault (a missing argument, a malformed message): loud in tests and logs, the key on the page.
      console.error(`Message ${key} (${locale}) could not be formatted:`, error);
      return key;
    }
  };
}
