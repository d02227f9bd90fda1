import { describe, expect, it } from 'vitest';
import { appWith } from '../../tests/support/middleware-app';
import { testVars } from '../../tests/support/env';
import { trailingSlash } from './trailing-slash';

const app = appWith(trailingSlash);
const get = (path: string) => app.request(path, {}, testVars());

describe('trailing slash', () => {
  it('redirects a page path without a slash in one hop, keeping the query', async () => {
    const res = await get('/slots?x=1&y=%20');
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/slots/?x=1&y=%20');
  });

  it('leaves the root, slashed paths, assets, APIs and files alone', async () => {
    for (const path of ['/', '/slots/', '/assets/entry-x.js', '/api/health', '/favicon.svg', '/robots.txt']) {
      expect((await get(path)).status, path).toBe(200);
    }
  });

  it('answers the client router with a JSON redirect for data requests', async () => {
    const res = await get('/_data/en-ca/slots?q=1');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ redirect: '/en-ca/slots/?q=1' });
  });

  it('never redirects off-site through a protocol-relative path', async () => {
    const res = await get('//evil.example/x');
    expect(res.headers.get('location')).toBe('/evil.example/x/');
  });
});
