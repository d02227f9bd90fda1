import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { LobbyData } from '../../client/contracts/page-data';
import type { PagePayload } from '../../client/contracts/payload';
import { anchors, slice, textOf } from '../support/html';
import { startWorker, type TestWorker } from '../support/worker';

// The live lobby and Jackpot King (issue 54, docs/decisions/049 'Lobby'). First with feeds that never answer (an
// origin the harness refuses): the region's LiveHub has nothing, so each page renders from the catalogue with 'No live
// data'. Then, at the end, with the emulator's feeds: the hub's figures are in the server's HTML.
let worker: TestWorker;
beforeAll(async () => {
  worker = await startWorker({ LIVE_FEED_URL: 'http://127.0.0.1:9/live', JACKPOT_FEED_URL: 'http://127.0.0.1:9/jackpots' });
});
afterAll(() => worker?.dispose());

/** A page's live part holds no figures: no snapshot, or one without tables and jackpots. */
const noFigures = (live: LobbyData['live'], topic: 'tables' | 'jackpots') => {
  expect(live?.topic).toBe(topic);
  expect([...(live?.snapshot?.tables ?? []), ...(live?.snapshot?.jackpots ?? [])]).toEqual([]);
};

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
    noFigures(data.live, 'tables');
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
      noFigures(data.live, 'tables');
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
    noFigures(data.live, 'jackpots');
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

describe("with the emulator's feeds", () => {
  let fed: TestWorker;
  beforeAll(async () => {
    // A live page is kept DEGRADED_PAGE_SECONDS (route middleware 'live'): one second here, so the render after the
    // hub has its figures comes soon.
    fed = await startWorker({ DEGRADED_PAGE_SECONDS: '1' });
  });
  afterAll(() => fed?.dispose());

  it("renders the hub's figures into the page: open tables with their dealer and bet range in pounds, and the jackpots", async () => {
    // The first render asks the hub, which reads the feed's REST snapshot then: the next render has the figures.
    const live = async (path: string) => {
      const res = await fed.fetch(`/_data${path}`);
      return ((await res.json()) as { data: LobbyData }).data.live;
    };
    await vi.waitFor(async () => expect((await live('/live-casino/'))?.snapshot?.tables.length).toBeGreaterThan(0), { timeout: 10_000, interval: 100 });
    const snapshot = (await live('/live-casino/'))!.snapshot!;
    expect(snapshot.currency).toBe('GBP');
    const page = await fed.fetch('/live-casino/').then((r) => r.text());
    const shown = cards(page);
    const open = snapshot.tables.find((t) => t.open && t.dealer)!;
    expect(shown).toContainEqual({ status: 'open', id: Number(open.id) });
    const card = textOf(slice(page, `data-table="${open.id}"`, '</article>'));
    expect(card).toContain(open.dealer!);
    expect(card).toContain('£');
    expect(card).not.toContain('No live data');
    await vi.waitFor(async () => expect((await live('/jackpot-king/'))?.snapshot?.jackpots.length).toBeGreaterThan(0), { timeout: 10_000, interval: 100 });
    const kings = await fed.fetch('/jackpot-king/').then((r) => r.text());
    expect(textOf(slice(kings, '<section class="jackpots"', '</section>'))).toContain('Jackpot King');
  });
});
