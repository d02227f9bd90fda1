import { getLocale, type Language, type LocaleId } from './locales';
import { en, type MessageKey, type Messages } from './messages/en';

/**
 * Messages by language. English is always here; Finnish and Spanish are registered by i18n/all-messages.ts in the
 * worker and loaded on demand in the browser (i18n/load-messages.ts), so an English page ships no other language.
 */
const registry: Partial<Record<Language, Messages>> = { en };

export function registerMessages(language: Language, messages: Messages): void {
  registry[language] = messages;
}

export function hasMessages(language: Language): boolean {
  return registry[language] !== undefined;
}

/** Regional English differs from GB English only in these keys. */
const OVERRIDES: Partial<Record<LocaleId, Partial<Messages>>> = {
  'en-ca': {},
  'en-ie': {},
};

export type Translate = (key: MessageKey, values?: Record<string, string | number>) => string;

/** A translator for one locale; `{name}` placeholders are filled from `values`. Unloaded languages fall back to English. */
export function createTranslator(locale: LocaleId): Translate {
  const messages = { ...(registry[getLocale(locale).language] ?? en), ...OVERRIDES[locale] };
  return (key, values) => {
    const text = messages[key] ?? en[key] ?? key;
    if (!values) return text;
    return text.replace(/\{(\w+)\}/g, (m, name: string) => (name in values ? String(values[name]) : m));
  };
}
