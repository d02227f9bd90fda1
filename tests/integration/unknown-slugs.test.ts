import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWorker, type TestWorker } from '../support/worker';

/**
 * Issue 49 item 6: unknown slugs are cheap. Where the site knows every valid slug — game pages (the CMS's game-page
 * index), providers (the catalogue), themes (the CMS theme list) — an unknown one is a 404 that costs WordPress no
 * call; elsewhere (magazine, promotions) the CMS's empty answer is remembered for minutes, not the seven days content is.
 */
let worker: TestWorker;
beforeAll(async () => {
  worker = await startWorker();
  // Warm what a live site holds: the catalogue with its game-page index, and the theme lists.
  for (const path of ['/casino/games/lucky-clover-gold/', '/providers/', '/themes/', '/fi/providers/', '/fi/themes/']) expect((await worker.fetch(path)).status).toBe(200);
});
afterAll(() => worker?.dispose());

const wordpressCalls = () => worker.outbound.filter((p) => p.startsWith('/wp-json/')).length;
const junk = (i: number) => `no-such-${i}-${Math.random().toString(36).slice(2, 8)}`;

describe.each([
  ['game pages', (s: string) => `/casino/games/${s}/`],
  ['providers', (s: string) => `/providers/${s}/`],
  ['themes', (s: string) => `/themes/${s}/`],
  ['Finnish themes', (s: string) => `/fi/themes/${s}/`],
])('%s: 30 unknown slugs', (_, pathOf) => {
  it('are 404s that cost WordPress nothing', async () => {
    const before = wordpressCalls();
    for (let i = 0; i < 30; i++) expect((await worker.fetch(pathOf(junk(i)))).status).toBe(404);
    expect(wordpressCalls()).toBe(before);
  });
});

describe('known slugs still ask the CMS (the test can fail)', () => {
  it('a theme and a provider page the CMS has answer 200 with their CMS parts', async () => {
    const before = wordpressCalls();
    expect((await worker.fetch('/themes/irish/')).status).toBe(200);
    expect(wordpressCalls()).toBeGreaterThan(before);
    const res = await worker.fetch('/providers/barcrest/');
    expect(res.status).toBe(200);
  });

  it('a catalogue game without a CMS page is a 404, as it was', async () => {
    expect((await worker.fetch('/casino/games/irish-luck/')).status).toBe(404);
  });
});

describe('a miss elsewhere is remembered briefly', () => {
  it('an unknown magazine or promotion slug is a 404 kept in KV for minutes, not days', async () => {
    for (const path of ['/magazine/no-such-post/', '/promotions/no-such-offer/']) expect((await worker.fetch(path)).status).toBe(404);
    await worker.cached();
    const keys = await waitForKeys(['slug=no-such-post', 'slug=no-such-offer']);
    const now = Date.now() / 1000;
    for (const key of keys) {
      expect(key.expiration, key.name).toBeDefined();
      expect(key.expiration! - now, key.name).toBeLessThanOrEqual(130);
    }
    // A found item is kept for the stale window (days): the rule tells a miss from a hit.
    expect((await worker.fetch('/promotions/oktoberfest/')).status).toBe(200);
    const [hit] = await waitForKeys(['slug=oktoberfest']);
    expect(hit!.expiration! - now).toBeGreaterThan(24 * 3600);
  });
});

async function waitForKeys(parts: string[]) {
  for (let i = 0; i < 100; i++) {
    const keys = (await worker.kvKeys()).filter((k) => parts.some((p) => k.name.includes(p)));
    if (keys.length >= parts.length) return keys;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`never cached: ${parts.join(', ')}`);
}
