import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LogLine } from '../../worker/observability/log-line';
import { startWorker, type LoggedCall, type TestWorker } from '../support/worker';

/**
 * The request log, Server-Timing and /__health through the real bundle (docs/operations.md "Observability"). Log
 * lines are read as the platform's tail gets them: each console call with its arguments, the request line an object.
 */
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const requestLines = (logs: LoggedCall[]) => logs.filter((l) => l.level === 'log').map((l) => l.message[0] as LogLine);
const FIELDS = ['route', 'method', 'path', 'status', 'cache', 'renderMs', 'upstreamMs', 'breakers', 'version', 'build', 'tag', 'region', 'colo', 'ms'];

describe('one structured line per request', () => {
  let w: TestWorker;
  beforeAll(async () => {
    w = await startWorker({}, { logs: true });
  });
  afterAll(() => w?.dispose());

  /** Makes one request and returns the one line it logged (failing if it logged none or several). */
  const requestAndLine = async (path: string, init: Parameters<TestWorker['fetch']>[1] = {}) => {
    const before = requestLines(w.logs).length;
    const res = await w.fetch(path, init);
    await res.arrayBuffer();
    await w.logged(before + 1);
    await sleep(100);
    const lines = requestLines(w.logs).slice(before);
    expect(lines, `lines logged by ${path}`).toHaveLength(1);
    const calls = w.logs.filter((l) => l.level === 'log').slice(before);
    expect(calls[0]!.message, 'one argument: the line object').toHaveLength(1);
    return { res, line: lines[0]! };
  };

  it('a page miss, then a hit: route, path, status, cache, timings, release and colo', async () => {
    const { res, line } = await requestAndLine('/slots/', { cf: { colo: 'DUB' } } as never);
    expect(res.status).toBe(200);
    expect(Object.keys(line).every((k) => FIELDS.includes(k))).toBe(true);
    expect(line).toMatchObject({ route: 'slots', method: 'GET', path: '/slots/', status: 200, cache: 'miss', breakers: [], region: 'local', tag: '', colo: 'DUB' });
    expect(line.version).toBe(res.headers.get('x-app-version'));
    expect(line.build).toBe(res.headers.get('x-app-build'));
    // A cold cache: the lobby called the platform (games list) and the categories service, and WordPress.
    expect(Object.keys(line.upstreamMs).sort()).toEqual(['categories', 'platform', 'wp']);
    for (const ms of Object.values(line.upstreamMs)) expect(ms).toBeGreaterThanOrEqual(0);
    expect(line.renderMs).toBeGreaterThan(0);
    expect(line.ms).toBeGreaterThanOrEqual(line.renderMs!);

    const again = await requestAndLine('/slots/', { cf: { colo: 'DUB' } } as never);
    expect(again.res.headers.get('x-page-cache')).toBe('hit');
    expect(again.line).toMatchObject({ route: 'slots', path: '/slots/', status: 200, cache: 'hit', renderMs: 0, upstreamMs: {}, breakers: [], colo: 'DUB' });
    expect((await requestAndLine('/_data/slots/')).line).not.toHaveProperty('colo');
  });

  it('/_data pages, redirects, APIs, health and unknown pages name their route', async () => {
    expect((await requestAndLine('/_data/promotions/')).line).toMatchObject({ route: 'promotions', path: '/_data/promotions/', cache: 'miss' });
    expect((await requestAndLine('/slots')).line).toMatchObject({ route: 'redirect', status: 301, cache: 'bypass' });
    expect((await requestAndLine('/api/tiles?ids=7001&platform=W')).line).toMatchObject({ route: 'api:tiles', path: '/api/tiles', status: 200 });
    expect((await requestAndLine('/__health')).line).toMatchObject({ route: 'health', status: 200, cache: 'bypass', upstreamMs: {} });
    expect((await requestAndLine('/no-such-page/')).line).toMatchObject({ route: 'error', status: 404 });
  });

  it('Server-Timing on HTML and /_data: cache, render and each upstream called; nothing else', async () => {
    const cold = await w.fetch('/magazine/');
    await cold.arrayBuffer();
    const timing = cold.headers.get('server-timing') ?? '';
    expect(timing).toMatch(/^cache;desc=miss, render;dur=\d+(, upstream-[a-z]+;dur=\d+)+$/);
    expect(timing).toContain('upstream-wp;dur=');
    const data = await w.fetch('/_data/magazine/');
    await data.arrayBuffer();
    expect(data.headers.get('content-type')).toContain('json');
    expect(data.headers.get('server-timing')).toMatch(/^cache;desc=(miss|stale), render;dur=\d+(, upstream-[a-z]+;dur=\d+)*$/);
    const hit = await w.fetch('/magazine/');
    await hit.arrayBuffer();
    expect(hit.headers.get('server-timing')).toBe('cache;desc=hit, render;dur=0');
  });
});

describe('no player identity in any log line', () => {
  const PLAYER_TOKEN_HINT = 'player session token';
  let w: TestWorker;
  beforeAll(async () => {
    w = await startWorker({ PLATFORM_API_TOKEN: 'brand-secret-token-xyz', CAPTCHA_SECRET: 'captcha-secret' }, { logs: true });
  });
  afterAll(() => w?.dispose());

  it('IP, forwarded-for, cookies, bearer and session tokens, e-mail, player id, query strings and User-Agent stay out', async () => {
    const login = (await (
      await w.emulator.request('/platform/api/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'player-gb', password: 'demo' }) })
    ).json()) as { token: string };
    expect(login.token, PLAYER_TOKEN_HINT).toMatch(/.{8,}/);
    const identity = {
      'cf-connecting-ip': '203.0.113.9',
      'x-forwarded-for': '198.51.100.77, 203.0.113.9',
      'x-real-ip': '203.0.113.9',
      cookie: `session=tok-secret-123; version-key=0123456789abcdef0123456789abcdef; last-activity=${Date.now()}`,
      authorization: `Bearer ${login.token}`,
      'user-agent': 'SecretAgent/7.7 (player-gb)',
    };
    const query = '?email=someone%40example.com&e2=someone@example.com&token=qs-token-456&utm_source=mail';
    const pages = ['/', '/slots/', '/_data/slots/', '/promotions/', '/info/terms/', '/promotions/someone@example.com/', '/api/tiles?ids=7001&platform=W&token=qs-token-456'];
    for (const path of pages) {
      const res = await w.fetch(path.includes('?') ? path : path + query, { headers: identity });
      await res.arrayBuffer();
      for (const value of Object.values(identity)) expect(res.headers.get('server-timing') ?? '').not.toContain(value);
    }
    const captchaToken = ((await (await w.emulator.request('/captcha/token', { method: 'POST', body: JSON.stringify({ siteKey: 'test-site-key' }) })).json()) as { token: string }).token;
    const ticket = await w.fetch(`/api/support/ticket${query}`, {
      method: 'POST',
      headers: { ...identity, 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Aoife',
        surname: 'Byrne',
        email: 'aoife.player@example.ie',
        subject: 'deposit',
        message: 'My deposit has not arrived.',
        locale: 'en',
        captchaToken,
        idempotencyKey: 'key-observability-0001-abcdefgh',
        session: { playerId: 'P-1001', restriction: '', registrationDate: '2023-03-17', countryCode: 'GB', language: 'ENG', loyaltyLevel: 'Gold', sessionToken: login.token },
      }),
    });
    expect(ticket.status).toBe(200);

    const lines = requestLines(await w.logged(pages.length + 1));
    expect(lines.map((l) => l.path)).toContain('/promotions/:redacted/');
    expect(lines.find((l) => l.route === 'api:supportTicket')).toMatchObject({ method: 'POST', path: '/api/support/ticket', status: 200 });
    const everything = JSON.stringify(w.logs);
    for (const secret of ['203.0.113.9', '198.51.100.77', 'tok-secret-123', login.token, 'someone', 'example.com', 'aoife', 'P-1001', 'qs-token-456', 'SecretAgent', 'utm_source', '0123456789abcdef', captchaToken, 'brand-secret-token-xyz']) {
      expect(everything.toLowerCase(), secret).not.toContain(secret.toLowerCase());
    }
  });
});

describe('GET /__health', () => {
  let w: TestWorker;
  beforeAll(async () => {
    w = await startWorker({ UPSTREAM_TIMEOUT_MS: '3000', BREAKER_FAILURES: '3', BREAKER_COOLDOWN_SECONDS: '60', NEGATIVE_CACHE_SECONDS: '0.001', PURGE_SECRET: 'purge-secret' }, { logs: true });
  });
  afterAll(() => w?.dispose());

  const health = async (path = '/__health') => {
    const started = performance.now();
    const res = await w.fetch(path).catch((error: unknown) => {
      // Local workerd sometimes closes a kept-alive connection that carried a request whose upstream call it cut off
      // (a hung WordPress here); the pool's next GET on it reads nothing ('other side closed', seen twice in a day
      // on this 2-core machine). A transport race of the test's client, not the health answer: asked again once.
      if ((error as { cause?: { code?: string } }).cause?.code !== 'UND_ERR_SOCKET') throw error;
      return w.fetch(path);
    });
    const body = (await res.json()) as Record<string, unknown>;
    return { res, body, ms: performance.now() - started };
  };

  it('names the release, KV, every breaker and the purge generation; no-store; no secret', async () => {
    const { res, body } = await health();
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(body).toEqual({
      ok: true,
      version: res.headers.get('x-app-version'),
      build: res.headers.get('x-app-build'),
      tag: '',
      region: 'local',
      kv: 'ok',
      upstreams: { wp: 'closed', platform: 'closed', categories: 'closed', ltp: 'closed' },
      purgeGeneration: 0,
      // The region's LiveHub answers; nobody has watched, so it has never subscribed the feed.
      live: { feed: 'stale', feedAt: null },
    });
    expect(JSON.stringify(body)).not.toContain('purge-secret');
    expect((await health('/api/health')).body).toEqual(body);
    // The purge generation it reports is KV's.
    const before = Date.now();
    const purge = await w.fetch('/api/cache/purge', { method: 'POST', headers: { authorization: 'Bearer purge-secret' } });
    expect(purge.status).toBe(200);
    expect((await health()).body.purgeGeneration).toBeGreaterThanOrEqual(before);
  });

  it('answers while WordPress hangs, and shows its breaker open after the failures that open it', async () => {
    await health(); // warm-up
    expect(w.outbound.length).toBe(0);
    w.emulator.faults.set('/wp-json/wp/v2', 'hang');
    // Three pages, each waiting on WordPress for the 3 s timeout: their failures open the breaker (BREAKER_FAILURES 3).
    let pagesDone = false;
    const pages = Promise.all(['a1', 'a2', 'a3'].map(async (slug) => (await w.fetch(`/promotions/${slug}/`)).status)).finally(() => (pagesDone = true));
    await sleep(300);
    const timings: number[] = [];
    for (let i = 0; i < 7; i++) {
      const { res, body, ms } = await health();
      expect(res.status).toBe(200);
      expect(body.upstreams).toMatchObject({ wp: 'closed' });
      timings.push(ms);
    }
    // The order of events, not a figure a busy machine can miss: all seven answers came while the pages still waited
    // on WordPress. (The figures are printed; the bench's hardening rows judge latency under faults.)
    expect(pagesDone).toBe(false);
    console.log(`HEALTH while WordPress hangs: ${timings.map((t) => t.toFixed(1)).join(', ')} ms`);
    expect(await pages).toEqual([503, 503, 503]);
    // The calls went to WordPress and hung (health made none of them).
    expect(w.outbound.filter((p) => p.startsWith('/wp-json/wp/v2')).length).toBeGreaterThanOrEqual(3);

    const after = await health();
    expect(after.body.upstreams).toEqual({ wp: 'open', platform: 'closed', categories: 'closed', ltp: 'closed' });
    const lines = requestLines(await w.logged(12));
    const promotions = lines.filter((l) => l.path.startsWith('/promotions/a'));
    expect(promotions).toHaveLength(3);
    for (const line of promotions) {
      expect(line).toMatchObject({ route: 'promotion', status: 503, cache: 'degraded' });
      expect(line.upstreamMs.wp).toBeGreaterThanOrEqual(2900);
    }
    // The opening is on the line of the request whose failure opened it — unless that request's upstream budget
    // (decision 019: also UPSTREAM_TIMEOUT_MS) ended it first and the call failed in waitUntil after its line was
    // written, which a loaded machine can order either way; the breaker's own warn line below has it in both cases.
    const opened = promotions.flatMap((l) => l.breakers);
    expect(opened.length).toBeLessThanOrEqual(1);
    for (const change of opened) expect(change).toEqual({ upstream: 'wp', from: 'closed', to: 'open' });
    const warned = w.logs.filter((l) => l.level === 'warn').map((l) => l.message[0]);
    expect(warned).toContainEqual(expect.objectContaining({ event: 'breaker', upstream: 'wp', from: 'closed', to: 'open' }));
  });
});
