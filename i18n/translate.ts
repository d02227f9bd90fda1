import { getLocale, type LocaleId } from './locales';
import { en, type MessageKey, type Messages } from './messages/en';
import { es } from './messages/es';
import { fi } from './messages/fi';

const BY_LANGUAGE: Record<'en' | 'fi' | 'es', Messages> = { en, fi, es };

/** Regional English differs from GB English only in these keys. */
const OVERRIDES: Partial<Record<LocaleId, Partial<Messages>>> = {
  'en-ca': {},
  'en-ie': {},
};

export type Translate = (key: MessageKey, values?: Record<string, string | number>) => string;

/** A translator for one locale; `{name}` placeholders are filled from `values`. */
export function createTranslator(locale: LocaleId): Translate {
  const messages = { ...BY_LANGUAGE[getLocale(locale).language], ...OVERRIDES[locale] };
  return (key, values) => {
    const text = messages[key] ?? en[key] ?? key;
    if (!values) return text;
    return text.replace(/\{(\w+)\}/g, (m, name: string) => (name in values ? String(values[name]) : m));
  };
}

export function messagesFor(language: 'en' | 'fi' | 'es'): Messages {
  return BY_LANGUAGE[language];
}
