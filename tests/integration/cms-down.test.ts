import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWorker, type TestWorker } from '../support/worker';

/**
 * docs/decisions/028-cms-down.md: WordPress down (503) on a cold cache. A game page is served from the platform
 * catalogue with a note for its review, kept only DEGRADED_PAGE_SECONDS; magazine and promotion pages are a 503 with
 * Retry-After and a localised 'temporarily unavailable' page; an unknown game is still a 404.
 */
const main = (html: string) => html.slice(html.indexOf('<main'), html.indexOf('</main>'));
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('WordPress answering 503 on a cold cache', () => {
  let cold: TestWorker;
  beforeAll(async () => {
    cold = await startWorker({ UPSTREAM_TIMEOUT_MS: '1000' });
    cold.emulator.faults.set('/wp-json', '503');
  });
  afterAll(() => cold?.dispose());

  it.each([
    ['/casino/games/irish-luck/', 'The review of this game is not available right now.'],
    ['/es/casino/games/irish-luck/', 'La reseña de este juego no está disponible en este momento.'],
    ['/fi/casino/games/irish-luck/', 'Tämän pelin arvostelu ei ole juuri nyt saatavilla.'],
  ])('%s: 200 from the platform catalogue, the review replaced by a note', async (path, note) => {
    const res = await cold.fetch(path);
    expect(res.status).toBe(200);
    const html = await res.text();
    const body = main(html);
    expect(body).toContain('<h1>Irish Luck</h1>');
    expect(body).toContain('Pragmatic Play');
    expect(body).toContain(note);
    // The platform's Play button is there: the game can be played while the CMS is down.
    expect(body).toContain('game-info__actions');
    expect(html).toMatch(/<meta name="robots" content="noindex/);
  });

  it('the JSON payload for client navigation says the same', async () => {
    const res = await cold.fetch('/_data/casino/games/irish-luck/');
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as { data: { game: { gameId: number; title: string; content: string }; reviewUnavailable?: boolean } };
    expect(data.reviewUnavailable).toBe(true);
    expect(data.game).toMatchObject({ gameId: 7012, title: 'Irish Luck', content: '' });
  });

  it('an unknown game is still a 404', async () => {
    const res = await cold.fetch('/casino/games/no-such-game/');
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('This page could not be found');
  });

  it.each([
    ['/magazine/', 'This page is temporarily unavailable. Please try again in a moment.'],
    ['/magazine/rtp-explained/', 'This page is temporarily unavailable. Please try again in a moment.'],
    ['/promotions/oktoberfest/', 'This page is temporarily unavailable. Please try again in a moment.'],
    ['/fi/magazine/', 'Sivu ei ole juuri nyt saatavilla. Yritä hetken kuluttua uudelleen.'],
    ['/es/magazine/rtp-explained/', 'Esta página no está disponible temporalmente. Inténtalo de nuevo en un momento.'],
    ['/es/promotions/oktoberfest/', 'Esta página no está disponible temporalmente. Inténtalo de nuevo en un momento.'],
  ])('%s: 503 with Retry-After and a localised page with Reload', async (path, text) => {
    const res = await cold.fetch(path);
    expect(res.status).toBe(503);
    expect(res.headers.get('Retry-After')).toBe('30');
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    const html = await res.text();
    expect(html).toContain(text);
    expect(html).not.toContain('Unknown error');
    expect(html).toMatch(/class="error-page"/);
    expect(html).toMatch(/<button[^>]*>(Reload|Lataa uudelleen|Recargar)<\/button>/);
  });

  it('the /_data/ payload of a magazine page is a 503 error payload with the localised message', async () => {
    const res = await cold.fetch('/_data/fi/magazine/');
    expect(res.status).toBe(503);
    expect(res.headers.get('Retry-After')).toBe('30');
    const payload = (await res.json()) as { route: string; error: { statusCode: number; message: string } };
    expect(payload.route).toBe('error');
    expect(payload.error).toEqual({ statusCode: 503, message: 'Sivu ei ole juuri nyt saatavilla. Yritä hetken kuluttua uudelleen.' });
  });

  it('the promotions list still shows (platform offers), saying the CMS promotions are unavailable', async () => {
    const res = await cold.fetch('/promotions/');
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('Promotions are unavailable right now.');
  });
});

describe('degraded caching and recovery', () => {
  it('the platform-built game page is kept only DEGRADED_PAGE_SECONDS; the review shows once WordPress is back', async () => {
    const w = await startWorker({ UPSTREAM_TIMEOUT_MS: '1000', DEGRADED_PAGE_SECONDS: '0.5', NEGATIVE_CACHE_SECONDS: '0.3' });
    try {
      w.emulator.faults.set('/wp-json', '503');
      const down = await w.fetch('/casino/games/lucky-clover-gold/');
      expect(down.status).toBe(200);
      expect(down.headers.get('X-Page-Cache')).toBe('miss');
      expect(await down.text()).toContain('The review of this game is not available right now.');
      w.emulator.faults.clear();
      // Reused within the short TTL, so no stampede forms behind a broken CMS…
      const again = await w.fetch('/casino/games/lucky-clover-gold/');
      expect(again.headers.get('X-Page-Cache')).toBe('hit');
      expect(await again.text()).toContain('The review of this game is not available right now.');
      // …and gone once it ends: the CMS's page with its review.
      await sleep(700);
      const up = await w.fetch('/casino/games/lucky-clover-gold/');
      expect(up.status).toBe(200);
      const html = await up.text();
      expect(html).not.toContain('The review of this game is not available right now.');
      expect(html).not.toMatch(/<meta name="robots" content="noindex/);
    } finally {
      await w.dispose();
    }
  });
});

describe('WordPress healthy: nothing changes', () => {
  let w: TestWorker;
  beforeAll(async () => {
    w = await startWorker();
  });
  afterAll(() => w?.dispose());

  it('a game page is the CMS page, with no note, and an unknown or CMS-less game is a 404', async () => {
    const res = await w.fetch('/casino/games/lucky-clover-gold/');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).not.toContain('The review of this game is not available right now.');
    expect(html).toContain('class="cms-content');
    expect((await w.fetch('/casino/games/no-such-game/')).status).toBe(404);
    expect((await w.fetch('/casino/games/irish-luck/')).status).toBe(404);
  });

  it('magazine and promotion pages are 200 without Retry-After', async () => {
    for (const path of ['/magazine/', '/magazine/rtp-explained/', '/promotions/oktoberfest/', '/promotions/']) {
      const res = await w.fetch(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('Retry-After'), path).toBeNull();
    }
  });
});
