import { reactRenderer } from '@hono/react-renderer';
import { Hono } from 'hono';
import { describe, expect, it, vi } from 'vitest';
import { PageError } from '../../client/contracts/errors';
import { testVars } from '../../tests/support/env';
import type { AppEnv } from '../env';
import { locale } from '../middleware/locale';
import { Document } from '../render/document';
import '../../i18n/all-messages';
import { handleError } from './error-page';

vi.mock('../render/assets', () => ({ BUILD_ID: 'test-build', assetsFor: () => ({ entry: '/assets/entry.js', css: [], preload: [], urgent: [] }) }));
vi.mock('./site-loader', () => ({
  loadSite: async () => ({ brandName: 'Shamrock Spins', brandDomain: 'x', affiliatesUrl: 'https://a.example/', footer: { iconsHtml: '', copyrightHtml: '', regulation: 'GB' }, platform: { scriptUrl: 'https://p.example/framework.js', brandId: 178, realityCheckMinutes: 60 }, support: { email: 'support@x.example', hours: '', captcha: { scriptUrl: 'https://c.example/api.js', siteKey: 'k', version: '2' } }, country: 'GB', currency: 'GBP', regulation: 'GB', device: 'desktop' }),
}));

function appThrowing(error: unknown, { brokenLayout = false } = {}) {
  const app = new Hono<AppEnv>();
  app.use(
    reactRenderer(({ children, document }) => {
      if (brokenLayout) throw new Error('layout broke');
      return <Document document={document}>{children}</Document>;
    }),
  );
  app.use(async (c, next) => {
    c.set('nonce', 'n');
    await next();
  });
  app.use(locale);
  app.get('*', () => {
    throw error;
  });
  app.onError(handleError);
  return app;
}

describe('error page', () => {
  it("renders any non-404 error as 'Unknown error please reload' with the normalised status", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const res = await appThrowing(new PageError(502, 'Bad gateway')).request('/x/', {}, testVars());
    expect(res.status).toBe(502);
    const html = await res.text();
    expect(html).toContain('Unknown error please reload');
    expect(html).toContain('<title>502 | Shamrock Spins</title>');
    expect(res.headers.get('Retry-After')).toBeNull();
  });

  it("renders a 503 as 'temporarily unavailable' in the visitor's language, with Retry-After and Reload (decision 028)", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const res = await appThrowing(new PageError(503, 'Service unavailable')).request('/fi/x/', {}, testVars());
    expect(res.status).toBe(503);
    expect(res.headers.get('Retry-After')).toBe('30');
    const html = await res.text();
    expect(html).toContain('Sivu ei ole juuri nyt saatavilla. Yritä hetken kuluttua uudelleen.');
    expect(html).toContain('Lataa uudelleen');
    expect(html).not.toContain('Tuntematon virhe');
  });

  it('never sends the message of an unexpected error to the browser', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const res = await appThrowing(new Error('db password is hunter2')).request('/x/', {}, testVars());
    expect(res.status).toBe(500);
    expect(await res.text()).not.toContain('hunter2');
  });

  it('defaults a plain error to 500', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const res = await appThrowing(new Error('boom')).request('/es/x/', {}, testVars());
    expect(res.status).toBe(500);
    expect(await res.text()).toContain('<title>500 | Shamrock Spins</title>');
  });

  it('falls back to a static page with a link home when the error page itself fails', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const res = await appThrowing(new Error('boom'), { brokenLayout: true }).request('/en-ca/x/', {}, testVars());
    expect(res.status).toBe(500);
    const html = await res.text();
    expect(html).toContain('An error occurred while showing the error page');
    expect(html).toContain('<a href="/en-ca/">Go back to homepage</a>');
    expect(logged).toHaveBeenCalledWith('error page failed', expect.any(Error));
  });
});
