import { describe, expect, it } from 'vitest';
import { unparseable } from './request-bounds';

/** The runtime can hand over requests the URL parser refuses; Request's constructor cannot make them, so fake one. */
const raw = (method: string, url: string) => ({ method, url }) as Request;

describe('unparseable', () => {
  it.each([
    ['OPTIONS', '*'],
    ['GET', ''],
    ['GET', 'www.example.test:443'],
    ['CONNECT', 'https://www.example.test:443/'],
    ['GET', 'ftp://x.test/'],
  ])('%s %j is a 400 from the worker', async (method, url) => {
    const res = unparseable(raw(method, url));
    expect(res?.status).toBe(400);
    expect(await res!.text()).not.toContain(url || '\u0000');
  });

  it('lets an ordinary request through', () => {
    expect(unparseable(raw('GET', 'https://www.example.test/slots/'))).toBeNull();
  });
});
