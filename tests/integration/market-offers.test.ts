import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameInfoData, InfoPageData, MagazinePostData, PromotionData, PromotionsData } from '../../client/contracts/page-data';
import { CMS_POSTS } from '../../emulator/data/cms-content';
import { INFO_PAGE_SLUGS } from '../../emulator/data/info-pages';
import { en } from '../../i18n/messages/en';
import { es } from '../../i18n/messages/es';
import { fi } from '../../i18n/messages/fi';
import { anchors, ANDROID_UA, slice, textOf } from '../support/html';
import { startWorker, type TestWorker } from '../support/worker';

/**
 * Issue 51 items 3 and 4 (docs/decisions/042-offers-per-market.md): in every market, a link or banner never promises
 * an offer the visitor's market does not have, and the promotions list shows as live only what the visitor can claim.
 * The markets are the locale prefixes with the country a visitor of each has.
 */
const MARKETS = [
  { name: 'UK', prefix: '', country: 'GB', money: '£', messages: en },
  { name: 'Canada', prefix: '/en-ca', country: 'CA', money: 'C$', messages: en },
  { name: 'Ireland', prefix: '/en-ie', country: 'IE', money: '€', messages: en },
  { name: 'Finland', prefix: '/fi', country: 'FI', money: '€', messages: fi },
  { name: 'Spain', prefix: '/es', country: 'ES', money: '€', messages: es },
] as const;
type Market = (typeof MARKETS)[number];

const CANNOT_CLAIM = 'This offer cannot be claimed in your country.';
/** Where a promotion page is (a CMS slug or a limited-time id), with any locale prefix. */
const PROMOTION_LINK = /^(?:\/(?:en-ca|en-ie|fi|es))?\/promotions\/(?!$)[^?#]*/;
const main = (html: string) => slice(html, '<main', '</main>');
const bar = (html: string) => slice(html, '<div class="mobile-nav', '</div>');

const slugsOf = (type: string) => [...new Set(CMS_POSTS.filter((p) => p.type === type).map((p) => p.slug))];

let worker: TestWorker;
beforeAll(async () => {
  worker = await startWorker();
});
afterAll(() => worker?.dispose());

const data = async <T>(path: string, country: string): Promise<T | null> => {
  const res = await worker.fetch(`/_data${path}`, { country });
  if (res.status === 404) return null;
  expect(res.status, path).toBe(200);
  return ((await res.json()) as { data: T }).data;
};

/** Every CMS and platform fragment a visitor of this market can read, by the page it is on. */
async function fragments(m: Market): Promise<[page: string, html: string][]> {
  // A few pages at a time: all eighty at once on a cold cache and a busy machine can time the emulator out.
  const each = async <T>(paths: string[], html: (d: T) => string): Promise<[string, string][]> => {
    const out: [string, string][] = [];
    for (let i = 0; i < paths.length; i += 6) {
      const pages = await Promise.all(paths.slice(i, i + 6).map(async (path) => [path, await data<T>(`${m.prefix}${path}`, m.country)] as const));
      for (const [path, d] of pages) if (d !== null) out.push([path, html(d)]);
    }
    return out;
  };
  const list = (await data<PromotionsData>(`${m.prefix}/promotions/?view=player`, m.country))!;
  const groups = [
    await each<InfoPageData>(INFO_PAGE_SLUGS.map((slug) => `/info/${slug}/`), (d) => d.html),
    await each<MagazinePostData>(slugsOf('magazine').map((slug) => `/magazine/${slug}/`), (d) => d.content),
    await each<GameInfoData>(slugsOf('games').map((slug) => `/casino/games/${slug}/`), (d) => d.game.content),
    await each<PromotionData>(slugsOf('promotions').map((slug) => `/promotions/${slug}/`), (d) => d.promotion.content + d.promotion.terms),
    await each<PromotionData>([...list.live, ...list.ended].filter((c) => c.limited).map((c) => `${c.path}?view=player`), (d) => d.promotion.content + d.promotion.terms),
  ];
  // The footer's platform strip and copyright, on every page.
  const home = await (await worker.fetch(`${m.prefix}/`, { country: m.country })).text();
  return [...groups.flat(), ['footer', slice(home, '<footer', '</footer>')]];
}

/** A promotion page as this market's guest gets it: its status and whether it says it cannot be claimed. */
async function promotionPage(m: Market, href: string): Promise<{ status: number; withheld: boolean; html: string }> {
  const res = await worker.fetch(href, { country: m.country });
  const html = await res.text();
  return { status: res.status, withheld: html.includes(CANNOT_CLAIM), html };
}

describe.each(MARKETS)('$name ($country on "$prefix/")', (m) => {
  it('no link in any CMS or platform page leads to a promotion that is a 404 or cannot be claimed', async () => {
    const seen = new Map<string, string[]>();
    const pages = await fragments(m);
    expect(pages.length).toBeGreaterThan(40);
    for (const [page, html] of pages) {
      for (const a of anchors(html)) {
        if (!PROMOTION_LINK.test(a.href)) continue;
        // A link keeps the visitor's locale (the worker localises CMS links).
        if (m.prefix) expect(a.href.startsWith(`${m.prefix}/`), `${page}: ${a.href}`).toBe(true);
        seen.set(a.href, [...(seen.get(a.href) ?? []), page]);
      }
    }
    // The emulator's content links the welcome package (deposit help, a magazine article) and the Daily Jackpot Drop.
    expect([...seen.keys()]).toEqual(expect.arrayContaining([`${m.prefix}/promotions/welcome-package/`, `${m.prefix}/promotions/daily-jackpot-drop/`]));
    for (const [href, from] of seen) {
      const target = await promotionPage(m, href);
      expect(target.status, `${href} (linked from ${from.join(', ')})`).toBe(200);
      expect(target.withheld, `${href} (linked from ${from.join(', ')})`).toBe(false);
    }
    // About eighty pages per market: more than one test's usual 20 s on a machine with other work.
  }, 90_000);

  it('the welcome package the deposit help page and the bottom bar promise is this market’s, and can be claimed', async () => {
    const deposit = (await data<InfoPageData>(`${m.prefix}/info/deposit/`, m.country))!;
    const link = anchors(deposit.html).find((a) => a.href.includes('/promotions/'));
    expect(link?.href).toBe(`${m.prefix}/promotions/welcome-package/`);
    const welcome = await promotionPage(m, link!.href);
    expect(welcome.status).toBe(200);
    expect(welcome.withheld).toBe(false);
    // A guest's call to action is Join Here, in the page's language.
    expect(main(welcome.html)).toMatch(new RegExp(`class="btn btn--gold promo-cta"[^>]*>${m.messages['account.join']}</button>`));
    // Amounts in the market's own money only ('100% up to €100', the key terms' minimum deposit).
    expect(textOf(slice(welcome.html, '<div class="promo-text"', '</div>'))).toContain(m.money);
    for (const other of ['£', 'C$', '€'].filter((s) => s !== m.money)) expect(textOf(main(welcome.html)), other).not.toContain(other);

    const page = await (await worker.fetch(`${m.prefix}/`, { country: m.country, headers: { 'user-agent': ANDROID_UA } })).text();
    expect(page).toContain('"welcomeOffer":true');
    expect(bar(page)).toContain(`<span class="mobile-nav__join-text">${m.messages['chrome.joinBannerText']}</span>`);
  });

  it('the promotions list shows as live only offers this visitor can claim, as a guest and as a player', async () => {
    for (const view of ['', '?view=player']) {
      const list = (await data<PromotionsData>(`${m.prefix}/promotions/${view}`, m.country))!;
      expect(list.live.length).toBeGreaterThan(3);
      for (const card of list.live) {
        expect(card.offer.withheld, card.path).toBe(false);
        const target = await promotionPage(m, `${m.prefix}${card.path}${view}`);
        expect(target.status, card.path).toBe(200);
        expect(target.withheld, card.path).toBe(false);
      }
    }
  });
});

describe('where a market lacks an offer', () => {
  it('Canada has no Game of the Week: the magazine keeps the words and drops the link; Ireland keeps it', async () => {
    const article = async (m: Market) => (await data<MagazinePostData>(`${m.prefix}/magazine/why-four-leaf-clovers-are-lucky/`, m.country))!.content;
    const ca = await article(MARKETS[1]);
    expect(textOf(ca)).toContain('Lucky Clover Gold is our Game of the Week.');
    expect(ca).not.toContain('game-of-the-week');
    expect((await worker.fetch('/en-ca/promotions/game-of-the-week/', { country: 'CA' })).status).toBe(404);
    const ie = await article(MARKETS[2]);
    expect(anchors(ie).map((a) => [a.text, a.href])).toContainEqual(['Game of the Week', '/en-ie/promotions/game-of-the-week/']);
    expect(anchors(await article(MARKETS[0])).map((a) => a.href)).toContain('/promotions/game-of-the-week/');
  });

  it('a UK visitor is never sent to Loyalty Rewards: not listed, its page reached by address only says it cannot be claimed', async () => {
    const list = (await data<PromotionsData>('/promotions/', 'GB'))!;
    expect([...list.live, ...list.ended].map((c) => c.title)).not.toContain('Loyalty Rewards');
    expect(main(await (await worker.fetch('/promotions/', { country: 'GB' })).text())).not.toContain('Loyalty Rewards');
    const page = await promotionPage(MARKETS[0], '/promotions/loyalty-rewards/');
    expect(page.status).toBe(200);
    expect(page.withheld).toBe(true);
  });
});

describe('a link the platform or CMS writes to an offer the visitor cannot have', () => {
  let injected: TestWorker;
  const LINKS =
    '<p><a href="/promotions/loyalty-rewards/">Loyalty Rewards</a>, <a href="/promotions/limited-time/105/">Canada Day Cashback</a>, ' +
    '<a href="https://www.shamrockspins.test/promotions/cashback-weekend/">Cashback Weekend</a> and <a href="/promotions/no-such-offer/">a lost one</a>.</p>';
  beforeAll(async () => {
    injected = await startWorker({}, { catalogueSize: 50 });
    injected.emulator.faults.set('/api/v1/brands/178/info-page', 'hostile', { html: LINKS });
  });
  afterAll(() => injected?.dispose());

  const linksOn = async (path: string, country: string) => {
    const res = await injected.fetch(`/_data${path}`, { country });
    const html = ((await res.json()) as { data: InfoPageData }).data.html;
    return { html, hrefs: anchors(html).map((a) => a.href).filter((h) => h.includes('/promotions/')) };
  };

  it('keeps its words and loses its link: another market’s offer, one the rules withhold, one that does not exist', async () => {
    const gb = await linksOn('/info/faq/', 'GB');
    // Loyalty Rewards is over the UK cap; Canada Day Cashback is the platform's offer for Canada only.
    expect(gb.hrefs).toEqual(['/promotions/cashback-weekend/']);
    expect(textOf(gb.html)).toContain('Loyalty Rewards, Canada Day Cashback, Cashback Weekend and a lost one.');
    const ca = await linksOn('/en-ca/info/faq/', 'CA');
    // Loyalty Rewards is a UK offer (a 404 in Canada); Canada Day Cashback is Canada's.
    expect(ca.hrefs).toEqual(['/en-ca/promotions/limited-time/105/', '/en-ca/promotions/cashback-weekend/']);
  });
});

describe('a market without a welcome offer', () => {
  let none: TestWorker;
  beforeAll(async () => {
    none = await startWorker({}, { catalogueSize: 50 });
    // A CMS with no promotions at all: no market has a welcome package.
    none.emulator.faults.set('/wp-json/wp/v2/promotions', 'empty');
  });
  afterAll(() => none?.dispose());

  it.each(MARKETS)('$name: the bottom bar promises none and the deposit help page does not link one', async (m) => {
    const page = await (await none.fetch(`${m.prefix}/`, { country: m.country, headers: { 'user-agent': ANDROID_UA } })).text();
    expect(page).toContain('"welcomeOffer":false');
    expect(bar(page)).not.toContain('mobile-nav__join-text');
    expect(bar(page)).toMatch(/<button type="button" class="mobile-nav__join"[^>]*><span class="mobile-nav__join-cta">/);
    const res = await none.fetch(`/_data${m.prefix}/info/deposit/`, { country: m.country });
    const html = ((await res.json()) as { data: InfoPageData }).data.html;
    expect(anchors(html).filter((a) => a.href.includes('/promotions/'))).toEqual([]);
    expect((await none.fetch(`${m.prefix}/promotions/welcome-package/`, { country: m.country })).status).toBe(404);
  });
});
