import { describe, expect, it } from 'vitest';
import { appWith } from '../../tests/support/middleware-app';
import { testVars } from '../../tests/support/env';
import { locale } from './locale';

const app = appWith(locale);

describe('locale', () => {
  it.each([
    ['/', 'en', '/'],
    ['/en-ca/promotions/', 'en-ca', '/promotions/'],
    ['/en-ie/', 'en-ie', '/'],
    ['/fi/slots/', 'fi', '/slots/'],
    ['/es/info/terms/', 'es', '/info/terms/'],
    ['/_data/es/slots/', 'es', '/slots/'],
    ['/xx/slots/', 'en', '/xx/slots/'],
  ])('%s → %s %s', async (path, id, rest) => {
    const res = await app.request(path, {}, testVars());
    expect(await res.json()).toMatchObject({ locale: id, rest });
    expect(res.headers.get('content-language')).toBeTruthy();
  });
});
