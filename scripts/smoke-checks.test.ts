import { describe, expect, it } from 'vitest';
import { LICENCES, licenceFor } from '../client/components/chrome/licence';
import { formatMoney } from '../client/format/money';
import { chromeMessages } from '../i18n/groups/chrome';
import { getLocale, splitLocale, type LocaleId } from '../i18n/locales';
import { gameSlug as workerGameSlug } from '../worker/catalogue/slug';
import { currencyFor, regulationFor } from '../worker/middleware/geo';
import {
  REGIONS,
  REGION_COUNTRY,
  REGION_EXPECT,
  assetsOf,
  canonicalOf,
  checkCanonical,
  checkLicence,
  checkOriginMatchesRoutes,
  checkRegionState,
  checkSitemapOrigin,
  checkSlotCanonical,
  checkSocial,
  checkStatus,
  checkVisibleCurrency,
  discoverPages,
  expectedOrigin,
  formatCheck,
  gameSlug,
  judgeAsset,
  localeSitemap,
  parseArgs,
  regionForOrigin,
  sitemapLocs,
  summaryLine,
} from './smoke-checks.mjs';

const CA = REGION_EXPECT.ca;
const BRAND = 'Shamrock Spins';
const state = (site: Record<string, unknown>) =>
  `<script id="__STATE__" type="application/json" nonce="n">${JSON.stringify({ payload: {}, site })}</script>`;
const footer = (statement: string, links: string[]) =>
  `<div class="site-footer__licence"><span class="site-footer__age" role="img" aria-label="Adults only (18+)">18+</span><p>${statement}</p></div>` +
  `<p class="site-footer__safer">Safer gambling support:<!-- --> ${links.map((l) => `<span><a href="${l}" target="_blank">x<span class="visually-hidden"> (opens)</span></a></span>`).join(' · ')}</p>`;
const caPage = (over: { site?: Record<string, unknown>; lang?: string; body?: string } = {}) =>
  `<!DOCTYPE html><html lang="${over.lang ?? 'en-CA'}"><head><link rel="canonical" href="https://ca.shamrockspins.example/en-ca/"/></head><body>` +
  (over.body ?? footer(CA.licence.replace('{brand}', BRAND), CA.saferLinks)) +
  state({ country: 'CA', currency: 'CAD', regulation: 'MGA', ...over.site }) +
  '</body></html>';

describe('what each region must show, held to the code that shows it', () => {
  it.each(REGIONS)('%s: country, currency, regulation and locale as the worker decides them', (region) => {
    const e = REGION_EXPECT[region];
    expect(e.country).toBe(REGION_COUNTRY[region]);
    expect(e.currency).toBe(currencyFor(e.country));
    expect(e.regulation).toBe(regulationFor(e.country));
    const locale = splitLocale(`${e.localePrefix}/`).locale;
    expect(locale.tag).toBe(e.lang);
    expect(getLocale(locale.id as LocaleId).prefix).toBe(e.localePrefix.slice(1));
    // The symbol the site's money formatter writes for this currency in this locale.
    expect(formatMoney(1, e.currency, locale.id)).toContain(e.symbol);
  });

  it.each(REGIONS)("%s: the footer's licence statement and safer-gambling links", (region) => {
    const e = REGION_EXPECT[region];
    const licence = licenceFor(e.regulation);
    expect(e.licence).toBe(chromeMessages.en[licence.statement]);
    expect(e.saferLinks).toEqual(licence.links.map((l) => l.href));
  });

  it('the three regions have three different statements', () => {
    expect(new Set(REGIONS.map((r) => REGION_EXPECT[r].licence)).size).toBe(Object.keys(LICENCES).length);
  });

  it('slugs a tile name as the worker does', () => {
    for (const name of ['Rainbow Riches', "Finn's Golden Tavern", 'Gold & Glory  Megaways', ' Fire Joker ★', 'Privé Slots']) {
      expect(gameSlug(name)).toBe(workerGameSlug(name));
    }
  });
});

describe('arguments', () => {
  it('reads --env, --url and --all', () => {
    expect(parseArgs(['--env', 'ca'])).toEqual({ regions: ['ca'], url: null, all: false });
    expect(parseArgs(['--env=ie', '--url=https://ie.shamrockspins.example/en-ie/'])).toEqual({ regions: ['ie'], url: 'https://ie.shamrockspins.example', all: false });
    expect(parseArgs(['--all'])).toEqual({ regions: ['uk', 'ca', 'ie'], url: null, all: true });
    expect(parseArgs(['--url', 'https://ca.shamrockspins.example'])).toEqual({ regions: [], url: 'https://ca.shamrockspins.example', all: false });
  });

  it('refuses what it cannot do', () => {
    expect(() => parseArgs(['--env', 'us'])).toThrow(/unknown region/);
    expect(() => parseArgs(['--env'])).toThrow(/needs a value/);
    expect(() => parseArgs(['--all', '--url', 'https://x.example'])).toThrow(/--url/);
    expect(() => parseArgs(['--env', 'uk', '--env', 'ca'])).toThrow(/one --env/);
    expect(() => parseArgs(['--url', 'ftp://x.example'])).toThrow(/http/);
    expect(() => parseArgs(['--bogus'])).toThrow(/unknown argument/);
  });

  it('finds the region of a deployed URL by its origin', () => {
    const origins = { uk: 'https://www.shamrockspins.example', ca: 'https://ca.shamrockspins.example' };
    expect(regionForOrigin('https://ca.shamrockspins.example/en-ca/', origins)).toBe('ca');
    expect(regionForOrigin('https://preview.example', origins)).toBeNull();
  });
});

describe('checks', () => {
  it('status: 200 and the content type, nothing else', () => {
    expect(checkStatus('home', 200, 'text/html; charset=UTF-8', 'text/html').ok).toBe(true);
    expect(checkStatus('home', 301, null, 'text/html')).toMatchObject({ ok: false, found: '301 (no content-type)' });
    expect(checkStatus('sitemap', 200, 'text/html', 'application/xml').ok).toBe(false);
  });

  it('canonical: the exact URL on the production origin', () => {
    expect(canonicalOf('<link rel="alternate" href="/x"/><link href="https://a.example/b/" rel="canonical">')).toBe('https://a.example/b/');
    expect(checkCanonical('c', caPage(), 'https://ca.shamrockspins.example/en-ca/').ok).toBe(true);
    const local = caPage().replace('https://ca.shamrockspins.example', 'http://127.0.0.1:8830');
    expect(checkCanonical('c', local, 'https://ca.shamrockspins.example/en-ca/')).toMatchObject({ ok: false, found: 'http://127.0.0.1:8830/en-ca/' });
    expect(checkCanonical('c', '<html></html>', 'https://x/').found).toMatch(/no <link/);
  });

  it("region state: the page's lang and the edge's country, currency and regulation", () => {
    expect(checkRegionState('r', caPage(), CA).ok).toBe(true);
    expect(checkRegionState('r', caPage({ site: { currency: 'EUR' } }), CA)).toMatchObject({ ok: false, found: expect.stringContaining('currency EUR') });
    expect(checkRegionState('r', caPage({ lang: 'en-GB' }), CA).ok).toBe(false);
    expect(checkRegionState('r', caPage({ site: { regulation: null } }), CA).ok).toBe(false);
    const ie = REGION_EXPECT.ie;
    const iePage = caPage({ lang: 'en-IE', site: { country: 'IE', currency: 'EUR', regulation: null } });
    expect(checkRegionState('r', iePage, ie).ok).toBe(true);
    expect(checkRegionState('r', '<html lang="en-CA"></html>', CA).found).toMatch(/no serialised state/);
  });

  it("visible currency: the game page's Min bet / Max bet in the region's symbol only", () => {
    const facts = (min: string, max: string) => `<dl><div><dt>Reels</dt><dd>5</dd></div><div><dt>Min bet</dt><dd>${min}</dd></div><div><dt>Max bet</dt><dd>${max}</dd></div></dl>`;
    expect(checkVisibleCurrency('v', facts('C$0.10', 'C$100.00'), CA)).toMatchObject({ ok: true, found: 'Min bet C$0.10, Max bet C$100.00' });
    expect(checkVisibleCurrency('v', facts('£0.10', '£100.00'), CA).ok).toBe(false);
    expect(checkVisibleCurrency('v', facts('$0.10', '$100.00'), CA).ok).toBe(false);
    expect(checkVisibleCurrency('v', facts('C$0.10', '€100.00'), CA).ok).toBe(false);
    expect(checkVisibleCurrency('v', facts('0,10 €', '100,00 €'), REGION_EXPECT.ie).ok).toBe(true);
    expect(checkVisibleCurrency('v', facts('£0.10', '£100.00'), REGION_EXPECT.uk).ok).toBe(true);
    expect(checkVisibleCurrency('v', '<p>no facts</p>', CA).found).toMatch(/no Min bet/);
  });

  it("licence: the region's statement and links, not another region's", () => {
    expect(checkLicence('l', caPage(), CA, BRAND).ok).toBe(true);
    const uk = REGION_EXPECT.uk;
    const ukFooter = caPage({ body: footer(uk.licence.replace('{brand}', BRAND), uk.saferLinks) });
    expect(checkLicence('l', ukFooter, CA, BRAND)).toMatchObject({ ok: false, found: expect.stringContaining('UK Gambling Commission') });
    const wrongLinks = caPage({ body: footer(CA.licence.replace('{brand}', BRAND), uk.saferLinks) });
    expect(checkLicence('l', wrongLinks, CA, BRAND).ok).toBe(false);
    expect(checkLicence('l', '<footer></footer>', CA, BRAND).found).toMatch(/no licence block/);
  });

  it('origin: SITE_ORIGIN must be a host the region routes; canonical links are held to that host', () => {
    const routes = [{ pattern: 'ca.shamrockspins.example/*', zone_name: 'shamrockspins.example' }];
    expect(checkOriginMatchesRoutes('o', 'https://ca.shamrockspins.example', routes).ok).toBe(true);
    expect(checkOriginMatchesRoutes('o', 'https://www.shamrockspins.example', routes).ok).toBe(false);
    expect(checkOriginMatchesRoutes('o', 'http://ca.shamrockspins.example', routes).ok).toBe(false);
    expect(expectedOrigin('https://www.shamrockspins.example', routes)).toBe('https://ca.shamrockspins.example');
    expect(expectedOrigin('https://ca.shamrockspins.example/', routes)).toBe('https://ca.shamrockspins.example');
    expect(expectedOrigin('https://ca.shamrockspins.example', undefined)).toBe('https://ca.shamrockspins.example');
  });

  it('sitemap: every <loc> on the region origin; the locale sitemap is found by name', () => {
    const index =
      '<sitemapindex><sitemap><loc>https://ca.shamrockspins.example/sitemap-en.xml</loc></sitemap><sitemap><loc>https://ca.shamrockspins.example/sitemap-en-ca.xml</loc></sitemap></sitemapindex>';
    const locs = sitemapLocs(index);
    expect(checkSitemapOrigin('s', locs, 'https://ca.shamrockspins.example').ok).toBe(true);
    expect(checkSitemapOrigin('s', locs, 'https://www.shamrockspins.example').ok).toBe(false);
    expect(checkSitemapOrigin('s', [], 'https://ca.shamrockspins.example').ok).toBe(false);
    expect(localeSitemap(locs, '/en-ca')).toBe('https://ca.shamrockspins.example/sitemap-en-ca.xml');
    expect(localeSitemap(locs, '')).toBe('https://ca.shamrockspins.example/sitemap-en.xml');
    expect(localeSitemap(locs, '/en-ie')).toBeNull();
  });

  it("assets: the site's own scripts, styles, icons and images, each 200 with a fitting type", () => {
    const html =
      '<link rel="icon" href="/favicon.svg" type="image/svg+xml"/><link rel="modulepreload" href="/assets/a.js"/><link rel="stylesheet" href="/assets/e.css"/>' +
      '<link rel="canonical" href="https://ca.shamrockspins.example/en-ca/"/><link rel="alternate" hrefLang="fi" href="https://ca.shamrockspins.example/fi/"/>' +
      '<script nonce="x">inline()</script><script type="module" src="/assets/entry.js"></script>' +
      '<picture><source srcSet="https://ca.shamrockspins.example/img/a.webp 1x, /img/a@2x.webp 2x"/><img src="http://127.0.0.1:8831/artwork/1.jpg"/></picture>' +
      '<link rel="modulepreload" href="/assets/a.js"/><meta property="og:image" content="https://ca.shamrockspins.example/social-card.png"/>';
    expect(assetsOf(html, 'http://127.0.0.1:8830', ['http://127.0.0.1:8830', 'https://ca.shamrockspins.example'])).toEqual([
      { url: 'http://127.0.0.1:8830/favicon.svg', kind: 'icon' },
      { url: 'http://127.0.0.1:8830/assets/a.js', kind: 'modulepreload' },
      { url: 'http://127.0.0.1:8830/assets/e.css', kind: 'stylesheet' },
      { url: 'http://127.0.0.1:8830/assets/entry.js', kind: 'script' },
      { url: 'https://ca.shamrockspins.example/img/a.webp', kind: 'image' },
      { url: 'http://127.0.0.1:8830/img/a@2x.webp', kind: 'image' },
      { url: 'https://ca.shamrockspins.example/social-card.png', kind: 'og:image' },
    ]);
    // A guest's start script names its entry and modules as data (docs/decisions/050).
    const guest = '<script type="module" nonce="x" data-entry="/assets/entry-G.js" data-modules="/assets/c.js /assets/d.js">start()</script>';
    expect(assetsOf(guest, 'http://127.0.0.1:8830', ['http://127.0.0.1:8830'])).toEqual([
      { url: 'http://127.0.0.1:8830/assets/entry-G.js', kind: 'script' },
      { url: 'http://127.0.0.1:8830/assets/c.js', kind: 'modulepreload' },
      { url: 'http://127.0.0.1:8830/assets/d.js', kind: 'modulepreload' },
    ]);
    expect(judgeAsset('http://x/assets/a.js', 200, 'text/javascript; charset=utf-8')).toBeNull();
    expect(judgeAsset('http://x/assets/e.css', 200, 'text/css')).toBeNull();
    expect(judgeAsset('http://x/favicon.svg', 200, 'image/svg+xml')).toBeNull();
    expect(judgeAsset('http://x/assets/a.js', 404, 'text/html')).toBe('404 text/html');
    expect(judgeAsset('http://x/assets/a.js', 200, 'text/html')).toMatch(/^200 but text\/html/);
    expect(judgeAsset('http://x/manifest', 200, 'text/html')).toMatch(/^200 but/);
    expect(judgeAsset('http://x/manifest', 200, 'application/octet-stream')).toBeNull();
  });

  it('discovery: game and info pages from links (home first, then sitemap), the slot page from a tile name', () => {
    const home =
      '<a href="/en-ca/info/about-us/">About</a><a href="/en-ca/info/terms/">Terms</a><a href="https://elsewhere.example/en-ca/casino/games/x/">x</a>' +
      '<article class="tile tile--default"><a class="tile__info" href="/en-ca/casino/games/irish-riches-megaways/">i</a><h3 class="tile__title">Finn&#x27;s Gold &amp; Glory</h3></article>' +
      '<a href="/en-ca/casino/games/rainbow-riches/">r</a>';
    const base = 'http://127.0.0.1:8830';
    expect(discoverPages({ homeHtml: home, base, ownOrigins: [base, 'https://ca.shamrockspins.example'], localePrefix: '/en-ca' })).toEqual({
      game: '/en-ca/casino/games/irish-riches-megaways/',
      slot: '/en-ca/slots/finns-gold--glory/',
      info: '/en-ca/info/terms/',
    });
    // No tile info links (a cold cache without the game-page index) and no game link at home: the sitemap's.
    const sitemapUrls = ['https://ca.shamrockspins.example/en-ca/casino/games/pot-of-gold/', 'https://ca.shamrockspins.example/casino/games/other-locale/'];
    const bare = '<h3 class="tile__title">Pot of Gold</h3><a href="/en-ca/info/faq/">FAQ</a>';
    expect(discoverPages({ homeHtml: bare, base, ownOrigins: [base, 'https://ca.shamrockspins.example'], sitemapUrls, localePrefix: '/en-ca' })).toEqual({
      game: '/en-ca/casino/games/pot-of-gold/',
      slot: '/en-ca/slots/pot-of-gold/',
      info: '/en-ca/info/faq/',
    });
    // The unprefixed locale does not take another locale's pages.
    expect(discoverPages({ homeHtml: '<a href="/en-ca/info/terms/">t</a>', base, localePrefix: '' })).toEqual({ game: null, slot: null, info: null });
  });

  it('social card: absolute og:image with alt, summary_large_image, og:locale:alternate per other locale, whole title', () => {
    const hreflang = ['en-GB', 'en-CA', 'en-IE', 'fi', 'es', 'x-default'].map((h) => `<link rel="alternate" hrefLang="${h}" href="https://ca.shamrockspins.example/x/"/>`).join('');
    const alternates = ['en_GB', 'en_IE', 'fi_FI', 'es_ES'].map((l) => `<meta property="og:locale:alternate" content="${l}"/>`).join('');
    const good =
      `<title>Irish Riches Megaways Review | Shamrock Spins</title>${hreflang}<meta property="og:locale" content="en_CA"/>${alternates}` +
      '<meta property="og:image" content="https://ca.shamrockspins.example/social-card.png"/><meta property="og:image:alt" content="Shamrock Spins: the logo"/>' +
      '<meta name="twitter:card" content="summary_large_image"/>';
    expect(checkSocial('s', good)).toMatchObject({ ok: true, found: expect.stringContaining('4 og:locale:alternate') });
    expect(checkSocial('s', good.replace(/<meta property="og:image" [^>]*>/, ''))).toMatchObject({ ok: false, found: expect.stringContaining('no og:image') });
    expect(checkSocial('s', good.replace('https://ca.shamrockspins.example/social-card.png', '/social-card.png')).found).toMatch(/not absolute/);
    expect(checkSocial('s', good.replace(/<meta property="og:image:alt" [^>]*>/, '')).found).toMatch(/no og:image:alt/);
    expect(checkSocial('s', good.replace('summary_large_image', 'summary')).found).toMatch(/twitter:card summary/);
    expect(checkSocial('s', good.replace('<meta property="og:locale:alternate" content="es_ES"/>', '')).found).toMatch(/3 og:locale:alternate for 4/);
    expect(checkSocial('s', good.replace('Review | Shamrock', 'Review – RTP… | Shamrock')).found).toMatch(/ellipsis/);
    expect(checkSocial('s', good.replace('<title>Irish Riches Megaways Review | Shamrock Spins</title>', '<title>Irish Riches Megaways Review...</title>')).ok).toBe(false);
    // An error page has no alternates and so no og:locale:alternate.
    const error = '<title>404 | Shamrock Spins</title><meta property="og:image" content="https://x.test/social-card.png"/><meta property="og:image:alt" content="a"/><meta name="twitter:card" content="summary_large_image"/>';
    expect(checkSocial('s', error).ok).toBe(true);
  });

  it("slot page canonical: its own when the sitemap lists it, else its locale's game page", () => {
    const page = (href: string) => `<link rel="canonical" href="${href}"/>`;
    const slot = 'https://ca.shamrockspins.example/en-ca/slots/pot-of-gold/';
    expect(checkSlotCanonical('c', page(slot), slot, [slot]).ok).toBe(true);
    expect(checkSlotCanonical('c', page('https://ca.shamrockspins.example/en-ca/casino/games/pot-of-gold/'), slot, [slot]).ok).toBe(false);
    expect(checkSlotCanonical('c', page('https://ca.shamrockspins.example/en-ca/casino/games/pot-of-gold/'), slot, []).ok).toBe(true);
    expect(checkSlotCanonical('c', page('https://ca.shamrockspins.example/casino/games/pot-of-gold/'), slot, []).ok).toBe(false);
    expect(checkSlotCanonical('c', page(slot), slot, []).ok).toBe(false);
    expect(checkSlotCanonical('c', '<html></html>', slot, []).found).toMatch(/no <link/);
  });

  it('prints one line per check and the count', () => {
    expect(formatCheck({ ok: true, name: 'home /en-ca/', expected: '200 text/html', found: '200 text/html' })).toBe('PASS  home /en-ca/: 200 text/html');
    expect(formatCheck({ ok: false, name: 'home /en-ca/', expected: '200 text/html', found: '500 text/html' })).toBe('FAIL  home /en-ca/: expected 200 text/html; found 500 text/html');
    expect(summaryLine(31, 1)).toBe('31 passed, 1 failed');
  });
});
