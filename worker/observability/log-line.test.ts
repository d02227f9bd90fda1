import { describe, expect, it } from 'vitest';
import { logLine, logPath, PATH_CHARS, routeFor, serverTiming } from './log-line';
import { RequestTrace } from './trace';

const release = { build: 'b1', version: 'v1', tag: 'abc123', region: 'uk' };

describe('logPath', () => {
  it('keeps the path and never the query string or fragment', () => {
    expect(logPath('https://x.test/slots/?email=a%40b.test&token=t0k#frag')).toBe('/slots/');
    expect(logPath('https://x.test/_data/promotions/?session=abc')).toBe('/_data/promotions/');
  });

  it('redacts e-mail-like segments a visitor typed into the path', () => {
    expect(logPath('https://x.test/promotions/someone@example.com/')).toBe('/promotions/:redacted/');
    expect(logPath('https://x.test/a/someone%40example.com/b/')).toBe('/a/:redacted/b/');
    expect(logPath('https://x.test/a/someone%2540example.com/b/')).toBe('/a/:redacted/b/');
    expect(logPath('https://x.test/a/someone%252540example.com/b/')).toBe('/a/:redacted/b/');
    expect(logPath('https://x.test/a/someone＠example.com/b/')).toBe('/a/:redacted/b/');
    expect(logPath('https://x.test/a/someone%EF%BC%A0example.com/b/')).toBe('/a/:redacted/b/');
  });

  it('redacts segments with a run of six digits (a phone, a card, an account), however written', () => {
    expect(logPath('https://x.test/players/12345678/')).toBe('/players/:redacted/');
    expect(logPath('https://x.test/p/0788-123-456/')).toBe('/p/:redacted/');
    expect(logPath('https://x.test/p/%EF%BC%91%EF%BC%92%EF%BC%93%EF%BC%94%EF%BC%95%EF%BC%96/')).toBe('/p/:redacted/');
    expect(logPath('https://x.test/casino/games/7001/')).toBe('/casino/games/7001/');
    expect(logPath('https://x.test/promotions/limited-time/12/')).toBe('/promotions/limited-time/12/');
    expect(logPath('https://x.test/assets/entry-AB12CD.js')).toBe('/assets/entry-AB12CD.js');
  });

  it('is bounded', () => {
    const path = logPath(`https://x.test/${'a'.repeat(3000)}/`);
    expect(path).toHaveLength(PATH_CHARS + 1);
    expect(path.endsWith('…')).toBe(true);
  });

  it('is empty for a URL that does not parse', () => {
    expect(logPath('*')).toBe('');
  });
});

describe('routeFor', () => {
  it.each([
    ['/__health', undefined, 200, 'health'],
    ['/api/health', undefined, 200, 'health'],
    ['/assets/entry-abc.js', undefined, 404, 'asset'],
    ['/api/tiles', '/api/tiles', 200, 'api:tiles'],
    ['/api/search-catalogue', '/api/search-catalogue', 200, 'api:searchCatalogue'],
    ['/api/support/ticket', '/api/support/ticket', 400, 'api:supportTicket'],
    ['/api/cache/purge', '/api/cache/purge', 401, 'api:cachePurge'],
    ['/api/nope', '/api/nope', 404, 'api:unknown'],
    ['/robots.txt', '/robots.txt', 200, 'robots'],
    ['/sitemap-games.xml', '/sitemap-games.xml', 200, 'sitemap'],
    ['/slots', undefined, 301, 'redirect'],
    ['/', '/', 200, 'home'],
    ['/fi/slots/', '/slots/', 200, 'slots'],
    ['/_data/slots/', '/slots/', 200, 'slots'],
    ['/_data/promotions/', undefined, 500, 'promotions'],
    ['/no/such/page/', '/no/such/page/', 404, 'error'],
  ])('%s (%s, %i) → %s', (path, rest, status, route) => {
    expect(routeFor(path, rest, status)).toBe(route);
  });
});

describe('logLine', () => {
  const input = (over: Partial<Parameters<typeof logLine>[0]> = {}) => {
    let now = 0;
    const trace = new RequestTrace(() => now);
    trace.pageCache('miss');
    const done = trace.upstreamWait('wp');
    now = 12;
    done();
    trace.breakerChange({ upstream: 'wp', from: 'closed', to: 'open' });
    now = 20;
    trace.renderMs = 18;
    return { url: 'https://x.test/slots/?email=someone%40example.com', method: 'GET', status: 200, rest: '/slots/', cf: { colo: 'DUB', clientIp: '203.0.113.9', country: 'IE' }, release, trace, ...over };
  };

  it('has exactly the documented fields, from the site only', () => {
    expect(logLine(input())).toEqual({
      route: 'slots',
      method: 'GET',
      path: '/slots/',
      status: 200,
      cache: 'miss',
      renderMs: 18,
      upstreamMs: { wp: 12 },
      breakers: [{ upstream: 'wp', from: 'closed', to: 'open' }],
      version: 'v1',
      build: 'b1',
      tag: 'abc123',
      region: 'uk',
      colo: 'DUB',
      ms: 20,
    });
  });

  it('names no unknown method and no malformed colo', () => {
    const line = logLine(input({ method: 'BREW', cf: { colo: '<script>' } }));
    expect(line.method).toBe('OTHER');
    expect(line).not.toHaveProperty('colo');
    expect(logLine(input({ cf: undefined }))).not.toHaveProperty('colo');
  });

  it('leaves renderMs out when no page was rendered or served', () => {
    const trace = new RequestTrace(() => 0);
    expect(logLine({ ...input(), trace })).not.toHaveProperty('renderMs');
  });

  it('lists the offers shown without their call to action, only when there are some', () => {
    expect(logLine(input())).not.toHaveProperty('offers');
    const trace = new RequestTrace(() => 0);
    trace.offerFlag({ offer: 'cms:loyalty-rewards', reason: 'wagering-over-cap', wagering: 20 });
    expect(logLine({ ...input(), trace }).offers).toEqual([{ offer: 'cms:loyalty-rewards', reason: 'wagering-over-cap', wagering: 20 }]);
  });
});

describe('serverTiming', () => {
  it('gives the cache outcome, the render and one entry per upstream', () => {
    expect(serverTiming({ cache: 'miss', renderMs: 35, upstreamMs: { wp: 12, platform: 40 } })).toBe(
      'cache;desc=miss, render;dur=35, upstream-wp;dur=12, upstream-platform;dur=40',
    );
    expect(serverTiming({ cache: 'hit', renderMs: 0, upstreamMs: {} })).toBe('cache;desc=hit, render;dur=0');
    expect(serverTiming({ cache: 'bypass', upstreamMs: {} })).toBe('cache;desc=bypass');
  });

  it('keeps names to header tokens', () => {
    expect(serverTiming({ cache: 'miss', upstreamMs: { 'w p;x': 1 } })).toBe('cache;desc=miss, upstream-w-p-x;dur=1');
  });
});
