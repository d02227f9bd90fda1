import type { LocaleId } from '../locales';
import type { MessageKey } from './en';

/** Regional English differs from GB English only in these keys (compiled for the browser like every message). */
export const regional: Partial<Record<LocaleId, Partial<Record<MessageKey, string>>>> = {
  'en-ca': {},
  'en-ie': {},
};
