import { afterEach, describe, expect, it, vi } from 'vitest';
import { lastResort } from './last-resort';

const INTERNALS = /\n\s+at\s|file:\/\/|\/(work|home|root|tmp)\/|node_modules|\.(?:[cm]?[jt]sx?):\d+/;

describe('lastResort', () => {
  afterEach(() => vi.restoreAllMocks());

  it("passes the app's answer through", async () => {
    const res = await lastResort(new Request('http://site/'), {}, () => new Response('ok'));
    expect(await res.text()).toBe('ok');
  });

  it.each([
    ['an Error', () => Promise.reject(new Error('boom at /work/site/worker/x.ts:1:2'))],
    ['a thrown string', () => Promise.reject('/work/site/worker/x.ts:3:4')],
    ['a synchronous throw', () => {
      throw new TypeError('bad');
    }],
  ])('answers %s with a short static 500 that carries no stack or path, and logs it', async (_name, run) => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const page = await lastResort(new Request('http://site/slots/'), { 'X-App-Build': 'b1' }, run as () => Promise<Response>);
    expect(page.status).toBe(500);
    expect(page.headers.get('x-app-build')).toBe('b1');
    const html = await page.text();
    expect(html).toContain('Internal error');
    expect(html).not.toMatch(INTERNALS);
    const api = await lastResort(new Request('http://site/api/tiles'), {}, run as () => Promise<Response>);
    expect(api.status).toBe(500);
    expect(await api.json()).toEqual({ error: 'Internal error' });
    expect(log).toHaveBeenCalledTimes(2);
  });
});
