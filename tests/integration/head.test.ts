import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITE_ORIGIN } from '../support/env';
import { startWorker, type TestWorker } from '../support/worker';

let worker: TestWorker;
beforeAll(async () => {
  worker = await startWorker();
});
afterAll(() => worker?.dispose());

const alternates = (html: string) =>
  [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"\/>/g)].map((m) => [m[1], m[2]]);

describe('head', () => {
  it('/en-ca/promotions/ has an absolute canonical and six reciprocal alternates', async () => {
    const res = await worker.fetch('/en-ca/promotions/');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain(`<link rel="canonical" href="${SITE_ORIGIN}/en-ca/promotions/"/>`);
    const expected = [
      ['en-GB', `${SITE_ORIGIN}/promotions/`],
      ['en-CA', `${SITE_ORIGIN}/en-ca/promotions/`],
      ['en-IE', `${SITE_ORIGIN}/en-ie/promotions/`],
      ['fi', `${SITE_ORIGIN}/fi/promotions/`],
      ['es', `${SITE_ORIGIN}/es/promotions/`],
      ['x-default', `${SITE_ORIGIN}/promotions/`],
    ];
    expect(alternates(html)).toEqual(expected);
    for (const [, href] of expected.slice(0, 5)) {
      const other = await (await worker.fetch(new URL(href!).pathname)).text();
      expect(alternates(other), href).toEqual(expected);
      expect(other).toContain(`<link rel="canonical" href="${href}"/>`);
    }
  });

  it('drops the query from the canonical', async () => {
    const html = await (await worker.fetch('/slots/?page=2')).text();
    expect(html).toContain(`<link rel="canonical" href="${SITE_ORIGIN}/slots/"/>`);
  });

  it('carries Open Graph tags and the html lang of the locale', async () => {
    const html = await (await worker.fetch('/es/')).text();
    expect(html).toContain('<html lang="es-ES">');
    expect(html).toContain('<meta property="og:locale" content="es_ES"/>');
    expect(html).toContain(`<meta property="og:url" content="${SITE_ORIGIN}/es/"/>`);
    expect(html).toContain('<meta property="og:site_name" content="Shamrock Spins"/>');
  });

  it('sets the security headers and a CSP nonce that matches the inline scripts', async () => {
    const res = await worker.fetch('/');
    const csp = res.headers.get('content-security-policy')!;
    const nonce = /'nonce-([^']+)'/.exec(csp)![1]!;
    const html = await res.text();
    const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
    expect(res.headers.get('strict-transport-security')).toBeTruthy();
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  it('adds the speculation rules head script, nonce\'d with each request\'s own nonce, cached page or not (decision 031)', async () => {
    for (let i = 0; i < 2; i++) {
      const res = await worker.fetch('/slots/');
      const nonce = /'nonce-([^']+)'/.exec(res.headers.get('content-security-policy')!)![1]!;
      const html = await res.text();
      const tag = new RegExp(`<script nonce="${nonce.replace(/[+/=]/g, '\\$&')}">([^<]*speculationrules[^<]*)</script>`).exec(html);
      expect(tag, `request ${i + 1}`).not.toBeNull();
      expect(tag![1]).toContain('document.currentScript.nonce');
      // No page is prerendered: its scripts would record a page view for a page never visited.
      expect(tag![1]).not.toContain('prerender');
    }
  });

  it('serialises the initial state safely', async () => {
    const html = await (await worker.fetch('/promotions/')).text();
    const state = /<script id="__STATE__" type="application\/json" nonce="[^"]+">([^<]*)<\/script>/.exec(html);
    expect(state).not.toBeNull();
    const parsed = JSON.parse(state![1]!);
    expect(parsed.payload).toMatchObject({ route: 'promotions', status: 200, locale: 'en', path: '/promotions/' });
    expect(parsed.site).toMatchObject({ brandName: 'Shamrock Spins', country: 'GB', currency: 'GBP' });
  });
});

describe('geo and device', () => {
  it('derives currency and regulation from request.cf.country', async () => {
    const state = async (country?: string) => {
      const html = await (await worker.fetch('/', country ? { country } : {})).text();
      return JSON.parse(/<script id="__STATE__"[^>]*>([^<]*)</.exec(html)![1]!).site;
    };
    expect(await state('CA')).toMatchObject({ country: 'CA', currency: 'CAD', regulation: 'MGA' });
    expect(await state('IE')).toMatchObject({ country: 'IE', currency: 'EUR', regulation: null });
    expect(await state()).toMatchObject({ country: 'GB', currency: 'GBP', regulation: 'GB' });
  });

  it('detects mobile devices', async () => {
    const res = await worker.fetch('/_data/', { headers: { 'sec-ch-ua-mobile': '?1' } });
    expect(res.headers.get('vary')).toContain('Sec-CH-UA-Mobile');
  });
});
