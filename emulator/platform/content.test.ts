import { describe, expect, it } from 'vitest';
import type {
  CopyrightBody,
  GeolocationBody,
  PaymentMethodsBody,
  SmartFooterBody,
} from './wire-shapes';
import { COUNTRY_HEADER } from './content-routes';
import { ORIGIN, testPlatform } from './test-client';

const { call } = testPlatform(20);

describe('GET /api/v1/brands/178/smart-footer', () => {
  it('returns the icon strip HTML with artwork on the emulator origin', async () => {
    const { status, body } = await call<SmartFooterBody>('/api/v1/brands/178/smart-footer?host=shamrockspins.test');
    expect(status).toBe(200);
    const html = body.data.data.content;
    const images = [...html.matchAll(/<a [^>]*href="[^"]+"[^>]*><img src="([^"]+)" alt="([^"]+)"/g)];
    expect(images.length).toBeGreaterThanOrEqual(8);
    for (const [, src] of images) expect(src).toMatch(new RegExp(`^${ORIGIN}/artwork/icons/[a-z0-9-]+\\.svg$`));
    expect(html).toContain('alt="UK Gambling Commission"');
  });

  it('answers 400 without host and 404 for another casino', async () => {
    expect((await call('/api/v1/brands/178/smart-footer')).status).toBe(400);
    expect((await call('/api/v1/brands/17/smart-footer?host=x')).status).toBe(404);
  });
});

describe('GET /api/v1/brands/178/payment-methods', () => {
  const methods = (query: string) => call<PaymentMethodsBody>(`/api/v1/brands/178/payment-methods?${query}`);

  it('returns page strings and ~9 rows linking to deposit-{method} info pages', async () => {
    const { status, body } = await methods('country=GB&reg=GB');
    expect(status).toBe(200);
    const { page, paymentMethods } = body.data.data;
    expect(Object.keys(page).sort()).toEqual(['paragraph1', 'paragraph2', 'tableColumn1', 'tableColumn2', 'tableColumn3', 'tableColumn4']);
    expect(page.tableColumn2).toMatch(/deposit/i);
    const ids = paymentMethods.map((m) => m.paymentLink.replace(/^deposit-/, ''));
    expect(ids).toEqual(['visa', 'mastercard', 'paypal', 'skrill', 'neteller', 'paysafecard', 'trustly', 'apple-pay', 'bank-transfer']);
    for (const row of paymentMethods) {
      const id = row.paymentLink.replace(/^deposit-/, '');
      expect(row.paymentLogo).toBe(`${ORIGIN}/artwork/payments/${id}.svg`);
      expect(row.depositTime).toBeTruthy();
      expect(row.withdrawalTime).toBeTruthy();
      expect(Array.isArray(row.availableCurrencies) || typeof row.availableCurrencies === 'string').toBe(true);
    }
    // Both wire forms of availableCurrencies occur.
    expect(paymentMethods.some((m) => typeof m.availableCurrencies === 'string')).toBe(true);
  });

  it('sends a different set for Canada', async () => {
    const gb = (await methods('country=GB&reg=GB')).body.data.data.paymentMethods.map((m) => m.paymentLink);
    const ca = (await methods('country=CA&reg=MGA')).body.data.data.paymentMethods.map((m) => m.paymentLink);
    expect(ca).not.toEqual(gb);
    expect(ca).toContain('deposit-interac');
    expect(ca).not.toContain('deposit-paypal');
  });

  it('answers 400 for a missing or invalid country or reg', async () => {
    expect((await methods('reg=GB')).status).toBe(400);
    expect((await methods('country=GB')).status).toBe(400);
    expect((await methods('country=Britain&reg=GB')).status).toBe(400);
    expect((await methods('country=IE&reg=')).status).toBe(200);
  });
});

describe('GET /api/v2/brands/178/geolocation', () => {
  const geo = (country?: string) =>
    call<GeolocationBody>('/api/v2/brands/178/geolocation', country ? { headers: { [COUNTRY_HEADER]: country } } : undefined);

  it.each([
    [undefined, { countryCode: 'GB', regulation: 'GB', currency: 'GBP', language: 'ENG' }],
    ['CA', { countryCode: 'CA', regulation: 'MGA', currency: 'CAD', language: 'ENG' }],
    ['ie', { countryCode: 'IE', regulation: '', currency: 'EUR', language: 'ENG' }],
    ['nonsense', { countryCode: 'GB', regulation: 'GB', currency: 'GBP', language: 'ENG' }],
  ])('country header %s', async (country, data) => {
    const { status, body } = await geo(country);
    expect(status).toBe(200);
    expect(body).toEqual({ data });
  });

  it('answers 404 for another casino', async () => {
    expect((await call('/api/v2/brands/1/geolocation')).status).toBe(404);
  });
});

describe('GET /api/v1/copyrights', () => {
  const copyright = (language: string, regulation: string, casinoId = '178') =>
    call<CopyrightBody>(`/api/v1/copyrights?language=${language}&country=GB&host=shamrockspins.test&casinoId=${casinoId}&regulation=${regulation}`);

  it('mentions the regulator of the licence, in the requested language', async () => {
    const gb = (await copyright('ENG', 'GB')).body.data.data.copyrightText;
    const mga = (await copyright('ENG', 'MGA')).body.data.data.copyrightText;
    const fi = (await copyright('FIN', 'MGA')).body.data.data.copyrightText;
    expect(gb).toContain('UK Gambling Commission');
    expect(mga).toContain('Malta Gaming Authority');
    expect(fi).toContain('Maltan peliviranomaisen');
    expect((await copyright('fi', 'GB')).body.data.data.copyrightText).toContain('Pelaa vastuullisesti');
    expect((await copyright('ESP', '')).body.data.data.copyrightText).toContain('Juega con responsabilidad');
    expect(gb).toMatch(/&copy; \d{4}/);
  });

  it('validates its query', async () => {
    expect((await copyright('ENG', 'GB', '1')).status).toBe(404);
    expect((await copyright('DEU', 'GB')).status).toBe(400);
    expect((await copyright('ENG', 'XYZ')).status).toBe(400);
    expect((await call('/api/v1/copyrights?language=ENG&country=GB&casinoId=178&regulation=GB')).status).toBe(400);
  });
});
