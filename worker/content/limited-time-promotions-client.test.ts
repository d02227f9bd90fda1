import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, testCache, type Scripted } from '../../tests/support/content-fakes';
import { LimitedTimePromotionsClient, promotionLanguage, type PromotionsQuery } from './limited-time-promotions-client';

const q: PromotionsQuery = { isLoggedIn: false, country: 'GB', regulation: 'GB', language: 'en', currencyCode: 'GBP', brandName: 'Shamrock Spins' };
const promo = { id: 3, title: 'Spin &amp; Win', description: '<p>d</p>', image: 'i', startDate: 's', endDate: 'e', ctaText: 'Go', ctaUrl: '/x', termsAndConditions: 't' };
const client = (respond: () => Scripted) => {
  const f = fakeFetch(respond);
  return { c: new LimitedTimePromotionsClient({ baseUrl: 'https://api.test', casinoId: 178, fetch: f.fetch, cache: testCache() }), ...f };
};

beforeEach(() => void vi.spyOn(console, 'error').mockImplementation(() => undefined));

describe('LimitedTimePromotionsClient', () => {
  it('sends the spec query for the list and reads data.promotions', async () => {
    const { c, urls } = client(() => ({ body: { data: { promotions: [promo] } } }));
    const list = await c.getAll(q);
    expect(list![0]).toMatchObject({ id: 3, title: 'Spin & Win', terms: 't' });
    expect(urls()).toEqual([
      'https://api.test/api/v1/promotions/limited-time/?casinoId=178&isLoggedIn=0&country=GB&regulation=GB&loyaltyLevel=1&language=EN&currencyCode=GBP&brandName=Shamrock%20Spins',
    ]);
  });

  it('reads data.promotion for one, with isLoggedIn 1 and the language code', async () => {
    const { c, urls } = client(() => ({ body: { data: { promotion: promo } } }));
    expect((await c.getOne(3, { ...q, isLoggedIn: true, language: 'fi' }))!.id).toBe(3);
    expect(urls()[0]).toBe(
      'https://api.test/api/v1/promotions/limited-time/3?casinoId=178&isLoggedIn=1&country=GB&regulation=GB&loyaltyLevel=1&language=FI&currencyCode=GBP&brandName=Shamrock%20Spins',
    );
  });

  it("logs 'Request error' and yields undefined on failure", async () => {
    expect(await client(() => ({ status: 503 })).c.getAll(q)).toBeUndefined();
    expect(await client(() => ({ body: { data: {} } })).c.getOne(1, q)).toBeUndefined();
    expect(console.error).toHaveBeenCalledWith('Request error', expect.any(String));
  });

  it('maps es → ES, fi → FI, anything else → EN', () => {
    expect([promotionLanguage('es'), promotionLanguage('fi'), promotionLanguage('en'), promotionLanguage('de')]).toEqual(['ES', 'FI', 'EN', 'EN']);
  });
});
