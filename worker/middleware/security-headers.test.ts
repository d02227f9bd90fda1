import { describe, expect, it } from 'vitest';
import { appWith } from '../../tests/support/middleware-app';
import { testVars } from '../../tests/support/env';
import { securityHeaders } from './security-headers';

describe('security headers', () => {
  const app = appWith(securityHeaders);

  it('sets CSP with a fresh nonce per request and the other hardening headers', async () => {
    const a = await app.request('/', {}, testVars());
    const b = await app.request('/', {}, testVars());
    const nonceA = (await a.json()).nonce as string;
    const nonceB = (await b.json()).nonce as string;
    expect(nonceA).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(nonceA).not.toBe(nonceB);
    const csp = a.headers.get('content-security-policy')!;
    expect(csp).toContain(`script-src 'self' 'nonce-${nonceA}' http://emulator.test https://captcha.test https://tags.test`);
    expect(csp).toContain(`frame-ancestors 'self'`);
    expect(csp).toContain(`object-src 'none'`);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(a.headers.get('strict-transport-security')).toMatch(/max-age=\d{8}/);
    expect(a.headers.get('x-content-type-options')).toBe('nosniff');
    expect(a.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });
});
