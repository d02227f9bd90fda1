import { formatDate as formatjsDate } from '@formatjs/intl';
import type { LocaleIntl } from './intl';

/** A date through the locale's formatjs object (as `intl.formatDate` would); the worker writes every date a page shows. */
export function formatDate(intl: LocaleIntl, value: number | Date, options: Intl.DateTimeFormatOptions): string {
  return formatjsDate(intl.config, intl.formatters.getDateTimeFormat, value, options);
}
