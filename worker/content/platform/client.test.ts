import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, markSanitised, testCache, type Scripted } from '../../../tests/support/content-fakes';
import { PlatformClient } from './client';
import { portraitImage } from '../../catalogue/images';

const BASE = 'https://platform.test';
const wrapped = (data: object) => ({ data: { data: data } });

function client(respond: (url: string, init?: RequestInit) => Scripted) {
  const f = fakeFetch(respond);
  return { platform: new PlatformClient({ baseUrl: BASE, casinoId: 178, fetch: f.fetch, cache: testCache(), sanitise: markSanitised }), ...f };
}

beforeEach(() => void vi.spyOn(console, 'error').mockImplementation(() => undefined));

describe('PlatformClient query strings (SPEC §7)', () => {
  it.each([
    ['info page', (p: PlatformClient) => p.getInfoPage({ resourceName: 'terms', regulationType: 'GB', lng: 'en', currencyCode: 'GBP', host: 'shamrockspins.test' }),
      '/api/v1/brands/178/info-page?resourceName=terms&regulationType=GB&lng=en&currencyCode=GBP&host=shamrockspins.test&popUp=1'],
    ['smart footer', (p: PlatformClient) => p.getSmartFooter({ host: 'shamrockspins.test', country: 'CA', regulation: 'MGA', lng: 'ENG' }), '/api/v1/brands/178/smart-footer?host=shamrockspins.test&country=CA&regulation=MGA&lng=ENG'],
    ['payment methods (defaults)', (p: PlatformClient) => p.getPaymentMethods(), '/api/v1/brands/178/payment-methods?country=GB&reg=GB'],
    ['payment methods', (p: PlatformClient) => p.getPaymentMethods('CA', 'MGA'), '/api/v1/brands/178/payment-methods?country=CA&reg=MGA'],
    ['bet limits', (p: PlatformClient) => p.getBetLimits(), '/api/v1/live-casino-betlimits'],
    ['geolocation', (p: PlatformClient) => p.getGeolocation(), '/api/v2/brands/178/geolocation'],
    ['copyright (defaults)', (p: PlatformClient) => p.getCopyright({ host: 'shamrockspins.test' }), '/api/v1/copyrights?language=ENG&country=GB&host=shamrockspins.test&casinoId=178&regulation=GB'],
    ['games list', (p: PlatformClient) => p.getGamesList('C'), '/api/v1/brands/178/games?platform=C'],
  ])('%s', async (_name, call, path) => {
    const { platform, urls } = client(() => ({ body: {} }));
    await call(platform).catch(() => undefined);
    expect(urls()).toEqual([BASE + path]);
  });
});

describe('responses', () => {
  it('info page: sanitised HTML from data.data.content; 404 → not found; failure → 500', async () => {
    const q = { resourceName: 'terms', regulationType: 'GB', lng: 'en', currencyCode: 'GBP', host: 'h' };
    expect(await client(() => ({ body: wrapped({ content: '<p>T</p>' }) })).platform.getInfoPage(q)).toEqual({ ok: true, value: '[safe]<p>T</p>' });
    expect(await client(() => ({ status: 404, body: { error: 'nope' } })).platform.getInfoPage(q)).toEqual({ ok: false, code: 404 });
    expect(await client(() => ({ status: 503 })).platform.getInfoPage(q)).toEqual({ ok: false, code: 500 });
    expect(await client(() => ({ body: { data: {} } })).platform.getInfoPage(q)).toEqual({ ok: false, code: 500 });
  });

  it('info page: an empty body is not found', async () => {
    const q = { resourceName: 'terms', regulationType: 'GB', lng: 'en', currencyCode: 'GBP', host: 'h' };
    expect(await client(() => ({ body: wrapped({ content: ' \n ' }) })).platform.getInfoPage(q)).toEqual({ ok: false, code: 404 });
  });

  it('info page in the visitor’s language, else English marked as such (docs/decisions/016)', async () => {
    const q = { resourceName: 'terms', regulationType: '', lng: 'fi', currencyCode: 'EUR', host: 'h' };
    const byLng = (pages: Record<string, Scripted>) => (url: string) => pages[new URL(url).searchParams.get('lng')!]!;
    const fi = client(byLng({ fi: { body: wrapped({ content: '<p>Ehdot</p>' }) } }));
    expect(await fi.platform.getInfoPageOrEnglish(q)).toEqual({ ok: true, value: { html: '[safe]<p>Ehdot</p>', lang: 'fi' } });
    expect(fi.urls()).toHaveLength(1);
    for (const untranslated of [{ body: wrapped({ content: '' }) }, { status: 404, body: { error: 'nope' } }]) {
      const en = client(byLng({ fi: untranslated, en: { body: wrapped({ content: '<p>Terms</p>' }) } }));
      expect(await en.platform.getInfoPageOrEnglish(q)).toEqual({ ok: true, value: { html: '[safe]<p>Terms</p>', lang: 'en' } });
      expect(en.urls().map((u) => new URL(u).searchParams.get('lng'))).toEqual(['fi', 'en']);
    }
    const none = client(byLng({ fi: { body: wrapped({ content: '' }) }, en: { status: 404, body: {} } }));
    expect(await none.platform.getInfoPageOrEnglish(q)).toEqual({ ok: false, code: 404 });
    const down = client(() => ({ status: 503 }));
    expect(await down.platform.getInfoPageOrEnglish(q)).toEqual({ ok: false, code: 500 });
    expect(down.urls()).toHaveLength(1);
  });

  it('payment methods: page strings and rows, currencies as a list', async () => {
    const page = { paragraph1: 'a &amp; b', paragraph2: 'c', tableColumn1: 'Logo', tableColumn2: 'Deposit', tableColumn3: 'Withdrawal', tableColumn4: 'Currencies' };
    const row = { paymentLink: 'deposit-visa', paymentLogo: 'https://x/visa.svg', depositTime: 'Instant', withdrawalTime: '1-3 days', availableCurrencies: 'GBP, EUR' };
    const res = await client(() => ({ body: wrapped({ page, paymentMethods: [row] }) })).platform.getPaymentMethods();
    expect(res!.page).toEqual({ intro: 'a & b', note: 'c', logoHeading: 'Logo', depositTimeHeading: 'Deposit', withdrawalTimeHeading: 'Withdrawal', currenciesHeading: 'Currencies' });
    expect(res!.methods[0]).toEqual({ helpPage: 'deposit-visa', logo: 'https://x/visa.svg', depositTime: 'Instant', withdrawalTime: '1-3 days', currencies: ['GBP', 'EUR'] });
  });

  it('copyright: data.data.copyrightText; a failure is logged only', async () => {
    expect(await client(() => ({ body: wrapped({ copyrightText: '<p>©</p>' }) })).platform.getCopyright({ host: 'h' })).toBe('[safe]<p>©</p>');
    expect(await client(() => ({ status: 500 })).platform.getCopyright({ host: 'h' })).toBeUndefined();
    expect(console.error).toHaveBeenCalled();
  });

  it('games list: platform games become app games with a derived portrait image', async () => {
    const game = { id: 5, name: 'Pot &amp; Gold', externalGameProvider: 'Barcrest', externalGameSubProvider: '', images: { default: 'https://a/5_1x.jpg', webp: 'https://a/5_1x.webp' }, appealingForChildren: '1', tag: 'new', megaways: false };
    const list = await client(() => ({ body: { data: { games: [game], categories: [{ name: 'Kasino', subCategories: [{ name: 'Uudet', instantGamesOrder: [5, 'x'] }] }] } } })).platform.getGamesList('W');
    expect(list!.games[0]).toEqual({
      id: 5, name: 'Pot & Gold', provider: 'Barcrest', subProvider: '', childAppealing: true, megaways: false, tag: 'new',
      images: { default: 'https://a/5_1x.jpg', webp: 'https://a/5_1x.webp', portrait: 'https://a/5_3x.jpg', portraitWebp: 'https://a/5_3x.webp' },
    });
    expect(list!.categories[0]!.subCategories[0]!.gameIds).toEqual([5]);
  });

  it('portrait marker replaces only the file name 1x', () => {
    expect(portraitImage('https://cdn.test/1x/games/7_1x.webp')).toBe('https://cdn.test/1x/games/7_3x.webp');
  });
});

describe('create-ticket', () => {
  it('posts JSON with the bearer token; true only for status 2', async () => {
    const { platform, calls } = client(() => ({ body: { status: 2 } }));
    expect(await platform.createTicket({ name: 'A' }, 'secret-token')).toBe(true);
    expect(calls[0]!.url).toBe(`${BASE}/api/v1/brands/178/create-ticket`);
    expect(calls[0]!.init!.method).toBe('POST');
    expect((calls[0]!.init!.headers as Record<string, string>).Authorization).toBe('Bearer secret-token');
    expect(JSON.parse(calls[0]!.init!.body as string)).toEqual({ name: 'A' });
    expect(await client(() => ({ body: { status: 1 } })).platform.createTicket({}, 't')).toBe(false);
    expect(await client(() => ({ status: 502 })).platform.createTicket({}, 't')).toBe(false);
  });
});
