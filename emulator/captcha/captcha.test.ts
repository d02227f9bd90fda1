import { describe, expect, it } from 'vitest';
import { captchaRoutes, TOKEN_LIFETIME_MS, type CaptchaLog } from './routes';

function captcha() {
  let now = 1_700_000_000_000;
  const app = captchaRoutes({ now: () => now });
  const token = async (siteKey = 'site-key') => ((await (await app.request('/captcha/token', { method: 'POST', body: JSON.stringify({ siteKey }) })).json()) as { token: string }).token;
  const verify = async (fields: Record<string, string>) =>
    (await (await app.request('/captcha/siteverify', { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields).toString() })).json()) as {
      success: boolean;
      'error-codes'?: string[];
    };
  return { app, token, verify, advance: (ms: number) => (now += ms) };
}

describe('captcha stand-in', () => {
  it('serves a grecaptcha script', async () => {
    const res = await captcha().app.request('/captcha/api.js');
    expect(res.headers.get('content-type')).toContain('javascript');
    const text = await res.text();
    expect(text).toContain('window.grecaptcha');
    expect(() => new Function(text)).not.toThrow();
  });

  it('verifies an issued token once', async () => {
    const c = captcha();
    const token = await c.token();
    expect(await c.verify({ secret: 's', response: token })).toMatchObject({ success: true });
    expect(await c.verify({ secret: 's', response: token })).toEqual({ success: false, 'error-codes': ['timeout-or-duplicate'] });
  });

  it('refuses a token older than two minutes, an unknown one, and a missing secret', async () => {
    const c = captcha();
    const token = await c.token();
    c.advance(TOKEN_LIFETIME_MS + 1);
    expect((await c.verify({ secret: 's', response: token }))['error-codes']).toEqual(['timeout-or-duplicate']);
    expect((await c.verify({ secret: 's', response: 'made-up' }))['error-codes']).toEqual(['invalid-input-response']);
    expect((await c.verify({ response: await c.token() }))['error-codes']).toEqual(['missing-input-secret']);
  });

  it('needs a site key to issue a token, and logs verifications newest first', async () => {
    const c = captcha();
    expect((await c.app.request('/captcha/token', { method: 'POST', body: '{}' })).status).toBe(400);
    await c.verify({ secret: 'one', response: await c.token() });
    await c.verify({ secret: 'two', response: 'bad' });
    const log = (await (await c.app.request('/__emulator/captcha')).json()) as CaptchaLog;
    expect(log.issued).toBe(1);
    expect(log.verifications.map((v) => [v.secret, v.success])).toEqual([
      ['two', false],
      ['one', true],
    ]);
  });
});
