import { beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { englishCategoryName, ENGLISH_CATEGORY_NAMES, normaliseCategoryName } from '../../worker/catalogue/category-names';
import { deriveProviders, providerSlug } from '../../worker/catalogue/providers';
import { shownProvider } from '../../client/contracts/catalogue';
import { gameSlug } from '../../worker/catalogue/slug';
import type { Game, GamesList } from '../../client/contracts/catalogue';
import { CATEGORY_NAMES } from '../../emulator/data/catalogue-categories';
import { gamePageSlug } from '../../emulator/data/cms-model';
import type { ContentCache } from '../../worker/content/cache';
import { CustomCategoriesClient } from '../../worker/content/custom-categories-client';
import { LimitedTimePromotionsClient, type PromotionsQuery } from '../../worker/content/limited-time-promotions-client';
import { PlatformClient } from '../../worker/content/platform/client';
import { WordPressClient } from '../../worker/content/wordpress/client';

/**
 * Every platform call of SPEC §7 exactly as the site makes them: the worker's own clients (PlatformClient,
 * CustomCategoriesClient, LimitedTimePromotionsClient) with a real fetch, no cache and an identity sanitiser, pointed
 * at the in-process emulator (tests/contract/setup.ts). The expectations are facts about the emulator's sample data
 * written out here by hand, and they are asserted on the RESHAPED values the site uses: a field the worker misreads
 * (a renamed or misspelt upstream name) turns a test red instead of quietly agreeing with the stand-in.
 *
 * It also holds the site's rules that must meet the upstream's data (category names, game-page and provider slugs)
 * to what the emulator really sends, instead of hand-kept copies in client tests.
 */
const BASE = inject('platformUrl');
const ORIGIN = new URL(BASE).origin;
const HOST = 'shamrockspins.test';

const noCache = { get: <T>(_key: string, fetcher: (signal: AbortSignal) => Promise<T>) => fetcher(new AbortController().signal) } as unknown as ContentCache;
const deps = { baseUrl: BASE, casinoId: 178, cache: noCache, fetch: (input: string, init?: RequestInit) => fetch(input, init) };
const platform = new PlatformClient({ ...deps, sanitise: async (html) => html });
const categoriesService = new CustomCategoriesClient(deps);
const promotionsService = new LimitedTimePromotionsClient({ ...deps, sanitise: async (html) => html });
const wordpress = new WordPressClient({ ...deps, sanitise: async (html) => html, brandName: 'Shamrock Spins' });

/** A value the call must have produced. */
function present<T>(value: T | undefined): T {
  if (value === undefined) throw new Error('expected a value, got undefined (the call failed; see the logged request error)');
  return value;
}

const lists: Partial<Record<'W' | 'C', GamesList>> = {};
beforeAll(async () => {
  lists.W = present(await platform.getGamesList('W'));
  lists.C = present(await platform.getGamesList('C'));
});
/** Ids of the bundled Irish sample and the operator's unlisted games (the rest of the list is the generated catalogue). */
const isSample = (id: number) => id === 5115 || id === 10418 || id === 10419 || (id >= 7001 && id <= 7040);

/** Silences the request error the worker logs on a failure the test provokes on purpose. */
const quietly = () => vi.spyOn(console, 'error').mockImplementation(() => undefined);

const list = (p: 'W' | 'C') => lists[p]!;
const gameById = (p: 'W' | 'C', id: number): Game => {
  const game = list(p).games.find((g) => g.id === id);
  if (!game) throw new Error(`no game ${id} in the ${p} list`);
  return game;
};

describe('games list (GET /api/v1/brands/178/games?platform=W|C)', () => {
  it.each(['W', 'C'] as const)('%s: the Irish sample game Lucky Clover Gold (7001) arrives reshaped', (p) => {
    const game = gameById(p, 7001);
    expect(game).toMatchObject({ id: 7001, name: 'Lucky Clover Gold', provider: 'Blueprint Gaming', subProvider: '', childAppealing: false, megaways: false, tag: 'new' });
    expect(game.images.default).toMatch(/\/7001_1x\.jpg$/);
    expect(game.images.webp).toMatch(/\/7001_1x\.webp$/);
    expect(game.images.portrait).toMatch(/\/7001_3x\.jpg$/);
    expect(game.images.portraitWebp).toMatch(/\/7001_3x\.webp$/);
  });

  it('the artwork URLs the site computes (portrait included) exist on the platform', async () => {
    const { images } = gameById('W', 7001);
    for (const url of [images.default, images.webp, images.portrait, images.portraitWebp]) {
      expect(url.startsWith(ORIGIN), url).toBe(true);
      const res = await fetch(url);
      expect(res.status, url).toBe(200);
      await res.body?.cancel();
    }
  });

  it('reads the sub-provider: Shamrock Fortune (7006) is Relax Gaming, by Hacksaw Gaming; Emerald Isle (7015) Games Global, by Microgaming', () => {
    expect(gameById('W', 7006)).toMatchObject({ name: 'Shamrock Fortune', provider: 'Relax Gaming', subProvider: 'Hacksaw Gaming', tag: 'new' });
    expect(gameById('C', 7015)).toMatchObject({ name: 'Emerald Isle', provider: 'Games Global', subProvider: 'Microgaming', tag: '' });
  });

  it('child-appealing games arrive flagged childAppealing: true, and only those', () => {
    const flagged = list('W').games.filter((g) => g.childAppealing && isSample(g.id)).map((g) => g.id).sort();
    expect(flagged).toEqual([7008, 7018, 7020, 7028]);
    expect(gameById('W', 7008)).toMatchObject({ name: 'Finn and the Swirly Spin', childAppealing: true });
  });

  it('megaways games arrive flagged megaways: true, and only those', () => {
    const megaways = list('W').games.filter((g) => g.megaways && isSample(g.id)).map((g) => g.id);
    expect(megaways.sort()).toEqual([7003, 7010, 7021, 7027, 7030, 7040].sort());
    expect(list('W').games.filter((g) => g.megaways).length).toBeGreaterThan(6);
  });

  it.each(['W', 'C'] as const)('%s: every game has an id, a name, a provider and both 1x images; sub-providers appear', (p) => {
    const { games } = list(p);
    expect(games.length).toBeGreaterThan(400);
    for (const g of games) {
      expect(Number.isInteger(g.id), String(g.id)).toBe(true);
      expect(g.name, String(g.id)).not.toBe('');
      expect(g.provider, String(g.id)).not.toBe('');
      expect(g.images.default, String(g.id)).toMatch(/_1x\.jpg$/);
      expect(g.images.webp, String(g.id)).toMatch(/_1x\.webp$/);
    }
    expect(games.filter((g) => g.subProvider !== '').length).toBeGreaterThan(10);
    expect(games.filter((g) => g.tag === 'new').length).toBeGreaterThan(5);
  });

  it.each(['W', 'C'] as const)("%s: every category and subcategory name normalises to one of SPEC §9's English names", (p) => {
    const names = list(p).categories.flatMap((c) => [c.name, ...c.subCategories.map((s) => s.name)]);
    expect(names.length).toBeGreaterThan(5);
    for (const name of names) {
      expect(englishCategoryName(name), name).toBeDefined();
      expect(ENGLISH_CATEGORY_NAMES as readonly string[], name).toContain(normaliseCategoryName(name));
    }
  });

  it("every name the emulator declares it may send normalises to the English category it stands for", () => {
    for (const [english, names] of Object.entries(CATEGORY_NAMES)) {
      for (const name of names) expect(normaliseCategoryName(name), name).toBe(english);
    }
  });

  it('W and C between them send every one of the twelve English categories, in several languages', () => {
    const all = (['W', 'C'] as const).flatMap((p) => list(p).categories.flatMap((c) => [c.name, ...c.subCategories.map((s) => s.name)]));
    expect(new Set(all.map(normaliseCategoryName))).toEqual(new Set(ENGLISH_CATEGORY_NAMES));
    // Mixed back-office languages: some names are not already English.
    expect(all.filter((n) => normaliseCategoryName(n) !== n).length).toBeGreaterThan(5);
  });

  it('the C platform has a subcategory that normalises to Slots, listing slots by id; mobile has no Classic tab', () => {
    const subs = list('C').categories.flatMap((c) => c.subCategories);
    const slots = subs.find((s) => normaliseCategoryName(s.name) === 'Slots');
    expect(slots).toBeDefined();
    expect(slots!.gameIds).toContain(7001);
    expect(slots!.gameIds).not.toContain(7036); // Irish Live Roulette is a live table
    expect(subs.some((s) => normaliseCategoryName(s.name) === 'Classic')).toBe(false);
  });

  it.each(['W', 'C'] as const)('%s: subcategories carry ordered game ids; All Games lists every game, in list order', (p) => {
    const { games, categories } = list(p);
    const allGames = categories.flatMap((c) => c.subCategories).find((s) => normaliseCategoryName(s.name) === 'All Games');
    expect(allGames!.gameIds).toEqual(games.map((g) => g.id));
    for (const sub of categories.flatMap((c) => c.subCategories)) expect(sub.gameIds.length, sub.name).toBeGreaterThan(0);
  });

  it('live categories list the live tables: Lucky Irish Blackjack (7037) under Blackjack, Irish Live Roulette (7036) under Roulette', () => {
    const subs = list('W').categories.flatMap((c) => c.subCategories);
    const of = (english: string) => subs.find((s) => normaliseCategoryName(s.name) === english)!.gameIds;
    expect(of('Blackjack')).toContain(7037);
    expect(of('Roulette')).toContain(7036);
    expect(of('Jackpots')).toEqual(expect.arrayContaining([7002, 7007, 7016, 7025, 7026, 7033]));
  });
});

describe("the site's slug rules meet the CMS pages of the platform's games", () => {
  it('gameSlug(platform name) is the slug of the WordPress game page for the same game id', async () => {
    const index = present(await wordpress.getGamePageIndex('en'));
    expect(index.size).toBeGreaterThanOrEqual(10);
    for (const [gameId, page] of index) expect(gameSlug(gameById('W', gameId).name), String(gameId)).toBe(page.slug);
    expect(index.get(7001)?.slug).toBe('lucky-clover-gold');
  });

  it("gameSlug agrees with the CMS's page-slug rule for every game name the platform sends", () => {
    // The site cuts hyphens at either end (its router rejects such slugs anyway); compare where the CMS leaves none.
    const names = list('W').games.map((g) => g.name);
    expect(names.some((n) => /[^\x00-\x7f]/.test(n)) && names.some((n) => n.includes('&'))).toBe(true);
    for (const name of names) {
      const cms = gamePageSlug(name);
      if (!/^-|-$/.test(cms)) expect(gameSlug(name), name).toBe(cms);
    }
  });

  it('every provider and sub-provider name the platform sends gets its own provider page slug', () => {
    const { games } = list('W');
    const names = new Set(games.map(shownProvider));
    const slugs = new Map<string, string>();
    for (const name of names) {
      const slug = providerSlug(name);
      expect(slug, name).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(slugs.get(slug), `${name} and ${slugs.get(slug)} share '${slug}'`).toBeUndefined();
      slugs.set(slug, name);
    }
    expect(deriveProviders(games)).toHaveLength(names.size);
    expect(slugs.get('blueprint')).toBe('Blueprint Gaming');
    expect(slugs.get('play-n-go')).toBe("Play'n GO");
  });

  it("providerSlug(provider) finds the provider's CMS category for every game that has a CMS page", async () => {
    const index = present(await wordpress.getGamePageIndex('en'));
    const providers = new Set([...index.keys()].map((id) => gameById('W', id).provider));
    expect(providers).toContain("Play'n GO");
    for (const name of providers) {
      const term = await wordpress.getProviderTerm(providerSlug(name));
      expect(term, name).toBeDefined();
      expect(term!.name, name).toBe(name);
    }
  });
});

describe('info page (GET /api/v1/brands/178/info-page)', () => {
  const query = { regulationType: 'GB', lng: 'en', currencyCode: 'GBP', host: HOST };

  it('a known page is found, its HTML read from data.data.content', async () => {
    const page = await platform.getInfoPage({ resourceName: 'terms', ...query });
    expect(page.ok).toBe(true);
    if (page.ok) {
      expect(page.value).toMatch(/<(p|h2|h3|ul)\b/);
      expect(page.value.length).toBeGreaterThan(200);
    }
  });

  it('an unknown page is a 404 miss', async () => {
    expect(await platform.getInfoPage({ resourceName: 'no-such-page', ...query })).toEqual({ ok: false, code: 404 });
  });
});

describe('smart footer, copyright, geolocation, bet limits', () => {
  it('the smart footer is the icon strip HTML', async () => {
    const html = present(await platform.getSmartFooter({ host: HOST, country: 'GB', regulation: 'GB', lng: 'ENG' }));
    expect(html).toContain('<img ');
    expect(html).toContain(`${ORIGIN}/artwork/icons/`);
  });

  it('the smart footer is asked by country and regulation: no UK-only body for Canada or Ireland, in the language asked', async () => {
    const gb = present(await platform.getSmartFooter({ host: HOST, country: 'GB', regulation: 'GB', lng: 'ENG' }));
    expect(gb).toContain('gamstop.co.uk');
    for (const [country, regulation] of [['CA', 'MGA'], ['IE', '']] as const) {
      const html = present(await platform.getSmartFooter({ host: HOST, country, regulation, lng: 'ENG' }));
      for (const uk of ['gamblingcommission.gov.uk', 'gamstop.co.uk', 'begambleaware.org', 'gamcare.org.uk']) expect(html, country).not.toContain(uk);
      expect(html, country).toContain('mga.org.mt');
    }
    const fi = present(await platform.getSmartFooter({ host: HOST, country: 'FI', regulation: '', lng: 'FIN' }));
    expect(fi).toContain('alt="Vain täysi-ikäisille"');
  });

  it('the copyright is HTML from data.data.copyrightText: GB licence by default, MGA for regulation MGA', async () => {
    const gb = present(await platform.getCopyright({ host: HOST }));
    expect(gb).toContain('UK Gambling Commission');
    const mga = present(await platform.getCopyright({ host: HOST, country: 'CA', regulation: 'MGA' }));
    expect(mga).toContain('Malta Gaming Authority');
  });

  it('geolocation reads regulation, language, currency and country', async () => {
    expect(await platform.getGeolocation()).toEqual({ regulation: 'GB', language: 'ENG', currency: 'GBP', countryCode: 'GB' });
  });

  it('bet limits: rows per live table and currency with min below max', async () => {
    const limits = present(await platform.getBetLimits());
    expect(limits.length).toBeGreaterThan(0);
    const roulette = limits.filter((l) => l.gameId === 7036);
    expect(roulette.map((l) => l.currency).sort()).toEqual(['CAD', 'EUR', 'GBP']);
    for (const l of limits) {
      expect(l.currency).toMatch(/^[A-Z]{3}$/);
      expect(l.min).toBeGreaterThan(0);
      expect(l.max).toBeGreaterThan(l.min);
    }
  });
});

describe('payment methods (GET /api/v1/brands/178/payment-methods)', () => {
  it('defaults (GB, GB): page texts and rows, every row linking a deposit-* help page', async () => {
    const pm = present(await platform.getPaymentMethods());
    for (const [key, text] of Object.entries(pm.page)) expect(text.trim(), key).not.toBe('');
    expect(pm.page.intro).toContain('GBP');
    expect(pm.methods.length).toBeGreaterThan(5);
    for (const m of pm.methods) {
      expect(m.helpPage).toMatch(/^deposit-/);
      expect(m.logo).toMatch(/^https?:\/\/.+\.svg$/);
      expect(m.depositTime).not.toBe('');
      expect(m.withdrawalTime).not.toBe('');
      expect(Array.isArray(m.currencies)).toBe(true);
      expect(m.currencies.length).toBeGreaterThan(0);
      for (const c of m.currencies) expect(c).toMatch(/^[A-Z]{3}$/);
    }
    const helpPages = pm.methods.map((m) => m.helpPage);
    expect(helpPages).toEqual(expect.arrayContaining(['deposit-visa', 'deposit-paypal', 'deposit-bank-transfer']));
    // Bank transfer's currencies come as one comma-separated string on the wire; the site still gets a list.
    expect(pm.methods.find((m) => m.helpPage === 'deposit-bank-transfer')!.currencies).toEqual(['GBP', 'EUR', 'CAD']);
  });

  it("CA / MGA: Canada's cashier (Interac, no PayPal), amounts in CAD", async () => {
    const pm = present(await platform.getPaymentMethods('CA', 'MGA'));
    expect(pm.page.intro).toContain('CAD');
    const helpPages = pm.methods.map((m) => m.helpPage);
    expect(helpPages).toContain('deposit-interac');
    expect(helpPages).not.toContain('deposit-paypal');
    expect(pm.methods.find((m) => m.helpPage === 'deposit-interac')!.currencies).toEqual(['CAD']);
  });

  it('every help page a row links to is an info page the platform has', async () => {
    const pm = present(await platform.getPaymentMethods());
    for (const m of pm.methods) {
      const page = await platform.getInfoPage({ resourceName: m.helpPage, regulationType: 'GB', lng: 'en', currencyCode: 'GBP', host: HOST });
      expect(page.ok, m.helpPage).toBe(true);
    }
  });
});

describe('create-ticket (POST /api/v1/brands/178/create-ticket)', () => {
  const guest = {
    name: 'Aoife',
    surname: 'Byrne',
    email: 'aoife@example.com',
    subject: 'Deposit',
    message: 'My deposit has not arrived.',
    lng: 'en',
    brandDomain: HOST,
    SSOStatus: false,
    userAgent: 'contract-test',
    country: 'IE',
    ASGBrand: false,
  };
  const player = {
    ...guest,
    SSOStatus: true,
    groupId: 'emerald',
    brandName: 'Shamrock Spins',
    playerId: 123456,
    playerRestriction: '',
    playerRegistrationDate: '2024-03-17',
    playerCountryCode: 'IE',
    playerLanguage: 'ENG',
    loyaltyLevel: 1,
    sessionToken: 'session-abc',
  };

  it('a logged-out body is created (true), sent with the bearer token', async () => {
    expect(await platform.createTicket(guest, 'contract-token')).toBe(true);
    const received = (await (await fetch(`${BASE}/__emulator/tickets`)).json()) as { token: string; body: Record<string, unknown> }[];
    expect(received.some((t) => t.token === 'contract-token' && t.body.email === 'aoife@example.com' && t.body.SSOStatus === false)).toBe(true);
  });

  it('a logged-in body is created (true) when its session token is the named player\'s, refused otherwise', async () => {
    const login = (await (
      await fetch(`${BASE}/platform/api/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ username: 'player-gb', password: 'demo' }) })
    ).json()) as { token: string };
    expect(await platform.createTicket({ ...player, playerId: 'P-1001', sessionToken: login.token }, 'contract-token')).toBe(true);
    const log = quietly();
    expect(await platform.createTicket(player, 'contract-token')).toBe(false);
    expect(log).toHaveBeenCalledWith('Support ticket request error', 'HTTP 401');
    log.mockRestore();
  });

  it('a rejected body (no e-mail; a logged-in one without its player id) is false', async () => {
    const log = quietly();
    const { email: _email, ...noEmail } = guest;
    expect(await platform.createTicket(noEmail, 'contract-token')).toBe(false);
    const { playerId: _id, ...noPlayer } = player;
    expect(await platform.createTicket(noPlayer, 'contract-token')).toBe(false);
    expect(log).toHaveBeenCalledWith('Support ticket request error', 'HTTP 400');
    log.mockRestore();
  });
});

describe('custom categories service (GET /api/aspire-categories)', () => {
  it('custom categories: category slug → game ids, in the service order (duplicates and unknown ids kept for the site to drop)', async () => {
    const map = await categoriesService.getCustomCategories();
    expect(Object.keys(map)).toEqual(['featured-games', 'new', 'slots', 'jackpots', 'megaways']);
    expect(map['featured-games']!.slice(0, 5)).toEqual([7003, 7001, 7038, 999999, 7021]);
    expect(map.new![0]).toBe(7012);
    for (const ids of Object.values(map)) expect(ids.length).toBeGreaterThan(0);
  });

  it('custom featured: list name → game ids', async () => {
    const map = await categoriesService.getCustomFeatured();
    expect(Object.keys(map)).toEqual(['Top Picks', 'Irish Favourites', 'Big Wins', 'Live Tables']);
    expect(map['Top Picks']!.slice(0, 3)).toEqual([7038, 7002, 7004]);
    expect(map['Live Tables']).toEqual(expect.arrayContaining([7036, 7037]));
  });
});

describe('limited-time promotions (GET /api/v1/promotions/limited-time/)', () => {
  const guestGB: PromotionsQuery = { isLoggedIn: false, country: 'GB', regulation: 'GB', language: 'en', currencyCode: 'GBP', brandName: 'Shamrock Spins' };

  it('the list, reshaped: a guest in GB sees the public offers, with terms, dates and a call to action', async () => {
    const all = present(await promotionsService.getAll(guestGB));
    expect(all.map((p) => p.id)).toEqual([101, 102]);
    const weekend = all[0]!;
    expect(weekend).toMatchObject({ id: 101, title: 'Shamrock Spins Weekend', ctaUrl: '/promotions/shamrock-spins-weekend/' });
    expect(weekend.image).toBe(`${ORIGIN}/artwork/cms/shamrock-spins-weekend.jpg`);
    for (const p of all) {
      expect(p.description).toMatch(/^<p>/);
      expect(p.terms).toMatch(/^<(p|ul)>/);
      expect(p.ctaText).not.toBe('');
      expect(Date.parse(p.startDate)).toBeLessThan(Date.parse(p.endDate));
    }
  });

  it('each offer carries the key terms the platform sends, checked: 103 is 20× with a £20 minimum deposit', async () => {
    const player = present(await promotionsService.getAll({ ...guestGB, isLoggedIn: true }));
    for (const p of player) expect(typeof p.keyTerms.wagering, `${p.id}`).toBe('number');
    expect(player.find((p) => p.id === 103)!.keyTerms).toEqual({ wagering: 20, minDeposit: 20, eligibleGames: '', expiryDays: 7, maxWin: null });
    expect(player.find((p) => p.id === 101)!.keyTerms).toEqual({ wagering: 10, minDeposit: null, eligibleGames: 'Irish-themed slots', expiryDays: 7, maxWin: 100 });
    const es = present(await promotionsService.getAll({ ...guestGB, language: 'es', currencyCode: 'EUR', country: 'ES', regulation: '' }));
    expect(es.find((p) => p.id === 101)!.keyTerms.eligibleGames).toBe('Tragamonedas de temática irlandesa');
  });

  it('logged-in players and Canada see more; language fi gives the Finnish texts', async () => {
    expect(present(await promotionsService.getAll({ ...guestGB, isLoggedIn: true })).map((p) => p.id)).toEqual([101, 102, 103, 104]);
    const ca = present(await promotionsService.getAll({ ...guestGB, country: 'CA', regulation: 'MGA', currencyCode: 'CAD' }));
    expect(ca.map((p) => p.id)).toContain(105);
    expect(present(await promotionsService.getAll({ ...guestGB, language: 'fi' }))[0]!.title).toBe('Apilaviikonloppu');
  });

  it('one promotion by id equals its list entry; a hidden or unknown one is undefined', async () => {
    const [first] = present(await promotionsService.getAll(guestGB));
    const log = quietly();
    expect(await promotionsService.getOne(101, guestGB)).toEqual(first);
    expect(await promotionsService.getOne(103, guestGB)).toBeUndefined();
    expect(await promotionsService.getOne(999, guestGB)).toBeUndefined();
    log.mockRestore();
  });
});
