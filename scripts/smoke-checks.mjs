// The pure part of `npm run smoke`: what each region must show, reading it out of HTML and XML, and judging it.
// No I/O here (scripts/smoke.mjs fetches; scripts/smoke-server.mjs starts the local region), so
// scripts/smoke-checks.test.ts can hold every rule to fixed inputs.

export const REGIONS = ['uk', 'ca', 'ie'];

/** The country the edge sets (request.cf.country) for the visitors each region serves. */
export const REGION_COUNTRY = { uk: 'GB', ca: 'CA', ie: 'IE' };

/** Vars that name an upstream; a local smoke run points every one of them at its own emulator. */
export const UPSTREAM_VARS = [
  'CMS_BASE_URL',
  'PLATFORM_API_BASE_URL',
  'CUSTOM_CATEGORIES_BASE_URL',
  'PROMOTIONS_API_BASE_URL',
  'PLATFORM_SCRIPT_URL',
  'CAPTCHA_SCRIPT_URL',
  'CAPTCHA_VERIFY_URL',
  'TAG_MANAGER_URL',
  'LIVE_FEED_URL',
  'JACKPOT_FEED_URL',
];

/**
 * What a guest of each region must see. Locale: the worker takes it from the path prefix only
 * (worker/middleware/locale.ts, i18n/locales.ts: none → en-GB, /en-ca/, /en-ie/), so each region's home is its
 * locale's. Currency and regulation: SPEC §9 via worker/middleware/geo.ts. Licence statement and safer-gambling links:
 * the footer's, client/components/chrome/licence.ts with i18n/messages/en.ts (`{brand}` filled in; the unit test
 * holds these copies to those files).
 */
export const REGION_EXPECT = {
  uk: {
    country: 'GB',
    localePrefix: '',
    lang: 'en-GB',
    currency: 'GBP',
    symbol: '£',
    regulation: 'GB',
    licence: '{brand} is licensed and regulated in Great Britain by the UK Gambling Commission. Gambling can be addictive: know your limits and play responsibly.',
    saferLinks: ['https://www.gamcare.org.uk/', 'https://www.begambleaware.org/'],
  },
  ca: {
    country: 'CA',
    localePrefix: '/en-ca',
    lang: 'en-CA',
    currency: 'CAD',
    symbol: 'C$',
    regulation: 'MGA',
    licence: '{brand} is licensed and regulated by the Malta Gaming Authority. Players must be 18 or over. Please play responsibly.',
    saferLinks: ['https://www.rgf.org.mt/', 'https://www.gamblingtherapy.org/'],
  },
  ie: {
    country: 'IE',
    localePrefix: '/en-ie',
    lang: 'en-IE',
    currency: 'EUR',
    symbol: '€',
    regulation: null,
    licence: 'Players must be 18 or over. Gambling can be addictive: set limits and play responsibly.',
    saferLinks: ['https://www.gamblingtherapy.org/'],
  },
};

/** `--env uk|ca|ie`, `--all`, `--url https://…` (also `--env=ca`, `--url=…`). Throws on anything else. */
export function parseArgs(argv) {
  const out = { regions: [], url: null, all: false };
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = argv[i].split(/=(.*)/s, 2);
    const value = () => {
      const v = inline ?? argv[++i];
      if (v === undefined || v.startsWith('--')) throw new Error(`${flag} needs a value`);
      return v;
    };
    if (flag === '--env') {
      const region = value();
      if (!REGIONS.includes(region)) throw new Error(`unknown region '${region}' (uk, ca or ie)`);
      out.regions.push(region);
    } else if (flag === '--url') {
      const url = new URL(value());
      if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`--url must be http(s): ${url.href}`);
      out.url = url.origin;
    } else if (flag === '--all') out.all = true;
    else throw new Error(`unknown argument '${argv[i]}'`);
  }
  if (out.all && out.regions.length) throw new Error('--all and --env exclude each other');
  if (out.all && out.url) throw new Error('--url checks one deployed region: give --env, not --all');
  if (out.all) out.regions = [...REGIONS];
  if (!out.all && out.regions.length > 1) throw new Error('one --env at a time (or --all)');
  return out;
}

/** The region whose production origin (SITE_ORIGIN) is `url`'s, from { region: origin }; null when none is. */
export function regionForOrigin(url, origins) {
  const origin = new URL(url).origin;
  return Object.keys(origins).find((r) => new URL(origins[r]).origin === origin) ?? null;
}

const ENTITIES = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

export function decodeEntities(text) {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (all, e) => {
    if (e[0] === '#') return String.fromCodePoint(e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : Number(e.slice(1)));
    return ENTITIES[e.toLowerCase()] ?? all;
  });
}

/** Plain text of an HTML fragment: tags and React's `<!-- -->` separators dropped, entities decoded, spaces folded. */
export function textOf(html) {
  return decodeEntities(html.replace(/<!--[\s\S]*?-->/g, '').replace(/<[^>]*>/g, ''))
    .replace(/\s+/g, ' ')
    .trim();
}

/** Start tags of the given names with their attributes (names lower-cased, values decoded). */
export function tags(html, names) {
  const out = [];
  const re = new RegExp(`<(${names.join('|')})\\b([^>]*)>`, 'gi');
  for (const m of html.matchAll(re)) {
    const attrs = {};
    for (const a of m[2].matchAll(/([^\s=/>]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g)) {
      attrs[a[1].toLowerCase()] = decodeEntities(a[2] ?? a[3] ?? a[4] ?? '');
    }
    out.push({ name: m[1].toLowerCase(), attrs });
  }
  return out;
}

/** The href of the document's `<link rel="canonical">`, or null. */
export function canonicalOf(html) {
  const link = tags(html, ['link']).find((t) => relsOf(t).includes('canonical'));
  return link ? link.attrs.href ?? null : null;
}

function relsOf(tag) {
  return (tag.attrs.rel ?? '').toLowerCase().split(/\s+/).filter(Boolean);
}

/** The `lang` of `<html>`, or null. */
export function htmlLangOf(html) {
  return tags(html, ['html'])[0]?.attrs.lang ?? null;
}

/** The page's serialised state (`<script id="__STATE__" type="application/json">`), or null. */
export function stateOf(html) {
  const m = /<script\b[^>]*\bid="__STATE__"[^>]*>([\s\S]*?)<\/script>/i.exec(html);
  if (!m) return null;
  try {
    return JSON.parse(m[1]);
  } catch {
    return null;
  }
}

/** Every href of an `<a>` resolved against `base` (fragments and non-http schemes left out). */
export function linksOf(html, base) {
  const out = [];
  for (const t of tags(html, ['a'])) {
    const href = t.attrs.href;
    if (!href || href.startsWith('#')) continue;
    try {
      const url = new URL(href, base);
      if (url.protocol === 'http:' || url.protocol === 'https:') out.push(url.href);
    } catch {}
  }
  return out;
}

/** `<loc>` entries of a sitemap or sitemap index. */
export function sitemapLocs(xml) {
  return [...xml.matchAll(/<loc>\s*([^<]+?)\s*<\/loc>/g)].map((m) => decodeEntities(m[1]));
}

/**
 * Assets the page names on one of `ownOrigins`: scripts, modulepreload/preload/stylesheet/icon/manifest links, images
 * and picture sources (src and srcset), and the entry and modules a guest's start script names (docs/decisions/050). Cross-origin files (the CMS's or the platform's artwork) are not the region's
 * to serve and are left out. Returns [{ url, kind }] without duplicates, resolved against `base`.
 */
export function assetsOf(html, base, ownOrigins) {
  const own = new Set(ownOrigins.map((o) => new URL(o).origin));
  const seen = new Map();
  const add = (ref, kind) => {
    if (!ref || ref.startsWith('data:')) return;
    let url;
    try {
      url = new URL(ref, base);
    } catch {
      return;
    }
    if (own.has(url.origin) && !seen.has(url.href)) seen.set(url.href, kind);
  };
  const srcset = (value, kind) => value.split(',').forEach((c) => add(c.trim().split(/\s+/)[0], kind));
  for (const t of tags(html, ['script', 'link', 'img', 'source', 'meta'])) {
    if (t.name === 'script' && t.attrs.src) add(t.attrs.src, 'script');
    if (t.name === 'script' && t.attrs['data-entry']) add(t.attrs['data-entry'], 'script');
    if (t.name === 'script' && t.attrs['data-modules']) t.attrs['data-modules'].split(/\s+/).forEach((href) => add(href, 'modulepreload'));
    // The share picture (the brand card on the home page) is the site's to serve as well.
    if (t.name === 'meta' && t.attrs.property === 'og:image') add(t.attrs.content, 'og:image');
    if (t.name === 'link') {
      const rels = relsOf(t);
      const kind = ['stylesheet', 'modulepreload', 'preload', 'icon', 'apple-touch-icon', 'manifest', 'mask-icon'].find((r) => rels.includes(r));
      if (kind) add(t.attrs.href, kind);
    }
    if (t.name === 'img' || t.name === 'source') {
      if (t.attrs.src) add(t.attrs.src, 'image');
      if (t.attrs.srcset) srcset(t.attrs.srcset, 'image');
    }
  }
  return [...seen].map(([url, kind]) => ({ url, kind }));
}

/** Content types a file of this extension may be served with; null when the extension says nothing. */
export function expectedContentTypes(url) {
  const ext = /\.([a-z0-9]+)$/i.exec(new URL(url).pathname)?.[1]?.toLowerCase();
  const types = {
    js: ['text/javascript', 'application/javascript'],
    mjs: ['text/javascript', 'application/javascript'],
    css: ['text/css'],
    svg: ['image/svg+xml'],
    png: ['image/png'],
    jpg: ['image/jpeg'],
    jpeg: ['image/jpeg'],
    webp: ['image/webp'],
    avif: ['image/avif'],
    gif: ['image/gif'],
    ico: ['image/x-icon', 'image/vnd.microsoft.icon'],
    woff2: ['font/woff2'],
    woff: ['font/woff'],
    json: ['application/json'],
    webmanifest: ['application/manifest+json', 'application/json'],
  };
  return ext ? types[ext] ?? null : null;
}

/** An asset answered well: 200 and a content type its extension allows (never an HTML page standing in for it). */
export function judgeAsset(url, status, contentType) {
  const type = (contentType ?? '').split(';')[0].trim().toLowerCase();
  const allowed = expectedContentTypes(url);
  if (status !== 200) return `${status} ${type || '(no content-type)'}`;
  if (allowed ? !allowed.includes(type) : !type || type === 'text/html') return `200 but ${type || 'no content-type'}${allowed ? ` (want ${allowed.join(' or ')})` : ''}`;
  return null;
}

/** The game page's slug rule (worker/catalogue/slug.ts gameSlug, SPEC §2), which /slots/{slug}/ uses too. */
export function gameSlug(name) {
  return name
    .toLowerCase()
    .replace(/ /g, '-')
    .replace(/[^\w-]+/g, '')
    .replace(/^-+|-+$/g, '');
}

/**
 * The pages to check besides home, promotions and the sitemap, found rather than assumed so the same run works on a
 * deployed region: a game page (a tile's info link, else any game page the home links, else the locale's sitemap), a
 * slot page (/slots/{slug}/ of the first game tile's name on the home page: a game the lobby has) and an info page
 * (terms when linked, else the first info page). Paths are locale-prefixed; null when nothing was found.
 */
export function discoverPages({ homeHtml, base, ownOrigins = [base], sitemapUrls = [], localePrefix }) {
  const own = new Set(ownOrigins.map((o) => new URL(o).origin));
  const paths = (hrefs) =>
    hrefs.flatMap((href) => {
      try {
        const url = new URL(href, base);
        return own.has(url.origin) ? [url.pathname] : [];
      } catch {
        return [];
      }
    });
  const infoLinks = paths(tags(homeHtml, ['a']).filter((t) => /\btile__info\b/.test(t.attrs.class ?? '')).map((t) => t.attrs.href ?? ''));
  const homeLinks = paths(linksOf(homeHtml, base));
  const mapped = paths(sitemapUrls);
  const pick = (re, prefer) => {
    for (const list of [infoLinks, homeLinks, mapped]) {
      const found = list.filter((p) => re.test(p));
      if (found.length) return found.find((p) => prefer?.test(p)) ?? found[0];
    }
    return null;
  };
  const esc = localePrefix.replace(/[-/]/g, '\\$&');
  const game = pick(new RegExp(`^${esc}/casino/games/[a-z0-9_-]+/$`));
  const info = pick(new RegExp(`^${esc}/info/[a-z0-9_-]+/$`), /\/info\/terms\/$/);
  const title = /<h3\b[^>]*class="[^"]*\btile__title\b[^"]*"[^>]*>([\s\S]*?)<\/h3>/i.exec(homeHtml);
  const slug = title ? gameSlug(textOf(title[1])) : null;
  const slot = slug ? `${localePrefix}/slots/${slug}/` : null;
  return { game, slot, info };
}

/** The locale's own sitemap in a sitemap index: `sitemap-<locale id>.xml` (en for the unprefixed locale). */
export function localeSitemap(indexLocs, localePrefix) {
  const id = localePrefix ? localePrefix.slice(1) : 'en';
  return indexLocs.find((loc) => new URL(loc).pathname === `/sitemap-${id}.xml`) ?? null;
}

// ---- Judgements: each returns { ok, name, expected, found }.

function result(name, ok, expected, found) {
  return { ok: Boolean(ok), name, expected, found };
}

export function checkStatus(name, status, contentType, wantType) {
  const type = (contentType ?? '').split(';')[0].trim().toLowerCase();
  return result(name, status === 200 && type === wantType, `200 ${wantType}`, `${status} ${type || '(no content-type)'}`);
}

export function checkCanonical(name, html, expectedUrl) {
  const found = canonicalOf(html);
  return result(name, found === expectedUrl, expectedUrl, found ?? 'no <link rel="canonical">');
}

/** The sitemap index names only the region's own origin. */
export function checkSitemapOrigin(name, locs, siteOrigin) {
  const foreign = locs.filter((l) => new URL(l).origin !== siteOrigin);
  return result(
    name,
    locs.length > 0 && foreign.length === 0,
    `every <loc> on ${siteOrigin}`,
    locs.length === 0 ? 'no <loc>' : foreign.length ? `${foreign.length} elsewhere, e.g. ${foreign[0]}` : `${locs.length} <loc>, all on ${siteOrigin}`,
  );
}

/** The page's locale, and the edge's country, currency and regulation as the page was rendered with them. */
export function checkRegionState(name, html, expect) {
  const site = stateOf(html)?.site;
  const lang = htmlLangOf(html);
  const want = `lang ${expect.lang}, country ${expect.country}, currency ${expect.currency}, regulation ${expect.regulation ?? 'none'}`;
  if (!site) return result(name, false, want, `lang ${lang ?? '?'}, no serialised state`);
  const found = `lang ${lang ?? '?'}, country ${site.country}, currency ${site.currency}, regulation ${site.regulation ?? 'none'}`;
  return result(name, found === want, want, found);
}

/**
 * What the player reads: the game page's 'Min bet' / 'Max bet' facts, formatted by the site in the visitor's
 * currency (client/pages/game-info-page.tsx, formatMoney: £ / C$ / €).
 */
export function checkVisibleCurrency(name, html, expect) {
  const facts = [...html.matchAll(/<dt>([\s\S]*?)<\/dt>\s*<dd>([\s\S]*?)<\/dd>/g)]
    .map((m) => [textOf(m[1]), textOf(m[2])])
    .filter(([label]) => /^(min|max) bet$/i.test(label));
  const want = `Min bet / Max bet in ${expect.symbol} (${expect.currency})`;
  if (!facts.length) return result(name, false, want, 'no Min bet / Max bet facts on the page');
  const found = facts.map(([label, value]) => `${label} ${value}`).join(', ');
  const money = (value) => /\d/.test(value);
  const inCurrency = (value) => {
    const symbols = value.match(/C\$|CA\$|US\$|\$|£|€/g) ?? [];
    return symbols.length > 0 && symbols.every((s) => s === expect.symbol);
  };
  const amounts = facts.filter(([, v]) => money(v));
  return result(name, amounts.length > 0 && amounts.every(([, v]) => inCurrency(v)), want, found);
}

/** The footer's licence statement and safer-gambling links for the region's regulation (and no other region's). */
export function checkLicence(name, html, expect, brand) {
  const statement = expect.licence.replace('{brand}', brand);
  const block = /<div\b[^>]*class="site-footer__licence"[^>]*>([\s\S]*?)<\/div>/i.exec(html);
  const safer = /<p\b[^>]*class="site-footer__safer"[^>]*>([\s\S]*?)<\/p>/i.exec(html);
  const text = block ? textOf(block[1]).replace(/^18\+\s*/, '') : null;
  const links = safer ? tags(safer[1], ['a']).map((t) => t.attrs.href) : [];
  const want = `"${statement}"; safer gambling: ${expect.saferLinks.map(host).join(', ')}`;
  const found = `${text === null ? 'no licence block' : `"${text}"`}; safer gambling: ${links.length ? links.map(host).join(', ') : 'none'}`;
  const ok = text === statement && links.length === expect.saferLinks.length && expect.saferLinks.every((l, i) => links[i] === l);
  return result(name, ok, want, found);
}

function host(url) {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}

/**
 * The region's SITE_ORIGIN is the host its routes serve (`routes = [{ pattern = "ca.shamrockspins.example/*" }]`), so
 * canonical links, hreflang and the sitemap name the host visitors actually reach. Both come from wrangler.toml's
 * [env.<region>]; a SITE_ORIGIN copied from another region fails here.
 */
export function checkOriginMatchesRoutes(name, siteOrigin, routes) {
  const patterns = (routes ?? []).map((r) => (typeof r === 'string' ? r : r.pattern)).filter(Boolean);
  const hosts = patterns.map((p) => p.replace(/^https?:\/\//, '').split('/')[0]);
  let origin = null;
  try {
    origin = new URL(siteOrigin);
  } catch {}
  const ok = origin !== null && origin.protocol === 'https:' && origin.pathname === '/' && hosts.includes(origin.host);
  return result(name, ok, `https:// on a routed host (${hosts.join(', ') || 'no routes'})`, `SITE_ORIGIN ${siteOrigin}`);
}

/**
 * The origin visitors reach and canonical links must name: SITE_ORIGIN when it is one of the region's routed hosts,
 * else the first routed host (so a wrong SITE_ORIGIN also fails every canonical check, as search engines would see it).
 */
export function expectedOrigin(siteOrigin, routes) {
  const host = (routes ?? []).map((r) => (typeof r === 'string' ? r : r.pattern)).filter(Boolean).map((p) => p.replace(/^https?:\/\//, '').split('/')[0]);
  try {
    const origin = new URL(siteOrigin);
    if (!host.length || host.includes(origin.host)) return origin.origin;
  } catch {}
  return host.length && !host[0].includes('*') ? `https://${host[0]}` : siteOrigin;
}

/**
 * What a share of the page shows (docs/decisions/035): the document's title, its Open Graph picture and alt text,
 * the X card type, og:locale and og:locale:alternate, and its hreflang alternates (the locales it exists in).
 */
export function socialOf(html) {
  const metas = tags(html, ['meta']);
  const prop = (key) => metas.filter((t) => t.attrs.property === key || t.attrs.name === key).map((t) => t.attrs.content ?? '');
  const title = /<title>([\s\S]*?)<\/title>/i.exec(html);
  const hreflangs = tags(html, ['link'])
    .filter((t) => relsOf(t).includes('alternate') && t.attrs.hreflang)
    .map((t) => t.attrs.hreflang);
  return {
    title: title ? decodeEntities(title[1]).trim() : null,
    ogTitle: prop('og:title')[0] ?? null,
    image: prop('og:image')[0] ?? null,
    imageAlt: prop('og:image:alt')[0] ?? null,
    twitterCard: prop('twitter:card')[0] ?? null,
    locale: prop('og:locale')[0] ?? null,
    localeAlternates: prop('og:locale:alternate'),
    hreflangs,
  };
}

/**
 * A page shares well: an absolute http(s) og:image with alt text, twitter:card summary_large_image, one
 * og:locale:alternate per other locale of its hreflang alternates (x-default and its own are none), and a <title>
 * that is not cut with an ellipsis. (That the picture answers is judgeAsset's, on a fetch.)
 */
export function checkSocial(name, html) {
  const s = socialOf(html);
  const problems = [];
  let image = null;
  try {
    image = s.image ? new URL(s.image) : null;
  } catch {}
  if (!image || !/^https?:$/.test(image.protocol) || image.href !== s.image) problems.push(s.image ? `og:image not absolute (${s.image})` : 'no og:image');
  if (!s.imageAlt?.trim()) problems.push('no og:image:alt');
  if (s.twitterCard !== 'summary_large_image') problems.push(s.twitterCard ? `twitter:card ${s.twitterCard}` : 'no twitter:card');
  const others = new Set(s.hreflangs.filter((h) => h !== 'x-default')).size - (s.hreflangs.length ? 1 : 0);
  if (Math.max(others, 0) !== s.localeAlternates.length) problems.push(`${s.localeAlternates.length} og:locale:alternate for ${Math.max(others, 0)} other locales`);
  if (s.localeAlternates.includes(s.locale)) problems.push('og:locale:alternate repeats og:locale');
  if (!s.title) problems.push('no <title>');
  else if (/(…|\.\.\.)$/.test(s.title) || s.title.includes('… |')) problems.push(`title cut with an ellipsis: ${s.title}`);
  const found = problems.length ? problems.join('; ') : `og:image ${s.image}, alt, twitter:card, ${s.localeAlternates.length} og:locale:alternate`;
  return result(name, problems.length === 0, 'og:image (absolute) + og:image:alt + twitter:card summary_large_image + og:locale:alternate, whole title', found);
}

/**
 * A /slots/{slug}/ page's canonical (docs/decisions/035): its own URL when the sitemap lists it, else the game page
 * of the same locale it defers to.
 */
export function checkSlotCanonical(name, html, slotUrl, sitemapUrls) {
  const found = canonicalOf(html);
  const listed = sitemapUrls.includes(slotUrl);
  const u = new URL(slotUrl);
  const prefix = u.pathname.replace(/\/slots\/[^/]+\/$/, '');
  const gamePage = /^\/casino\/games\/[a-z0-9_-]+\/$/;
  let deferred = false;
  try {
    const c = new URL(found ?? '');
    deferred = c.origin === u.origin && c.pathname.startsWith(`${prefix}/`) && gamePage.test(c.pathname.slice(prefix.length));
  } catch {}
  const ok = listed ? found === slotUrl : deferred;
  return result(name, ok, listed ? slotUrl : `${u.origin}${prefix}/casino/games/{slug}/ (not in the sitemap: it has a game page)`, found ?? 'no <link rel="canonical">');
}

/** One line: `PASS  name — found` or `FAIL  name — expected …, found …`. */
export function formatCheck(check) {
  return check.ok ? `PASS  ${check.name}: ${check.found}` : `FAIL  ${check.name}: expected ${check.expected}; found ${check.found}`;
}

export function summaryLine(passed, failed) {
  return `${passed} passed, ${failed} failed`;
}
