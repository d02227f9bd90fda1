import { describe, expect, it } from 'vitest';
import { formatDay } from './dates';

describe('formatDay', () => {
  it('writes a day for the locale, never ISO', () => {
    expect(formatDay('2026-11-29', 'en')).toBe('29 November 2026');
    expect(formatDay('2026-11-29', 'fi')).toBe('29. marraskuuta 2026');
    expect(formatDay('2026-11-29', 'es')).toBe('29 de noviembre de 2026');
    expect(formatDay('2026-11-29', 'en-ca')).toMatch(/November 29, 2026|29 November 2026/);
  });

  it('takes CMS and platform timestamps as UTC days; nonsense is empty', () => {
    expect(formatDay('2025-03-14T10:00:00', 'en')).toBe('14 March 2025');
    expect(formatDay('2026-11-29T23:59:59Z', 'es')).toBe('29 de noviembre de 2026');
    expect(formatDay('2026-11-29T23:59:59+00:00', 'fi')).toBe('29. marraskuuta 2026');
    expect(formatDay('soon', 'en')).toBe('');
    expect(formatDay('', 'en')).toBe('');
  });
});
