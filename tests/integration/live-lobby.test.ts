import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LobbyData } from '../../client/contracts/page-data';
import type { PagePayload } from '../../client/contracts/payload';
import { anchors, slice, textOf } from '../support/html';
import { startWorker, type TestWorker } from '../support/worker';

// The live lobby and Jackpot King (issue 54, docs/decisions/049 'Lobby') without the live hub: this worker has no
// LIVE_HUB binding, so each page renders from the catalogue with 'No live data'. The same pages with a snapshot are
// drawn in client/pages/live-lobby-page.test.tsx; the object's own tier proves the snapshot reaches them.
let worker: TestWorker;
beforeAll(async () => {
  worker = await startWorker();
});
afterAll(() => worker?.dispose());

const payload = async (path: string) => {
  const res = await worker.fetch(`/_data${path}`);
  expect(res.status, path).toBe(200);
  return (await res.json()) as PagePayload & { data: LobbyData };
};
const html = async (path: string) => {
  const res = await worker.fetch(path);
  expect(res.status, path).toBe(200);
  return res.text();
};
const cards = (page: string) => [...page.matchAll(/<article class="live-card live-card--(\w+)"[^>]*data-table="(\d+)"/g)].map(([, status, id]) => ({ status: status!, id: Number(id) }));

describe('/live-casino/', () => {
  it('is the live lobby: the Live Casino games, each server-rendered as a table card, without live data when there is none', async () => {
    const { route, data } = await payload('/live-casino/');
    expect(route).toBe('live-casino');
    expect(data.heading).toBe('Live Casino');
    expect(data.live).toEqual({ topic: 'tables', snapshot: null });
    const ids = data.grid!.games.map((g) => g.id);
    expect(ids.length).toBeGreaterThan(3);
    const page = await html('/live-casino/');
    expect(cards(page)).toEqual(ids.map((id) => ({ status: 'none', id })));
    const first = slice(page, `data-table="${ids[0]}"`, '</article>');
    expect(textOf(first)).toContain('No live data');
    expect(textOf(first)).toContain(data.grid!.games[0]!.name);
    const bar = slice(page, '<div class="live-bar"', '</button>');
    expect(textOf(slice(bar, '<p class="live-age', '</p>'))).toBe('No live data');
    expect(textOf(slice(bar, '<button', '</button>'))).toBe('Summarise tables');
  });

  it('keeps its paging: ?page=2 renders pages 1 and 2 of cards', async () => {
    const { data } = await payload('/live-casino/');
    if (data.grid!.pageCount < 2) return expect(data.grid!.nextHref).toBeNull();
    const two = await payload('/live-casino/?page=2');
    expect(two.data.grid!.games.length).toBeGreaterThan(data.grid!.games.length);
  });

  it('its lists (/blackjack/, /roulette/, /baccarat/) draw their games as cards too, under their own active tab', async () => {
    for (const tab of ['blackjack', 'roulette', 'baccarat']) {
      const { route, data } = await payload(`/${tab}/`);
      expect(route, tab).toBe('live-tab');
      expect(data.live, tab).toEqual({ topic: 'tables', snapshot: null });
      expect(data.tabs.find((t) => t.active)?.href, tab).toBe(`/${tab}/`);
      expect(cards(await html(`/${tab}/`)).map((c) => c.id), tab).toEqual(data.grid!.games.map((g) => g.id));
    }
    // Other tabs stay the lobby's tiles.
    const slots = await payload('/table-games/');
    expect(slots.route).toBe('home-tab');
    expect(slots.data.live).toBeUndefined();
  });

  it('in Finnish and Spanish', async () => {
    expect(textOf(await html('/fi/live-casino/'))).toContain('Ei live-tietoja');
    expect(textOf(await html('/es/live-casino/'))).toContain('Resumir mesas');
  });
});

describe('/jackpot-king/', () => {
  it('has the jackpots’ strip, its place held before any figure, over the Jackpot King tiles', async () => {
    const { route, data } = await payload('/jackpot-king/');
    expect(route).toBe('jackpot-king');
    expect(data.live).toEqual({ topic: 'jackpots', snapshot: null });
    const page = await html('/jackpot-king/');
    expect(page).toContain('<section class="jackpots"');
    expect(textOf(slice(page, '<section class="jackpots"', '</section>'))).toContain('No live data');
    expect([...page.matchAll(/<article class="tile tile--default"/g)]).toHaveLength(data.grid!.games.length);
  });
});

describe('links to the live lobby', () => {
  it('from the footer’s Casino block on every page, and the home Live Tables rail has a See all', async () => {
    const home = await html('/');
    const footer = slice(home, '<nav class="site-footer__blocks"', '</nav>');
    expect(anchors(footer).filter((a) => a.href === '/live-casino/').map((a) => a.text)).toEqual(['Live Casino']);
    const rail = slice(home, '>Live Tables</h2>', '</div>');
    expect(anchors(rail).map((a) => a.href)).toEqual(['/games/live-tables/']);
    const fi = await html('/fi/');
    expect(anchors(slice(fi, '<nav class="site-footer__blocks"', '</nav>')).find((a) => a.href === '/fi/live-casino/')?.text).toBe('Live-kasino');
  });
});
