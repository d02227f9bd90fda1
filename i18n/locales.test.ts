import { describe, expect, it } from 'vitest';
import { localePath, splitLocale } from './locales';

describe('splitLocale', () => {
  it.each([
    ['/', 'en', '/'],
    ['/slots/', 'en', '/slots/'],
    ['/en-ca/', 'en-ca', '/'],
    ['/en-ca/promotions/', 'en-ca', '/promotions/'],
    ['/en-ie/info/terms/', 'en-ie', '/info/terms/'],
    ['/fi/slots/', 'fi', '/slots/'],
    ['/es/', 'es', '/'],
    ['/de/slots/', 'en', '/de/slots/'],
    ['/en-ca', 'en-ca', '/'],
  ])('%s → %s %s', (path, locale, rest) => {
    const r = splitLocale(path);
    expect(r.locale.id).toBe(locale);
    expect(r.rest).toBe(rest);
  });

  it('round-trips through localePath', () => {
    expect(localePath('en', '/slots/')).toBe('/slots/');
    expect(localePath('fi', '/')).toBe('/fi/');
    expect(localePath('en-ie', '/info/help/')).toBe('/en-ie/info/help/');
  });
});
