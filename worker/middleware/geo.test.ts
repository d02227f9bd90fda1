import { describe, expect, it } from 'vitest';
import { appWith } from '../../tests/support/middleware-app';
import { testVars } from '../../tests/support/env';
import { currencyFor, geo, geoFor, regulationFor } from './geo';

describe('currency and regulation', () => {
  it.each([
    ['GB', 'GBP', 'GB'],
    ['CA', 'CAD', 'MGA'],
    ['IE', 'EUR', null],
    ['FI', 'EUR', null],
    ['AT', 'EUR', null],
  ])('%s → %s, %s', (country, currency, regulation) => {
    expect(currencyFor(country)).toBe(currency);
    expect(regulationFor(country)).toBe(regulation);
  });

  it('defaults to GB for a missing or malformed country', () => {
    expect(geoFor(undefined)).toEqual({ country: 'GB', currency: 'GBP', regulation: 'GB' });
    expect(geoFor('T1')).toEqual({ country: 'GB', currency: 'GBP', regulation: 'GB' });
  });
});

describe('geo middleware', () => {
  const app = appWith(geo);
  const request = (cf: object | undefined, headers: Record<string, string> = {}, vars = testVars()) => {
    const req = new Request('http://x/', { headers });
    if (cf) Object.defineProperty(req, 'cf', { value: cf });
    return app.request(req, undefined, vars);
  };

  it('reads request.cf.country', async () => {
    expect((await (await request({ country: 'CA' })).json()).geo).toEqual({ country: 'CA', currency: 'CAD', regulation: 'MGA' });
    expect((await (await request(undefined)).json()).geo.country).toBe('GB');
  });

  it('honours the dev-country cookie only when DEV_GEO_OVERRIDE is on', async () => {
    const cookie = { cookie: 'dev-country=ie' };
    expect((await (await request({ country: 'GB' }, cookie)).json()).geo.country).toBe('GB');
    const on = testVars({ DEV_GEO_OVERRIDE: 'true' });
    expect((await (await request({ country: 'GB' }, cookie, on)).json()).geo).toEqual({ country: 'IE', currency: 'EUR', regulation: null });
    expect((await (await request({ country: 'US' }, {}, on)).json()).geo.country).toBe('GB');
  });
});
