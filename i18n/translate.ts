import type { MessageGroup } from './group';
import { getLocale, type Language, type LocaleId } from './locales';
import { en, type MessageKey, type Messages } from './messages/en';

/**
 * Messages by language. English is always here; Finnish and Spanish are registered by i18n/all-messages.ts in the
 * worker and loaded on demand in the browser (i18n/load-messages.ts), so an English page ships no other language.
 * Message groups (i18n/groups/) travel with the lazy chunk that shows them and are merged in when it loads.
 */
const registry: Partial<Record<Language, Messages>> = { en };
const groups: Record<Language, Record<string, string>> = { en: {}, fi: {}, es: {} };

export function registerMessages(language: Language, messages: Messages): void {
  registry[language] = messages;
}

export function hasMessages(language: Language): boolean {
  return registry[language] !== undefined;
}

/** Makes a group's text available to every translator, already made or not. */
export function registerGroup(group: MessageGroup): void {
  for (const language of Object.keys(groups) as Language[]) Object.assign(groups[language], group[language]);
}

/** Regional English differs from GB English only in these keys. */
const OVERRIDES: Partial<Record<LocaleId, Partial<Record<MessageKey, string>>>> = {
  'en-ca': {},
  'en-ie': {},
};

export type Translate = (key: MessageKey, values?: Record<string, string | number>) => string;

/**
 * A translator for one locale; `{name}` placeholders are filled from `values`. Unloaded languages fall back to
 * English. Looked up per call, so a group registered after the translator was made is found.
 */
export function createTranslator(locale: LocaleId): Translate {
  const language = getLocale(locale).language;
  const overrides = OVERRIDES[locale] ?? {};
  const core = en as Record<string, string>;
  return (key, values) => {
    const text = overrides[key] ?? (registry[language] as Record<string, string> | undefined)?.[key] ?? groups[language][key] ?? core[key] ?? groups.en[key] ?? key;
    if (!values) return text;
    return text.replace(/\{(\w+)\}/g, (m, name: string) => (name in values ? String(values[name]) : m));
  };
}
