import { describe, expect, it } from 'vitest';
import { appWith } from '../../tests/support/middleware-app';
import { testVars } from '../../tests/support/env';
import { fiRedirect } from './fi-redirect';
import { trailingSlash } from './trailing-slash';

const app = appWith(fiRedirect, trailingSlash);

describe('/fi/ rule', () => {
  it('when on, sends any path containing /fi/ to /en-ie/ in one hop', async () => {
    const on = testVars({ FI_REDIRECT: 'true' });
    const cases: [string, string][] = [
      ['/fi/', '/en-ie/'],
      ['/fi', '/en-ie/'],
      ['/fi/slots/?a=1', '/en-ie/slots/?a=1'],
      ['/fi/casino/games/lucky-clover', '/en-ie/casino/games/lucky-clover/'],
    ];
    for (const [from, to] of cases) {
      const res = await app.request(from, {}, on);
      expect(res.status, from).toBe(301);
      expect(res.headers.get('location'), from).toBe(to);
    }
  });

  it('when off, Finnish routes pass through', async () => {
    const res = await app.request('/fi/slots/', {}, testVars({ FI_REDIRECT: 'false' }));
    expect(res.status).toBe(200);
  });

  it('does not touch paths that merely start with fi', async () => {
    const res = await app.request('/finance/', {}, testVars({ FI_REDIRECT: 'true' }));
    expect(res.status).toBe(200);
  });
});
