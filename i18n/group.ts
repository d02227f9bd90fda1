import type { Language } from './locales';

/**
 * A message group: the text of one lazy chunk (search, info popup, …) in every language, shipped with that chunk
 * rather than with the first screen. The chunk registers it (registerGroup) before it renders; the worker
 * registers every group at start-up (i18n/all-messages.ts).
 */
export type MessageGroup<K extends string = string> = Record<Language, Record<K, string>>;
