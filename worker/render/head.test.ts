import { describe, expect, it } from 'vitest';
import { getLocale } from '../../i18n/locales';
import { buildHead } from './head';

const base = { origin: 'https://www.example.test', brandName: 'Brand', description: 'd' };

describe('buildHead', () => {
  it('gives an absolute canonical and six reciprocal alternates', () => {
    const head = buildHead({ ...base, locale: getLocale('en-ca'), rest: '/promotions/' });
    expect(head.canonical).toBe('https://www.example.test/en-ca/promotions/');
    expect(head.alternates).toEqual([
      { hreflang: 'en-GB', href: 'https://www.example.test/promotions/' },
      { hreflang: 'en-CA', href: 'https://www.example.test/en-ca/promotions/' },
      { hreflang: 'en-IE', href: 'https://www.example.test/en-ie/promotions/' },
      { hreflang: 'fi', href: 'https://www.example.test/fi/promotions/' },
      { hreflang: 'es', href: 'https://www.example.test/es/promotions/' },
      { hreflang: 'x-default', href: 'https://www.example.test/promotions/' },
    ]);
    const other = buildHead({ ...base, locale: getLocale('fi'), rest: '/promotions/' });
    expect(other.alternates).toEqual(head.alternates);
  });

  it('defaults the title to the brand and mirrors it into Open Graph', () => {
    const head = buildHead({ ...base, locale: getLocale('en'), rest: '/' });
    expect(head.title).toBe('Brand');
    expect(head.og).toMatchObject({ title: 'Brand', url: 'https://www.example.test/', locale: 'en_GB', siteName: 'Brand' });
  });
});
