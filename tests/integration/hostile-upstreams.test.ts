import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWorker, type TestWorker } from '../support/worker';

/**
 * Every upstream hostile at once (emulator 'hostile' fault: HTML fields get script, handlers, javascript: URLs,
 * frames and expression(); text fields get the same plus markup hidden behind entities). No page's HTML, serialised
 * state or /_data JSON, nor the catalogue API, may carry any of it.
 */
const UPSTREAMS = ['/wp-json/wp/v2', '/api/v1/brands/178', '/api/aspire-categories', '/api/v1/promotions/limited-time'];
const PAGES = ['/', '/promotions/', '/promotions/oktoberfest/', '/promotions/limited-time/1/', '/info/terms/', '/info/deposit-methods/', '/magazine/', '/slots/', '/casino/games/lucky-clover-gold/'];
const HOSTILE = [/__pwned/, /evil\.example/, /alert\(1\)/, /onerror\s*=/i, /onclick\s*=/i, /javascript:/i, /<iframe/i, /\\u003ciframe/i, /expression\(/i, /\\u003cscript/i, /&lt;script/i];

let worker: TestWorker;
beforeAll(async () => {
  worker = await startWorker();
  for (const prefix of UPSTREAMS) worker.emulator.faults.set(prefix, 'hostile');
});
afterAll(() => worker?.dispose());

/**
 * The page's own scripts are the consent defaults, the entry module and the state (JSON-LD data blocks aside, which
 * the patterns above check); no other <script may appear.
 */
const ownScripts = (html: string) => (html.match(/<script(?![^>]*application\/ld\+json)/gi) ?? []).length;

describe('hostile fields from every upstream', () => {
  it.each(PAGES)('%s: HTML, state and /_data are clean', async (path) => {
    const res = await worker.fetch(path);
    const html = await res.text();
    expect([200, 404]).toContain(res.status);
    for (const pattern of HOSTILE) expect(html, `${path} ${pattern}`).not.toMatch(pattern);
    expect(ownScripts(html), path).toBeLessThanOrEqual(4);
    const data = await (await worker.fetch(`/_data${path}`)).text();
    for (const pattern of [...HOSTILE, /<script/i]) expect(data, `/_data${path} ${pattern}`).not.toMatch(pattern);
  });

  it('the tiles and search catalogue APIs are clean', async () => {
    for (const path of ['/api/tiles?ids=7001,7002&platform=W', '/api/search-catalogue?platform=W']) {
      const body = await (await worker.fetch(path)).text();
      for (const pattern of [...HOSTILE, /<script/i, /<img/i]) expect(body, `${path} ${pattern}`).not.toMatch(pattern);
    }
  });

  it('the hostile fault reached the text fields (the test can fail)', async () => {
    const raw = await worker.emulator.fetch(new Request('http://emulator.test/api/v1/promotions/limited-time/?casinoId=178&isLoggedIn=0&country=GB&regulation=GB&loyaltyLevel=1&language=EN&currencyCode=GBP&brandName=x'));
    expect(await raw.text()).toContain('__pwned=4');
  });
});
