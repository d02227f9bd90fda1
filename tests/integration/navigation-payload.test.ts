import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InitialState, PagePayload } from '../../client/contracts/payload';
import { SITE_ORIGIN } from '../support/env';
import { startWorker, type TestWorker } from '../support/worker';

let worker: TestWorker;
beforeAll(async () => {
  worker = await startWorker();
});
afterAll(() => worker?.dispose());

describe('client navigation payload (/_data/…)', () => {
  it('is the same loader result as the HTML, as JSON', async () => {
    const res = await worker.fetch('/_data/en-ca/promotions/');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/json');
    const payload = (await res.json()) as PagePayload;
    expect(payload).toMatchObject({ route: 'promotions', status: 200, locale: 'en-ca', path: '/promotions/', params: {} });
    expect(payload.head.canonical).toBe(`${SITE_ORIGIN}/en-ca/promotions/`);
    expect(payload.head.alternates).toHaveLength(6);
    const html = await (await worker.fetch('/en-ca/promotions/')).text();
    const ssr = JSON.parse(/<script id="__STATE__"[^>]*>([^<]*)</.exec(html)![1]!).payload;
    expect(payload).toEqual(ssr);
  });

  it('gives the browser the reality-check interval with the framework config', async () => {
    const site = async (w: TestWorker) => {
      const html = await (await w.fetch('/')).text();
      return (JSON.parse(/<script id="__STATE__"[^>]*>([^<]*)</.exec(html)![1]!) as InitialState).site;
    };
    expect((await site(worker)).platform).toEqual({ scriptUrl: 'http://emulator.test/platform/framework.js', brandId: 178, realityCheckMinutes: 60 });
    const custom = await startWorker({ REALITY_CHECK_MINUTES: '45' });
    try {
      expect((await site(custom)).platform.realityCheckMinutes).toBe(45);
    } finally {
      await custom.dispose();
    }
  });

  it('carries route params', async () => {
    const payload = (await (await worker.fetch('/_data/fi/providers/netent/')).json()) as PagePayload;
    expect(payload).toMatchObject({ route: 'provider', params: { provider: 'netent' }, locale: 'fi' });
  });

  it('answers unknown routes with a 404 error payload', async () => {
    const res = await worker.fetch('/_data/nope/');
    expect(res.status).toBe(404);
    const payload = (await res.json()) as PagePayload;
    expect(payload).toMatchObject({ route: 'error', status: 404, error: { statusCode: 404, message: 'This page could not be found' } });
    expect(payload.head.title).toBe('404 | Shamrock Spins');
  });

  it('turns redirects into instructions for the router', async () => {
    const res = await worker.fetch('/_data/slots?x=1');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ redirect: '/slots/?x=1' });
  });
});
