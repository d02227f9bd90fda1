import { formatDate } from '../../i18n/format-date';
import type { LocaleId } from '../../i18n/locales';
import { intlFor } from '../../i18n/translate';

/**
 * A date from the CMS or the platform written for the visitor's locale through formatjs: '29 November 2026',
 * '29. marraskuuta 2026', '29 de noviembre de 2026'. Takes a day ('2026-11-29', as editors type it), a CMS
 * timestamp ('2025-03-14T10:00:00', the CMS runs on UTC) or a zoned one (the platform's); the day shown is the
 * UTC day. Written in the worker so SSR and client navigation show the same text; '' for what does not parse.
 */
export function formatDay(value: string, locale: LocaleId): string {
  const iso = /^\d{4}-\d\d-\d\d$/.test(value) ? `${value}T00:00:00Z` : /[zZ]|[+-]\d\d:?\d\d$/.test(value) ? value : `${value}Z`;
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return '';
  return formatDate(intlFor(locale), time, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
}
