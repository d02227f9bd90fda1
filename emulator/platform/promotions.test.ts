import { describe, expect, it } from 'vitest';
import type { PromotionBody, PromotionsListBody } from './wire-shapes';
import { ORIGIN, testPlatform } from './test-client';

const { call } = testPlatform(50);

const BASE = {
  casinoId: '178',
  isLoggedIn: '0',
  country: 'GB',
  regulation: 'GB',
  loyaltyLevel: '1',
  language: 'EN',
  currencyCode: 'GBP',
  brandName: 'Shamrock Spins',
};

const qs = (overrides: Partial<Record<keyof typeof BASE, string | undefined>> = {}) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries({ ...BASE, ...overrides })) if (value !== undefined) params.set(key, value);
  return params.toString();
};

const list = (overrides: Parameters<typeof qs>[0] = {}) => call<PromotionsListBody>(`/api/v1/promotions/limited-time/?${qs(overrides)}`);
const one = (id: string | number, overrides: Parameters<typeof qs>[0] = {}) =>
  call<PromotionBody>(`/api/v1/promotions/limited-time/${id}?${qs(overrides)}`);

describe('GET /api/v1/promotions/limited-time/', () => {
  it('lists promotions under data.promotions in the wire shape', async () => {
    const { status, body } = await list();
    expect(status).toBe(200);
    expect(body.data.promotions.length).toBeGreaterThan(0);
    for (const p of body.data.promotions) {
      expect(Object.keys(p).sort()).toEqual(
        ['ctaText', 'ctaUrl', 'description', 'endDate', 'id', 'image', 'keyTerms', 'startDate', 'termsAndConditions', 'title'].sort(),
      );
      expect(p.image).toMatch(new RegExp(`^${ORIGIN}/artwork/cms/[a-z0-9-]+\\.jpg$`));
      expect(Date.parse(p.endDate)).toBeGreaterThan(Date.now());
      expect(Date.parse(p.startDate)).toBeLessThan(Date.parse(p.endDate));
      expect(p.termsAndConditions).not.toContain('{cur}');
    }
  });

  it('shows logged-in-only promotions only with isLoggedIn=1', async () => {
    const guest = (await list()).body.data.promotions.map((p) => p.id);
    const player = (await list({ isLoggedIn: '1' })).body.data.promotions.map((p) => p.id);
    expect(player.length).toBeGreaterThan(guest.length);
    expect(player).toEqual(expect.arrayContaining(guest));
  });

  it('shows the Canada-only promotion to CA only', async () => {
    const gb = (await list()).body.data.promotions.map((p) => p.id);
    const ca = (await list({ country: 'CA', regulation: 'MGA', currencyCode: 'CAD' })).body.data.promotions;
    expect(ca.map((p) => p.id)).toContain(105);
    expect(gb).not.toContain(105);
    expect(ca.find((p) => p.id === 105)!.termsAndConditions).toContain('C$');
  });

  it('translates titles and descriptions for FI and ES', async () => {
    const en = (await list()).body.data.promotions[0]!;
    const fi = (await list({ language: 'FI' })).body.data.promotions[0]!;
    const es = (await list({ language: 'ES', currencyCode: 'EUR', country: 'IE', regulation: '' })).body.data.promotions[0]!;
    expect(new Set([en.title, fi.title, es.title]).size).toBe(3);
    expect(new Set([en.description, fi.description, es.description]).size).toBe(3);
    expect(es.termsAndConditions).toContain('€');
  });

  it('sends each offer’s key terms: numbers for the figures, the games in the language asked', async () => {
    const en = (await list({ isLoggedIn: '1' })).body.data.promotions;
    for (const p of en) {
      expect(typeof p.keyTerms.wageringRequirement, `${p.id}`).toBe('number');
      for (const k of ['minimumDeposit', 'expiryDays', 'maximumWin'] as const) if (k in p.keyTerms) expect(p.keyTerms[k]).toBeGreaterThan(0);
    }
    expect(en.find((p) => p.id === 103)!.keyTerms).toEqual({ wageringRequirement: 20, minimumDeposit: 20, expiryDays: 7 });
    const fi = (await list({ language: 'FI' })).body.data.promotions.find((p) => p.id === 101)!;
    expect([en.find((p) => p.id === 101)!.keyTerms.eligibleGames, fi.keyTerms.eligibleGames]).toEqual(['Irish-themed slots', 'Irlantilaisteemaiset kolikkopelit']);
  });

  it('also answers without the trailing slash', async () => {
    expect((await call(`/api/v1/promotions/limited-time?${qs()}`)).status).toBe(200);
  });

  it.each([
    ['casinoId', undefined],
    ['isLoggedIn', undefined],
    ['isLoggedIn', 'true'],
    ['country', undefined],
    ['country', 'gbr'],
    ['regulation', undefined],
    ['regulation', 'UKGC'],
    ['loyaltyLevel', '2'],
    ['language', 'en'],
    ['language', 'DE'],
    ['currencyCode', ''],
    ['brandName', ''],
  ] as const)('answers 400 JSON when %s is %s', async (key, value) => {
    const { status, body } = await list({ [key]: value });
    expect(status).toBe(400);
    expect(body).toEqual({ status: 0, message: expect.any(String) });
  });

  it('answers 404 for another casino', async () => {
    expect((await list({ casinoId: '179' })).status).toBe(404);
  });
});

describe('GET /api/v1/promotions/limited-time/{id}', () => {
  it('returns one promotion under data.promotion', async () => {
    const { status, body } = await one(101, { language: 'FI' });
    expect(status).toBe(200);
    expect(body.data.promotion.id).toBe(101);
    expect(body.data.promotion.title).toBe((await list({ language: 'FI' })).body.data.promotions.find((p) => p.id === 101)!.title);
  });

  it('answers 404 for an unknown id, or one the player may not see', async () => {
    expect((await one(999)).status).toBe(404);
    expect((await one('abc')).status).toBe(404);
    expect((await one(103)).status).toBe(404);
    expect((await one(103, { isLoggedIn: '1' })).status).toBe(200);
    expect((await one(105)).status).toBe(404);
  });

  it('validates the query like the list', async () => {
    expect((await one(101, { loyaltyLevel: undefined })).status).toBe(400);
  });
});
