import { TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat, type Formatters } from 'intl-messageformat';

// Every IntlMessageFormat resolves its locale anew with Intl.NumberFormat.supportedLocalesOf, whose first call in a
// fresh Chromium renderer loads ICU's number-format locale data: 32–51 ms, one long task in the middle of the
// lobby's hydration, which formats no number at all (issue 29, 4× CPU profile of `/`). The site asks for one tag at
// a time, always one of its own five locales, which every engine's ICU data has; for such a tag that lookup answers
// the tag itself, so the tag's Intl.Locale is built directly (cheap: no locale data) and kept per tag. Anything else
// (a list, no tag) goes to formatjs's own lookup.
const resolveLocale = IntlMessageFormat.resolveLocale;
const resolvedLocales = new Map<string, ReturnType<typeof resolveLocale>>();
IntlMessageFormat.resolveLocale = (locales) => {
  const tag = typeof locales === 'string' ? locales : Array.isArray(locales) && locales.length === 1 ? locales[0] : undefined;
  if (tag === undefined || typeof Intl.Locale === 'undefined') return resolveLocale(locales);
  if (!resolvedLocales.has(tag)) resolvedLocales.set(tag, new Intl.Locale(tag));
  return resolvedLocales.get(tag);
};

/**
 * An ICU message: source text in the worker and tests (parsed by formatjs on first use), its AST in the browser
 * (scripts/build-client.mjs compiles the message files, so the client ships no parser) unless it is plain text.
 */
export type Message = string | MessageFormatElement[];

/** What the site formats for one locale: messages (plurals included), money and dates. */
export interface LocaleIntl {
  /** Throws on a message that cannot be formatted (a missing argument, a malformed source). */
  formatMessage(message: Message, values?: Record<string, string | number>): string;
  formatNumberToParts(value: number, options: Intl.NumberFormatOptions): Intl.NumberFormatPart[];
  /**
   * The locale and memoised formatters the functions above use: `@formatjs/intl`'s date function (formatDate) takes
   * them, as createIntl binds them. Dates are formatted in the worker only (i18n/format-date.ts), so the browser's
   * first screen does not carry formatjs's date code.
   */
  config: { locale: string; formats: Record<string, never>; onError: (error: unknown) => void };
  formatters: Formatters;
}

/**
 * One instance per distinct argument list, as `@formatjs/intl`'s createFormatters memoises (fast-memoize's variadic
 * strategy keys on the arguments' JSON too). Its createFormatters makes eight such formatters (lists, durations,
 * relative time, display names…) where the site uses three: ~0.3 KB gzip on the first screen (issue 53).
 */
function memoised<A extends unknown[], R>(make: (...args: A) => R): (...args: A) => R {
  const made = new Map<string, R>();
  return (...args) => {
    const key = JSON.stringify(args);
    let value = made.get(key);
    if (value === undefined) made.set(key, (value = make(...args)));
    return value;
  };
}

/**
 * formatjs for one locale, from the parts @formatjs/intl's createIntl is made of: memoised number, date and
 * plural-rules formatters, and intl-messageformat's formatter over them. createIntl itself binds every formatter
 * (lists, durations, relative time, display names…) and formatMessage's error texts: 2.1 KB gzip more on the first
 * screen, over its budget. The message lookup and English fallback formatMessage would do are in i18n/translate.ts.
 */
export function createLocaleIntl(tag: string): LocaleIntl {
  // A number or date formatjs cannot format is logged, and formatjs returns the plain value.
  const config = { locale: tag, formats: {}, onError: (error: unknown) => console.error(error) };
  const formatters: Formatters = {
    getNumberFormat: memoised((locales?: string | string[], options?: Intl.NumberFormatOptions) => new Intl.NumberFormat(locales, options)),
    getDateTimeFormat: memoised((...args: ConstructorParameters<typeof Intl.DateTimeFormat>) => new Intl.DateTimeFormat(...args)),
    getPluralRules: memoised((...args: ConstructorParameters<typeof Intl.PluralRules>) => new Intl.PluralRules(...args)),
  };
  /** A message's formatter, or its text when it is plain (formatjs's formatMessage takes the same shortcut). */
  const compile = (message: Message) => {
    const format = new IntlMessageFormat(message, tag, undefined, { formatters });
    const [first, ...rest] = format.getAst();
    return first?.type === TYPE.literal && rest.length === 0 ? first.value : format;
  };
  // By identity: each message is compiled once (formatjs's own memo keys on JSON.stringify of the message, per call).
  const compiled = new Map<Message, ReturnType<typeof compile>>();
  return {
    formatMessage(message, values) {
      // Text with no argument is itself (no ASCII apostrophe escapes it: i18n/translate.test.ts); the client build
      // ships such messages as strings, and the worker needs no parse for them.
      if (typeof message === 'string' && !message.includes('{')) return message;
      let format = compiled.get(message);
      if (format === undefined) compiled.set(message, (format = compile(message)));
      return typeof format === 'string' ? format : (format.format(values) as string);
    },
    // The locale's memoised NumberFormat itself: @formatjs/intl's formatNumberToParts adds named formats and an
    // option allow-list this site does not use (~0.3 KB gzip on the first screen).
    formatNumberToParts: (value, options) => formatters.getNumberFormat(tag, options).formatToParts(value),
    config,
    formatters,
  };
}
