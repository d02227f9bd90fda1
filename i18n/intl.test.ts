import { createIntlCache } from '@formatjs/intl';
import { IntlMessageFormat } from 'intl-messageformat';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLocaleIntl } from './intl';
import { LOCALES } from './locales';

afterEach(() => vi.restoreAllMocks());

describe('formatjs locale resolution (issue 29: no ICU number-format data for a hydration that formats no number)', () => {
  // First in the file: the module keeps what it resolved, per tag.
  it('formats plurals and arguments without asking Intl.NumberFormat for its supported locales', () => {
    const supported = vi.spyOn(Intl.NumberFormat, 'supportedLocalesOf');
    const intl = createLocaleIntl('fi', createIntlCache());
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
