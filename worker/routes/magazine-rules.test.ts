import { describe, expect, it } from 'vitest';
import { PageError } from '../../client/contracts/errors';
import { checkPageInRange, fallbackLang, formatPostDate, magazinePage, pageHref } from './magazine-rules';

describe('magazine rules', () => {
  it('?page= is a whole number from 1; anything else is a 404', () => {
    expect(magazinePage(undefined)).toBe(1);
    expect(magazinePage('2')).toBe(2);
    for (const bad of ['0', '-1', '1.5', 'abc', '', '02', '1e3', '9999999']) {
      expect(() => magazinePage(bad), bad).toThrow(PageError);
    }
  });

  it('a page past the last is a 404, the first page always exists', () => {
    expect(() => checkPageInRange(2, 2)).not.toThrow();
    expect(() => checkPageInRange(1, 0)).not.toThrow();
    expect(() => checkPageInRange(3, 2)).toThrow(expect.objectContaining({ statusCode: 404 }));
  });

  it('marks the post language only when it is not the visitor’s', () => {
    expect(fallbackLang('en', 'fi')).toBe('en');
    expect(fallbackLang('fi', 'fi')).toBeUndefined();
    expect(fallbackLang('en', 'en')).toBeUndefined();
  });

  it('writes the date for the locale, in UTC, and nothing for a date that does not parse', () => {
    expect(formatPostDate('2025-03-14T10:00:00', 'en')).toBe('14 March 2025');
    expect(formatPostDate('2025-03-14T23:30:00', 'en')).toBe('14 March 2025');
    expect(formatPostDate('2025-03-14T10:00:00', 'fi')).toBe('14. maaliskuuta 2025');
    expect(formatPostDate('2025-03-14T10:00:00', 'es')).toBe('14 de marzo de 2025');
    expect(formatPostDate('not a date', 'en')).toBe('');
  });

  it('page 1 links to the bare list', () => {
    expect(pageHref('/fi/magazine/', 1)).toBe('/fi/magazine/');
    expect(pageHref('/fi/magazine/', 2)).toBe('/fi/magazine/?page=2');
  });
});
