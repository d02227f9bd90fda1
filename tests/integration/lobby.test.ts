import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LobbyData } from '../../client/contracts/page-data';
import type { PagePayload, RoutePayload } from '../../client/contracts/payload';
import { catalogueGames } from '../../emulator/data/catalogue';
import { ANDROID_UA, slice, textOf } from '../support/html';
import { startWorker, type TestWorker } from '../support/worker';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/126 Safari/537.36';
const CHILD_APPEALING = catalogueGames(3000).filter((g) => g.appealingForChildren).map((g) => g.id);

let worker: TestWorker;
beforeAll(async () => {
  worker = await startWorker();
});
afterAll(() => worker?.dispose());

const payload = async (path: string, ua = DESKTOP) => {
  const res = await worker.fetch(`/_data${path}`, { headers: { 'user-agent': ua } });
  return { status: res.status, payload: (await res.json()) as PagePayload & { data: LobbyData } };
};
const tileIds = (d: LobbyData) => [...d.rails.flatMap((r) => r.games), ...(d.grid?.games ?? [])].map((g) => g.id);

describe('lobby', () => {
  it('home has rails of the lobby lists and featured lists, each with up to 10 tiles, for desktop and mobile', async () => {
    const desktop = (await payload('/')).payload.data;
    const mobile = (await payload('/', IPHONE)).payload.data;
    for (const d of [desktop, mobile]) {
      expect(d.rails.length).toBeGreaterThan(4);
      for (const r of d.rails) expect(r.games.length).toBeLessThanOrEqual(10);
      expect(d.rails.map((r) => r.name)).toContain('Top Picks');
    }
    // W and C categories differ (SPEC §4): the mobile lobby is not the desktop one.
    expect(mobile.tabs.map((t) => t.name)).not.toEqual(desktop.tabs.map((t) => t.name));
    // Category names arrive in Finnish/Norwegian/Spanish and are shown normalised to English.
    expect(desktop.tabs.map((t) => t.name)).toEqual(expect.arrayContaining(['Slots', 'New', 'All Games']));
    expect(desktop.tabs.map((t) => t.name).join()).not.toMatch(/Kolikkopelit|Uudet|Tragamonedas|Spilleautomater/);
  });

  it.each([
    ['desktop', DESKTOP],
    ['mobile', IPHONE],
  ])("every home rail's See all opens a page that shows that rail's games first, in its order (%s)", async (_, ua) => {
    const home = (await payload('/', ua)).payload.data;
    const featured = ['Top Picks', 'Irish Favourites', 'Big Wins', 'Live Tables'];
    expect(home.rails.map((r) => r.name)).toEqual(expect.arrayContaining(featured));
    for (const rail of home.rails) {
      // A rail that shows every game it has needs no See all; the rest must lead to their own list.
      if (rail.total <= rail.games.length) continue;
      expect(rail.href, rail.name).not.toBe('/all-games/');
      const { status, payload: list } = await payload(rail.href, ua);
      expect(status, rail.href).toBe(200);
      expect(list.data.heading).toBe(rail.name);
      expect(list.data.grid!.total, rail.href).toBe(rail.total);
      expect(list.data.grid!.games.slice(0, rail.games.length).map((g) => g.id), rail.href).toEqual(rail.games.map((g) => g.id));
    }
    // The four featured strips each have more games than a rail shows, so each has a See all of its own.
    const hrefs = home.rails.filter((r) => featured.includes(r.name)).map((r) => r.href);
    expect(hrefs).toEqual(['/games/top-picks/', '/games/irish-favourites/', '/games/big-wins/', '/games/live-tables/']);
  });

  it('a list page under /games/ is a 404 for a slug no rail has, and speaks the locale', async () => {
    expect((await payload('/games/no-such-list/')).status).toBe(404);
    expect((await payload('/games/slots/')).status).toBe(404);
    const html = await (await worker.fetch('/fi/games/big-wins/')).text();
    expect(html).toContain('<h1>Isot voitot</h1>');
    const fi = (await payload('/fi/')).payload.data;
    expect(fi.rails.find((r) => r.name === 'Isot voitot')?.href).toBe('/fi/games/big-wins/');
  });

  it('tab and list pages are paged grids with crawlable next links', async () => {
    const { payload: p } = await payload('/all-games/');
    expect(p.data.grid!.games).toHaveLength(42);
    expect(p.data.grid!.total).toBeGreaterThan(2900);
    expect(p.data.grid!.nextHref).toBe('/all-games/?page=2');
    const html = await (await worker.fetch('/en-ca/all-games/?page=2')).text();
    expect(html).toContain('href="/en-ca/all-games/?page=3"');
    const last = p.data.grid!.pageCount;
    expect((await payload(`/all-games/?page=${last}`)).payload.data.grid!.nextHref).toBeNull();
  });

  it('?page=N renders pages 1..N, where Load more leaves the URL (issue 28)', async () => {
    const { payload: first } = await payload('/all-games/');
    const { payload: third } = await payload('/all-games/?page=3');
    const grid = third.data.grid!;
    expect(grid.games).toHaveLength(126);
    expect(grid).toMatchObject({ page: 3, pageCount: first.data.grid!.pageCount, total: first.data.grid!.total, nextHref: '/all-games/?page=4' });
    expect(grid.games.slice(0, 42)).toEqual(first.data.grid!.games);
    expect(new Set(grid.games.map((g) => g.id)).size).toBe(126);
  });

  it("a grid's status line comes written in the page's language, numbers and all (the browser formats none: issue 53)", async () => {
    const grid = (await payload('/all-games/?page=3')).payload.data.grid!;
    expect(grid.status).toBe(`Page 3 of ${grid.pageCount} · ${grid.total.toLocaleString('en')} games`);
    const fi = (await payload('/fi/all-games/')).payload.data.grid!;
    expect(fi.status.replace(/[\u00a0\u202f]/g, ' ')).toBe(`Sivu 1/${fi.pageCount} · ${fi.total.toLocaleString('fi').replace(/[\u00a0\u202f]/g, ' ')} peliä`);
    const html = await (await worker.fetch('/all-games/')).text();
    expect(html).toContain(`Page 1 of ${grid.pageCount} · ${grid.total.toLocaleString('en')} games`);
  });

  it('the A–Z index narrows all games to one letter', async () => {
    const { payload: p } = await payload('/all-games/?letter=R');
    expect(p.data.letters).toHaveLength(28);
    expect(p.data.grid!.games.every((g) => g.name.toUpperCase().startsWith('R'))).toBe(true);
    expect(p.data.grid!.nextHref ?? '').toMatch(/^(\/all-games\/\?letter=R&page=2)?$/);
  });

  it.each([
    ['/slots/', 'Slots'],
    ['/new/', 'New'],
    ['/new-slots/', 'New Slots'],
    ['/megaways-slots/', 'Megaways Slots'],
    ['/jackpot-king/', 'Jackpot King'],
    ['/live-casino/', 'Live Casino'],
    ['/fi/slots/', 'Kolikkopelit'], // a display label per language (issue 15); the list behind it is 'Slots'
  ])('%s lists its games', async (path, heading) => {
    const { status, payload: p } = await payload(path);
    expect(status).toBe(200);
    expect(p.data.heading).toBe(heading);
    expect(p.data.grid!.games.length).toBeGreaterThan(0);
  });

  it('special lists hold what their names say', async () => {
    const names = async (path: string) => (await payload(path)).payload.data.grid!.games.map((g) => g.name);
    for (const n of await names('/megaways-slots/')) expect(n).toMatch(/megaways/i);
    for (const n of await names('/jackpot-king/')) expect(n).toMatch(/\bJPK\b/);
    for (const g of (await payload('/new-slots/')).payload.data.grid!.games) expect(g.tag).toBe('new');
  });

  it('providers: a list sorted by game count and a page per provider; unknown → 404', async () => {
    const html = await (await worker.fetch('/providers/')).text();
    const counts = [...html.matchAll(/\((\d+)\)<\/a>/g)].map((m) => Number(m[1]));
    expect(counts.length).toBeGreaterThan(25);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    const { payload: p } = await payload('/providers/netent/');
    expect(p.data.heading).toBe('NetEnt');
    expect(p.data.grid!.total).toBeGreaterThan(10);
    expect((await worker.fetch('/providers/nobody/')).status).toBe(404);
    // The CMS page of a provider is found under the site's slug (mapped, not WordPress's 'playn-go').
    expect((await payload('/providers/play-n-go/')).payload.data.intro).toContain('Book of Dead');
  });

  it('themes: CMS theme list and curated theme pages', async () => {
    const html = await (await worker.fetch('/themes/')).text();
    expect(html).toContain('href="/themes/egypt/"');
    // Kinds of game are listed apart from themes (issue 51), in each language.
    const themes = slice(html, '<h1>Themes</h1>', '<h2>Game types</h2>');
    const types = slice(html, '<h2>Game types</h2>', '</section>');
    expect(themes).toContain('href="/themes/fruit/"');
    for (const kind of ['roulette', 'poker', 'jackpots', 'blackjack']) {
      expect(types).toContain(`href="/themes/${kind}/"`);
      expect(themes).not.toContain(`href="/themes/${kind}/"`);
    }
    expect(await (await worker.fetch('/fi/themes/')).text()).toContain('<h2>Pelityypit</h2>');
    expect(await (await worker.fetch('/es/themes/')).text()).toContain('<h2>Tipos de juego</h2>');
    const { payload: p } = await payload('/themes/egypt/');
    expect(p.data.grid!.games.length).toBeGreaterThan(3);
    expect((await worker.fetch('/themes/no-such-theme/')).status).toBe(404);
  });

  it('a slot page shows the game; the info icon data points at its CMS page only when it has one', async () => {
    const { payload: p } = await payload('/slots/lucky-clover-gold/');
    expect(p.data.heading).toBe('Lucky Clover Gold');
    expect(p.data.grid!.games[0]!.info).toBe('lucky-clover-gold');
    const home = (await payload('/')).payload.data;
    const tiles = home.rails.flatMap((r) => r.games);
    expect(tiles.find((g) => g.id === 7001)?.info).toBe('lucky-clover-gold');
    expect(tiles.filter((g) => g.id >= 20000).every((g) => g.info === null)).toBe(true);
  });

  it('game reviews list the reviewed games', async () => {
    const { payload: p } = await payload('/game-reviews/');
    expect(p.data.grid!.games.map((g) => g.id)).toEqual(expect.arrayContaining([7038, 7001, 7003]));
  });
});

describe('child-appealing games never reach a guest', () => {
  it('the catalogue holds some, so this test can fail', () => {
    expect(CHILD_APPEALING.length).toBeGreaterThan(20);
  });

  it('no lobby page, list page or grid page shows one, on desktop or mobile', async () => {
    const paths = ['/', '/slots/', '/new/', '/new-slots/', '/megaways-slots/', '/jackpot-king/', '/casino/', '/live-casino/', '/featured-games/', '/game-reviews/', '/themes/animal/', '/providers/netent/', '/providers/push-gaming/'];
    const seen = new Set<number>();
    for (const ua of [DESKTOP, IPHONE]) {
      for (const path of paths) {
        const { status, payload: p } = await payload(path, ua);
        if (status !== 200) continue;
        for (const id of tileIds(p.data)) seen.add(id);
      }
      const first = (await payload('/all-games/', ua)).payload.data.grid!;
      for (let page = 1; page <= first.pageCount; page++) {
        for (const id of tileIds((await payload(`/all-games/?page=${page}`, ua)).payload.data)) seen.add(id);
      }
    }
    expect(seen.size).toBeGreaterThan(2900);
    expect(CHILD_APPEALING.filter((id) => seen.has(id))).toEqual([]);
    const html = await (await worker.fetch('/')).text();
    for (const id of CHILD_APPEALING) expect(html).not.toContain(`/artwork/games/${id}_`);
  });

  it('unless config explicitly allows them', async () => {
    // 7008 'Finn and the Swirly Spin' is child-appealing: no page of its own for a guest, one when config allows it.
    expect((await payload('/slots/finn-and-the-swirly-spin/')).status).toBe(404);
    const allowed = await startWorker({ ALLOW_CHILD_APPEALING: 'true' });
    try {
      const res = await allowed.fetch('/_data/slots/finn-and-the-swirly-spin/', { headers: { 'user-agent': DESKTOP } });
      expect(res.status).toBe(200);
      expect(tileIds(((await res.json()) as RoutePayload<'slot'>).data)).toContain(7008);
    } finally {
      await allowed.dispose();
    }
  });
});

describe('player view (?view=player, docs/decisions/010)', () => {
  it("lists a category in the platform's order for a player, in the custom order for a guest", async () => {
    const featured = (d: LobbyData) => d.rails.find((r) => r.name === 'Featured Games')!.games.map((g) => g.id);
    const guest = (await payload('/')).payload.data;
    const player = (await payload('/?view=player')).payload.data;
    // The custom 'featured-games' list (emulator/data/custom-categories.ts) is hand-ordered 7003, 7001, 7038, …
    expect(featured(guest).slice(0, 3)).toEqual([7003, 7001, 7038]);
    expect(featured(player).slice(0, 3)).not.toEqual([7003, 7001, 7038]);
    expect(tileIds((await payload('/new/?view=player')).payload.data)).not.toEqual(tileIds((await payload('/new/')).payload.data));
    // Who may see a game does not change: no child-appealing game in either view.
    expect(tileIds(player).filter((id) => CHILD_APPEALING.includes(id))).toEqual([]);
  });

  it('keeps guest and player pages apart in the page cache', async () => {
    const first = tileIds((await payload('/new/?view=player')).payload.data);
    const guest = tileIds((await payload('/new/')).payload.data);
    const again = tileIds((await payload('/new/?view=player')).payload.data);
    expect(again).toEqual(first);
    expect(guest).not.toEqual(first);
  });
});

describe('deposit limits on the home page (RTS 12, docs/decisions/033)', () => {
  it("server-renders 'Set a deposit limit' on home, in the page's language, as a link to the limits page; not on other lobbies", async () => {
    for (const [prefix, text] of [
      ['', 'Set a deposit limit'],
      ['/fi', 'Aseta talletusraja'],
      ['/es', 'Fija un límite de depósito'],
    ] as const) {
      const res = await worker.fetch(`${prefix}/`, { headers: { 'user-agent': IPHONE } });
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(html).toMatch(new RegExp(`<p class="limits-strip"><a href="${prefix}/info/responsible-gambling/"[^>]*>${text}</a></p>`));
    }
    const slots = await (await worker.fetch('/slots/', { headers: { 'user-agent': IPHONE } })).text();
    expect(slots).not.toContain('limits-strip');
  });
});

// What tests/e2e/lobby.test.ts and game-page.test.ts read off the hydrated page, read where it is made (issue 50).
describe('tiles in the server HTML', () => {
  const html = async (path: string, ua = DESKTOP) => (await worker.fetch(path, { headers: { 'user-agent': ua } })).text();
  const rails = (page: string) => page.split('<section class="rail"').slice(1);
  const imgs = (fragment: string) => [...fragment.matchAll(/<img [^>]*>/g)].map((m) => m[0]);
  const tilesOf = (fragment: string) => fragment.split('<article class="tile').slice(1);

  it.each([
    ['desktop', DESKTOP],
    ['mobile', ANDROID_UA],
  ])('home (%s): the first rail loads its art at once, first the webp; a later rail waits until it is near', async (_name, ua) => {
    const page = rails(await html('/', ua));
    expect(page.length).toBeGreaterThan(1);
    const first = imgs(page[0]!)[0]!;
    expect(first).toContain('loading="eager"');
    expect(first).toContain('fetchPriority="high"');
    expect(page[0]).toContain('<source type="image/webp"');
    expect(imgs(page[1]!).at(-1)).toContain('loading="lazy"');
  });

  it('the info icon links a game to its CMS page; generated games (no page) have none', async () => {
    const page = await html('/slots/lucky-clover-gold/');
    expect(tilesOf(slice(page, 'class="game-grid', '</ul>'))[0]).toContain('<a class="tile__info" href="/casino/games/lucky-clover-gold/"');
    const tiles = rails(page).flatMap(tilesOf).map((tile) => ({ id: Number(/\/(\d+)_1x\./.exec(tile)?.[1]), info: tile.includes('class="tile__info"') }));
    expect(tiles.length).toBeGreaterThan(0);
    expect(tiles.filter((t) => t.id >= 20000 && t.info)).toEqual([]);
    expect(tiles.some((t) => t.id < 20000 && t.info)).toBe(true);
  });

  it('/all-games/?page=3 is the first three pages, saying which page it is', async () => {
    const page = await html('/all-games/?page=3');
    expect(tilesOf(slice(page, 'class="game-grid', '</ul>'))).toHaveLength(126);
    expect(textOf(slice(page, '<p class="game-grid__status"', '</p>'))).toMatch(/^Page 3 of \d+ · [\d,]+ games$/);
  });

  it('a game page has its Play button, its facts in pounds and a rail of similar games without itself', async () => {
    const page = await html('/casino/games/lucky-clover-gold/');
    expect(slice(page, '<div class="game-info__actions">', '</div>')).toContain('>Play Lucky Clover Gold</button>');
    expect(textOf(slice(page, '<dl class="game-facts">', '</dl>'))).toMatch(/Min bet£0\.10/);
    const similar = rails(page).find((rail) => rail.includes('>Similar games</h2>'));
    const titles = tilesOf(similar ?? '').map((tile) => textOf(slice(tile, '<h3 class="tile__title">', '</h3>')));
    expect(titles.length).toBeGreaterThanOrEqual(4);
    expect(titles).not.toContain('Lucky Clover Gold');
  });

  it.each([
    ['/casino/games/irish-riches-megaways/', 'Ways to win', 'Up to 117,649'],
    ['/fi/casino/games/irish-riches-megaways/', 'Voittotapoja', 'Jopa 117'],
    ['/es/casino/games/irish-riches-megaways/', 'Formas de ganar', 'Hasta 117.649'],
  ])('a Megaways game counts ways, not paylines (issue 51): %s', async (path, label, value) => {
    const facts = textOf(slice(await html(path), '<dl class="game-facts">', '</dl>'));
    expect(facts).toContain(`${label}${value}`);
    expect(facts).not.toMatch(/Paylines|Voittolinjat|Líneas de pago/);
    expect(textOf(slice(await html('/casino/games/lucky-clover-gold/'), '<dl class="game-facts">', '</dl>'))).toMatch(/Paylines\d/);
  });
});

describe('deposit limits link on a desktop home page', () => {
  it('is in the server HTML as a real address, as on a phone', async () => {
    expect(await (await worker.fetch('/', { headers: { 'user-agent': DESKTOP } })).text()).toMatch(/<p class="limits-strip"><a href="\/info\/responsible-gambling\/"[^>]*>Set a deposit limit<\/a><\/p>/);
  });
});
