import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadInfoPage } from './info-data';

const answer = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const head = { title: 't', description: '', alternates: [], og: {} };
const payload = (route: string, status: number, data: unknown) => ({ route, params: {}, status, locale: 'fi', path: '/info/help/', data, head, ...(route === 'error' ? { error: { message: 'x', statusCode: status } } : {}) });

afterEach(() => vi.unstubAllGlobals());

describe('loadInfoPage', () => {
  it("asks the worker for the page's payload in the locale, once; a failure is forgotten so Retry asks again", async () => {
    const data = { slug: 'help', heading: 'Apua', html: '<p>Apua</p>' };
    const fetcher = vi.fn(async (_url: string) => answer(503, { error: 'down' }));
    vi.stubGlobal('fetch', fetcher);
    await expect(loadInfoPage('fi', 'help')).rejects.toThrow();
    fetcher.mockImplementation(async () => answer(200, payload('info-page', 200, data)));
    expect(await loadInfoPage('fi', 'help')).toEqual(data);
    expect(await loadInfoPage('fi', 'help')).toEqual(data);
    expect(fetcher.mock.calls.map(([url]) => url)).toEqual(['/_data/fi/info/help/', '/_data/fi/info/help/']);
  });

  it('rejects an error page or another route', async () => {
    vi.stubGlobal('fetch', async () => answer(404, payload('error', 404, null)));
    await expect(loadInfoPage('en', 'nope')).rejects.toThrow('404');
    vi.stubGlobal('fetch', async () => answer(200, payload('info', 200, { heading: 'x', intro: '' })));
    await expect(loadInfoPage('en', 'odd')).rejects.toThrow();
  });
});
