import { describe, expect, it } from 'vitest';
import type { InfoPageBody } from './wire-shapes';
import { INFO_PAGE_SLUGS } from '../data/info-pages';
import { PAYMENT_METHODS } from '../data/payment-methods';
import { ORIGIN, testPlatform } from './test-client';

const { call } = testPlatform(20);

/** SPEC §2's info slugs plus the footer's extra pages. */
const SPEC_SLUGS = [
  'terms', 'privacy', 'help', 'fair-play', 'bonus-policy', 'responsible-gambling', 'faq', 'cashout', 'cashout-time',
  'cashout-policy', 'cashout-how-to', 'cashout-reverse', 'deposit', 'deposit-account', 'deposit-banking',
  'deposit-methods', 'upload-documents', 'tech-problems', 'about-us', 'security', 'payment-methods',
];

const BASE = { resourceName: 'terms', regulationType: 'GB', lng: 'ENG', currencyCode: 'GBP', host: 'shamrockspins.test', popUp: '1' };
type Query = Partial<Record<keyof typeof BASE, string | undefined>>;

const page = (overrides: Query = {}, casinoId = '178') => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries({ ...BASE, ...overrides })) if (value !== undefined) params.set(key, value);
  return call<InfoPageBody>(`/api/v1/brands/${casinoId}/info-page?${params}`);
};

/** The legacy help link forms documented in emulator/data/info-pages.ts. */
const LEGACY_LINK = /href="(?:https:\/\/www\.shamrockspins\.example)?\/help\/([a-z0-9-]+)\/?"/g;

describe('GET /api/v1/brands/178/info-page', () => {
  it('covers every SPEC slug and a deposit-{method} page per payment method', () => {
    expect(INFO_PAGE_SLUGS).toEqual(expect.arrayContaining(SPEC_SLUGS));
    expect(INFO_PAGE_SLUGS).toEqual(expect.arrayContaining(PAYMENT_METHODS.map((m) => `deposit-${m.id}`)));
  });

  it.each(INFO_PAGE_SLUGS)('serves %s as HTML at data.data.content with both licence blocks', async (slug) => {
    const { status, body } = await page({ resourceName: slug });
    expect(status).toBe(200);
    const { title, content } = body.data.data;
    expect(title).toBeTruthy();
    expect(content).toMatch(/^<h2>/);
    expect(content).toContain('<div class="gb-only">');
    expect(content).toContain('<div class="non-gb-only">');
    expect(content).not.toMatch(/\{(cur|code|brand)\}/);
    // Every legacy link points at a page the endpoint serves.
    for (const [, target] of content.matchAll(LEGACY_LINK)) expect(INFO_PAGE_SLUGS).toContain(target);
  });

  it('uses all three legacy link forms, hide-at blocks, lists and tables across the pages', async () => {
    const all = (await Promise.all(INFO_PAGE_SLUGS.map((resourceName) => page({ resourceName })))).map((r) => r.body.data.data.content).join('\n');
    expect(all).toContain('<a href="/help/deposit-methods">');
    expect(all).toContain('<a href="/help/cashout/">');
    expect(all).toContain('<a href="https://www.shamrockspins.example/help/faq">');
    expect(all).toContain('<div class="hide-at">');
    expect(all).toMatch(/<table[\s>]/);
    expect(all).toContain('<ol>');
    expect(all).toContain('<ul>');
  });

  it('fills currency placeholders from currencyCode and translates the title', async () => {
    expect((await page({ resourceName: 'bonus-policy' })).body.data.data.content).toContain('£10');
    expect((await page({ resourceName: 'bonus-policy', currencyCode: 'EUR' })).body.data.data.content).toContain('€10');
    expect((await page({ resourceName: 'bonus-policy', currencyCode: 'CAD' })).body.data.data.content).toContain('C$10');
    expect((await page({ lng: 'FIN' })).body.data.data.title).toBe('Käyttöehdot');
    expect((await page({ lng: 'es' })).body.data.data.title).toBe('Términos y condiciones');
  });

  const MAIN_PAGES = ['terms', 'privacy', 'help', 'faq', 'deposit', 'bonus-policy', 'responsible-gambling'];

  it.each(MAIN_PAGES)('serves %s in Finnish and Spanish with the same markers and help links as the English', async (slug) => {
    const en = (await page({ resourceName: slug })).body.data.data.content;
    const links = (html: string) => [...html.matchAll(LEGACY_LINK)].map((m) => m[1]).sort();
    for (const lng of ['FIN', 'ESP']) {
      const content = (await page({ resourceName: slug, lng })).body.data.data.content;
      expect(content).not.toBe(en);
      expect(content.match(/class="[a-z-]+-only"|class="hide-at"/g)).toEqual(en.match(/class="[a-z-]+-only"|class="hide-at"/g));
      expect(links(content)).toEqual(links(en));
    }
    expect((await page({ resourceName: slug, lng: 'FI' })).body.data.data.content).toMatch(/Pelaa vastuullisesti/);
    expect((await page({ resourceName: slug, lng: 'ES' })).body.data.data.content).toMatch(/Juega con responsabilidad/);
  });

  it('answers an untranslated page with its translated title and an empty body', async () => {
    const { status, body } = await page({ resourceName: 'cashout-time', lng: 'FIN' });
    expect(status).toBe(200);
    expect(body.data.data.title).toBeTruthy();
    expect(body.data.data.content).toBe('');
  });

  it('links payment logos in payment-methods to their deposit-{method} pages, Canada set for MGA; deposit-methods leaves its table to the site', async () => {
    const gb = (await page({ resourceName: 'payment-methods' })).body.data.data.content;

    expect(gb).toContain(`<a href="/help/deposit-paypal"><img src="${ORIGIN}/artwork/payments/paypal.svg"`);
    expect((await page({ resourceName: 'deposit-methods' })).body.data.data.content).not.toContain('<table');
    const ca = (await page({ resourceName: 'payment-methods', regulationType: 'MGA', currencyCode: 'CAD' })).body.data.data.content;
    expect(ca).toContain('/help/deposit-interac');
    expect(ca).not.toContain('/help/deposit-paypal');
  });

  it('answers 404 JSON for an unknown resourceName or casino', async () => {
    const unknown = await page({ resourceName: 'no-such-page' });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ status: 0, message: expect.any(String) });
    expect((await page({ resourceName: 'constructor' })).status).toBe(404);
    expect((await page({}, '1')).status).toBe(404);
  });

  it.each([
    ['resourceName', undefined],
    ['lng', undefined],
    ['lng', 'DE'],
    ['currencyCode', 'pounds'],
    ['host', ''],
    ['popUp', '0'],
    ['regulationType', undefined],
    ['regulationType', 'XX'],
  ] as const)('answers 400 when %s is %s', async (key, value) => {
    expect((await page({ [key]: value })).status).toBe(400);
  });

  it('accepts an empty regulationType (no regulation)', async () => {
    expect((await page({ regulationType: '' })).status).toBe(200);
  });
});
