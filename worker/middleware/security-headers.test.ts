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
    // Nonce and 'strict-dynamic' first; the hosts, https: and 'unsafe-inline' only for browsers without them.
    expect(csp).toContain(`script-src 'nonce-${nonceA}' 'strict-dynamic' 'self' http://emulator.test https://captcha.test https://tags.test https: 'unsafe-inline'`);
    // The live socket's origin by name, for browsers whose 'self' does not cover wss: (before CSP Level 3).
    expect(csp).toContain(`connect-src 'self' wss://www.shamrockspins.test `);
    expect(csp).toContain(`frame-ancestors 'self'`);
    expect(csp).toContain(`object-src 'none'`);
    // The service worker at /sw.js, which 'strict-dynamic' would not allow by script-src's 'self' (decision 030).
    expect(csp).toContain(`worker-src 'self'`);
    expect(csp).toContain(`base-uri 'none'`);
    expect(a.headers.get('cross-origin-opener-policy')).toBe('same-origin-allow-popups');
    expect(a.headers.get('content-security-policy-report-only')).toBe(`require-trusted-types-for 'script'`);
    expect(a.headers.get('strict-transport-security')).toMatch(/max-age=\d{8}/);
    expect(a.headers.get('x-content-type-options')).toBe('nosniff');
    expect(a.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });
});
