import { IntlMessageFormat } from 'intl-messageformat';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLocaleIntl } from './intl';
import { LOCALES } from './locales';

afterEach(() => vi.restoreAllMocks());

describe('formatjs locale resolution (issue 29: no ICU number-format data for a hydration that formats no number)', () => {
  // First in the file: the module keeps what it resolved, per tag.
  it('formats plurals and arguments without asking Intl.NumberFormat for its supported locales', () => {
    const supported = vi.spyOn(Intl.NumberFormat, 'supportedLocalesOf');
    const intl = createLocaleIntl('fi');
    const message = '{count, plural, one {# peli} other {# peliä}} — {name}';
    expect(intl.formatMessage(message, { count: 1, name: 'Kolikkopelit' })).toBe('1 peli — Kolikkopelit');
    expect(intl.formatMessage(message, { count: 3, name: 'Kolikkopelit' })).toBe('3 peliä — Kolikkopelit');
    expect(supported).not.toHaveBeenCalled();
  });

  it.each(LOCALES.map((l) => l.tag))('%s resolves to the locale formatjs itself would pick', (tag) => {
    const ours = IntlMessageFormat.resolveLocale(tag);
    const theirs = new Intl.Locale(Intl.NumberFormat.supportedLocalesOf(tag)[0]!);
    expect(ours?.baseName).toBe(theirs.baseName);
    expect(IntlMessageFormat.resolveLocale([tag])).toBe(ours);
  });

  it('a list of several tags still goes to formatjs’s own lookup', () => {
    expect(IntlMessageFormat.resolveLocale(['xx-unknown', 'es'])?.baseName).toBe('es');
  });
});

describe('the locale’s formatters (issue 53: three memoised formatters, not @formatjs/intl’s eight)', () => {
  it('make one formatter per distinct argument list', () => {
    const { formatters } = createLocaleIntl('en-GB');
    const money = { style: 'currency', currency: 'GBP' } as const;
    expect(formatters.getNumberFormat('en-GB', { ...money })).toBe(formatters.getNumberFormat('en-GB', money));
    expect(formatters.getNumberFormat('en-GB', { style: 'percent' })).not.toBe(formatters.getNumberFormat('en-GB', money));
    expect(formatters.getPluralRules('en-GB')).toBe(formatters.getPluralRules('en-GB'));
    expect(formatters.getDateTimeFormat('en-GB', { month: 'long' }).format(new Date(Date.UTC(2026, 11, 6)))).toBe('December');
  });

  it('format money to parts in the locale', () => {
    const parts = createLocaleIntl('fi').formatNumberToParts(1234.5, { style: 'currency', currency: 'EUR' });
    expect(parts.map((p) => p.value).join('')).toBe(new Intl.NumberFormat('fi', { style: 'currency', currency: 'EUR' }).format(1234.5));
  });
});
