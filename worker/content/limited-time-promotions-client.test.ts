import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, testCache, type Scripted } from '../../tests/support/content-fakes';
import { LimitedTimePromotionsClient, promotionLanguage, type PromotionsQuery } from './limited-time-promotions-client';

const q: PromotionsQuery = { isLoggedIn: false, country: 'GB', regulation: 'GB', language: 'en', currencyCode: 'GBP', brandName: 'Shamrock Spins' };
const promo = { id: 3, title: 'Spin &amp; Win', description: '<p>d</p>', image: 'i', startDate: 's', endDate: 'e', ctaText: 'Go', ctaUrl: '/x', termsAndConditions: 't' };
const client = (respond: () => Scripted) => {
  const f = fakeFetch(respond);
  return { c: new LimitedTimePromotionsClient({ baseUrl: 'https://api.test', casinoId: 178, fetch: f.fetch, cache: testCache(), sanitise: async (html) => `[clean]${html}` }), ...f };
};

beforeEach(() => void vi.spyOn(console, 'error').mockImplementation(() => undefined));

describe('LimitedTimePromotionsClient', () => {
  it('sends the spec query for the list and reads data.promotions', async () => {
    const { c, urls } = client(() => ({ body: { data: { promotions: [promo] } } }));
    const list = await c.getAll(q);
    expect(list![0]).toMatchObject({ id: 3, title: 'Spin & Win', description: '[clean]<p>d</p>', terms: '[clean]t' });
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

  it('sends description and terms through the sanitiser and strips markup from text fields and unsafe URLs', async () => {
    const hostile = { ...promo, title: '<b>Big</b> &amp; bold', ctaText: '<i>Go</i>', image: 'javascript:alert(1)', ctaUrl: 'javascript:alert(1)' };
    const { c } = client(() => ({ body: { data: { promotion: hostile } } }));
    expect(await c.getOne(3, q)).toMatchObject({ title: 'Big & bold', ctaText: 'Go', image: '', ctaUrl: '', description: '[clean]<p>d</p>' });
  });

  it('keeps what the platform sends of the key terms, checked; none, or a wrong shape, is no terms', async () => {
    const keyTerms = { wageringRequirement: 20, minimumDeposit: '20', eligibleGames: '<b>Slots</b> &amp; more', expiryDays: -1, maximumWin: 'lots' };
    const one = async (value: unknown) => (await client(() => ({ body: { data: { promotion: { ...promo, keyTerms: value } } } })).c.getOne(3, q))!.keyTerms;
    expect(await one(keyTerms)).toEqual({ wagering: 20, minDeposit: 20, eligibleGames: 'Slots & more', expiryDays: null, maxWin: null });
    const none = { wagering: null, minDeposit: null, eligibleGames: '', expiryDays: null, maxWin: null };
    for (const value of [undefined, null, 'wagering 20x', [20]]) expect(await one(value)).toEqual(none);
  });

  it('tells an unknown promotion (404) from a failing service (500) for the detail page', async () => {
    expect(await client(() => ({ status: 404, body: { message: 'No such promotion' } })).c.lookupOne(9, q)).toEqual({ ok: false, code: 404 });
    expect(await client(() => ({ status: 503 })).c.lookupOne(9, q)).toEqual({ ok: false, code: 500 });
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
