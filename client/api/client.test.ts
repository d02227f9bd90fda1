import { describe, expect, it, vi } from 'vitest';
import { normaliseError } from '../contracts/errors';
import { ApiError } from './api-error';
import { apiUrl, call, CALL_TIMEOUT_MS, type Fetch } from './client';
import { getPage, getPageInPlace, IN_PLACE_TRIES, isSkew } from './get-page';
import { getTiles } from './get-tiles';
import { isRecord } from './shape';

const respond =
  (status: number, body: string, type = 'application/json'): Fetch =>
  async () =>
    new Response(body, { status, headers: { 'content-type': type } });
const json = (status: number, body: unknown) => respond(status, JSON.stringify(body));
const isCopyright = (j: unknown): j is { html: string } => isRecord(j) && typeof j.html === 'string';

/** The ApiError a call rejects with. */
async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(() => null, (e: unknown) => e);
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('the api client', () => {
  it('builds the URL from the endpoint table and asks for JSON', async () => {
    const fetcher = vi.fn(json(200, { html: '<p>c</p>' }));
    expect(await call('copyright', { query: { language: 'FIN' } }, isCopyright, { fetch: fetcher })).toEqual({ html: '<p>c</p>' });
    expect(fetcher).toHaveBeenCalledWith('/api/copyright?language=FIN', { method: 'GET', headers: { Accept: 'application/json', 'X-App-Build': 'dev' }, signal: expect.any(AbortSignal) });
  });

  it("pins every call to the page's version when the document names one (decision 025)", async () => {
    const meta = { content: 'shamrock-spins-uk="dc8dcd28-271b-4367-9840-6c244f84cb40"' };
    const querySelector = vi.fn((selector: string) => (selector === 'meta[name="version-override"]' ? meta : null));
    vi.stubGlobal('document', { querySelector });
    try {
      const fetcher = vi.fn(json(200, { html: '<p>c</p>' }));
      await call('copyright', { query: { language: 'FIN' } }, isCopyright, { fetch: fetcher });
      expect(fetcher.mock.calls[0]![1].headers).toEqual({ Accept: 'application/json', 'X-App-Build': 'dev', 'Cloudflare-Workers-Version-Overrides': meta.content });
      // A document without the pin (WORKER_NAME unset) sends no override: the edge routes by the split.
      querySelector.mockReturnValue(null);
      await call('copyright', { query: { language: 'FIN' } }, isCopyright, { fetch: fetcher });
      expect(fetcher.mock.calls[1]![1].headers).toEqual({ Accept: 'application/json', 'X-App-Build': 'dev' });
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it("refuses a page payload from another build (a rollout's skew), but not another build's tiles", async () => {
    const from = (build: string, body: unknown): Fetch => async () => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json', 'X-App-Build': build } });
    const page = { route: 'error' };
    expect(await failure(getPage('/slots/', false, { fetch: from('b2', page) }))).toMatchObject({ failure: 'skew', status: 200 });
    const tiles = await getTiles([7001], 'W', { fetch: from('b2', { tiles: [] }) });
    expect(tiles).toEqual({ tiles: [] });
    // The same build's payload reaches the shape check (and fails it here: it is not a whole payload).
    expect((await failure(getPage('/slots/', false, { fetch: from('dev', page) }))).failure).toBe('bad-shape');
  });

  it('asks again for a payload shown in place when another build answered, up to IN_PLACE_TRIES times', async () => {
    const payload = { route: 'info-page', status: 200, locale: 'en-gb', path: '/info/terms/', params: {}, head: {}, data: {} };
    const builds = ['other', 'other', 'dev'];
    const fetcher = vi.fn(async () => new Response(JSON.stringify(payload), { headers: { 'content-type': 'application/json', 'X-App-Build': builds.shift() ?? 'other' } }));
    vi.stubGlobal('fetch', fetcher);
    try {
      expect(await getPageInPlace('/info/terms/', false)).toEqual(payload);
      expect(fetcher).toHaveBeenCalledTimes(3);
      fetcher.mockClear();
      builds.push(...Array(IN_PLACE_TRIES + 1).fill('other'));
      const skew = await failure(getPageInPlace('/info/terms/', false));
      expect(skew.failure).toBe('skew');
      expect(fetcher).toHaveBeenCalledTimes(IN_PLACE_TRIES);
      // What the callers read to offer the new version instead of Retry (decision 025).
      expect(isSkew(skew)).toBe(true);
      expect(isSkew(new ApiError('network', 0, 'no answer'))).toBe(false);
      expect(isSkew(new Error('skew'))).toBe(false);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it(`gives up on a worker that does not answer after ${CALL_TIMEOUT_MS} ms, as on no answer; a caller may allow longer`, async () => {
    vi.useFakeTimers();
    try {
      const hang: Fetch = (_url, init) =>
        new Promise((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(init.signal!.reason)));
      const pending = failure(getTiles([7001], 'W', { fetch: hang }));
      await vi.advanceTimersByTimeAsync(CALL_TIMEOUT_MS - 1);
      let settled = false;
      void pending.then(() => (settled = true));
      await vi.advanceTimersByTimeAsync(0);
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(await pending).toMatchObject({ failure: 'network', status: 0, statusCode: 500 });

      const longer = failure(call('copyright', { query: { language: 'ENG' } }, isCopyright, { fetch: hang, timeoutMs: 20_000 }));
      let done = false;
      void longer.then(() => (done = true));
      await vi.advanceTimersByTimeAsync(CALL_TIMEOUT_MS + 1000);
      expect(done).toBe(false);
      await vi.advanceTimersByTimeAsync(20_000);
      expect((await longer).failure).toBe('network');
    } finally {
      vi.useRealTimers();
    }
  });

  it('gives up on an answer whose body stops coming', async () => {
    vi.useFakeTimers();
    try {
      const stalled: Fetch = async (_url, init) => {
        const body = new ReadableStream({
          start(controller) {
            controller.enqueue(new TextEncoder().encode('{"tiles":['));
            init.signal?.addEventListener('abort', () => controller.error(init.signal!.reason));
          },
        });
        return new Response(body, { headers: { 'content-type': 'application/json' } });
      };
      const pending = failure(getTiles([7001], 'W', { fetch: stalled }));
      await vi.advanceTimersByTimeAsync(CALL_TIMEOUT_MS);
      expect(await pending).toMatchObject({ failure: 'network' });
    } finally {
      vi.useRealTimers();
    }
  });

  it('sends lists comma-separated and adds the player view after the page’s own query', () => {
    expect(apiUrl('/api/tiles', { query: { ids: [7002, 7001], platform: 'C', lang: undefined } })).toBe('/api/tiles?ids=7002,7001&platform=C');
    expect(apiUrl('/_data', { tail: '/fi/slots/', query: {} })).toBe('/_data/fi/slots/');
    expect(apiUrl('/_data', { tail: '/all-games/?letter=B', query: { view: 'player' } })).toBe('/_data/all-games/?letter=B&view=player');
    expect(apiUrl('/_data', { tail: '/new/', query: { view: 'player' } })).toBe('/_data/new/?view=player');
  });

  it('refuses an answer that is not JSON', async () => {
    const error = await failure(call('copyright', { query: { language: 'ENG' } }, isCopyright, { fetch: respond(200, '<html>portal</html>', 'text/html') }));
    expect(error).toMatchObject({ failure: 'not-json', status: 200, statusCode: 500 });
    expect((await failure(call('copyright', { query: { language: 'ENG' } }, isCopyright, { fetch: respond(200, '{broken') }))).failure).toBe('not-json');
  });

  it("turns an error status into an HTTP error with the worker's status and message", async () => {
    const error = await failure(getTiles([7001], 'W', { fetch: json(503, { error: 'The games list is unavailable right now' }) }));
    expect(error).toMatchObject({ failure: 'http', status: 503, statusCode: 503 });
    expect(error.message).toContain('The games list is unavailable right now');
    // A proxy's HTML error page is an HTTP error too: the status is what counts.
    expect(await failure(getTiles([7001], 'W', { fetch: respond(502, '<html>Bad gateway</html>', 'text/html') }))).toMatchObject({ failure: 'http', status: 502 });
  });

  it('turns no answer into a network error, shown as a 500', async () => {
    const cause = new TypeError('Failed to fetch');
    const error = await failure(getTiles([7001], 'W', { fetch: () => Promise.reject(cause) }));
    expect(error).toMatchObject({ failure: 'network', status: 0, cause });
    expect(normaliseError(error)).toEqual({ statusCode: 500, message: error.message });
  });

  it('refuses JSON of another shape', async () => {
    expect(await failure(getTiles([7001], 'W', { fetch: json(200, { tiles: [{ name: 'no id' }] }) }))).toMatchObject({ failure: 'bad-shape', status: 200 });
    expect(await failure(getTiles([7001], 'W', { fetch: json(200, null) }))).toMatchObject({ failure: 'bad-shape' });
    expect(await failure(getPage('/', false, { fetch: json(503, { error: 'down' }) }))).toMatchObject({ failure: 'bad-shape', statusCode: 500 });
  });

  it('decodes the error answers of an endpoint whose errors are typed (an error page is a payload)', async () => {
    const notFound = {
      route: 'error',
      params: {},
      status: 404,
      locale: 'en',
      path: '/nope/',
      data: null,
      error: { message: 'This page could not be found', statusCode: 404 },
      head: { title: '404', description: '', alternates: [], og: {} },
    };
    expect(await getPage('/nope/', false, { fetch: json(404, notFound) })).toEqual(notFound);
    expect(await getPage('/slots', false, { fetch: json(200, { redirect: '/slots/' }) })).toEqual({ redirect: '/slots/' });
  });

  it('passes the caller’s abort signal on', async () => {
    const controller = new AbortController();
    const fetcher = vi.fn(json(200, { tiles: [] }));
    await getTiles([1], 'W', { fetch: fetcher, signal: controller.signal });
    expect(fetcher.mock.calls[0]![1]).toMatchObject({ signal: controller.signal });
  });
});
