import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMULATOR_ORIGIN, SITE_ORIGIN } from '../support/env';
import { startWorker, type TestWorker } from '../support/worker';
import { parseXml, type XmlElement } from '../support/xml';

// Issue 30 part 3 (docs/decisions/035): every page in every sitemap shares with a picture and a card, and no title is
// cut with an ellipsis. A small catalogue (the Irish sample and 12 generated games) keeps "every page" quick.
let worker: TestWorker;
beforeAll(async () => {
  worker = await startWorker({}, { catalogueSize: 12, assets: true });
});
afterAll(() => worker?.dispose());

const child = (el: XmlElement, name: string) => el.children.filter((c) => c.name === name);
const decode = (s: string) => s.replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
const metas = (html: string, key: string) =>
  [...html.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)"\/>/g)].filter((m) => m[1] === key).map((m) => decode(m[2]!));
const titleOf = (html: string) => decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '');
const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]+)"\/>/.exec(html)?.[1];
const alternatesOf = (html: string) => [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"\/>/g)].map((m) => [m[1]!, m[2]!]);
const jsonLd = (html: string): Record<string, unknown>[] => {
  const m = /<script type="application\/ld\+json" nonce="[^"]+">([^<]*)<\/script>/.exec(html);
  const data = m ? (JSON.parse(m[1]!) as Record<string, unknown> | Record<string, unknown>[]) : [];
  return Array.isArray(data) ? data : [data];
};

/** Every <loc> of every sitemap the index names, and the hreflang alternates each <url> lists. */
async function sitemapUrls(): Promise<{ loc: string; alternates: string[] }[]> {
  const index = parseXml(await (await worker.fetch('/sitemap.xml')).text());
  const maps = child(index, 'sitemap').map((s) => child(s, 'loc')[0]!.text);
  const out: { loc: string; alternates: string[] }[] = [];
  for (const map of maps) {
    const urlset = parseXml(await (await worker.fetch(new URL(map).pathname)).text());
    for (const u of child(urlset, 'url')) out.push({ loc: child(u, 'loc')[0]!.text, alternates: child(u, 'xhtml:link').map((l) => l.attributes.hreflang!) });
  }
  return out;
}

/** `work` over `items`, `limit` at a time (Miniflare dispatches in parallel; the isolate renders one at a time anyway). */
async function pool<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < items.length) {
        const i = next++;
        out[i] = await work(items[i]!);
      }
    }),
  );
  return out;
}

/** A picture answers 200 with an image type: the site's own through the worker (static assets), the CMS's from the emulator. */
const pictures = new Map<string, Promise<string>>();
function pictureAnswer(url: string): Promise<string> {
  let answer = pictures.get(url);
  if (!answer) {
    const u = new URL(url);
    const res =
      u.origin === SITE_ORIGIN ? worker.fetch(u.pathname) : u.origin === EMULATOR_ORIGIN ? worker.emulator.fetch(new Request(url)) : Promise.reject(new Error(`picture off the site and CMS: ${url}`));
    answer = Promise.resolve(res).then(async (r) => {
      await r.arrayBuffer();
      return `${r.status} ${(r.headers.get('content-type') ?? '').split(';')[0]}`;
    });
    pictures.set(url, answer);
  }
  return answer;
}

describe('social cards over every sitemap URL', () => {
  it('every page has an absolute og:image that answers with an image, og:image:alt, a large X card, og:locale:alternate and a whole title', { timeout: 240_000 }, async () => {
    const urls = await sitemapUrls();
    expect(urls.length).toBeGreaterThan(100);
    const problems = (
      await pool(urls, 8, async ({ loc, alternates }) => {
        const res = await worker.fetch(new URL(loc).pathname);
        if (res.status !== 200) return [`${loc}: ${res.status}`];
        const html = await res.text();
        const out: string[] = [];
        const [image] = metas(html, 'og:image');
        if (!image || !/^https?:\/\//.test(image)) out.push(`og:image ${image ?? 'missing'}`);
        else if (!/^200 image\//.test(await pictureAnswer(image))) out.push(`og:image ${image} answers ${await pictureAnswer(image)}`);
        if (!metas(html, 'og:image:alt')[0]?.trim()) out.push('no og:image:alt');
        if (metas(html, 'twitter:card')[0] !== 'summary_large_image') out.push(`twitter:card ${metas(html, 'twitter:card')[0] ?? 'missing'}`);
        // One og:locale:alternate per other locale the sitemap (and the page's hreflang) lists it in.
        const own = metas(html, 'og:locale')[0]!;
        const others = metas(html, 'og:locale:alternate');
        if (others.length !== alternates.filter((h) => h !== 'x-default').length - 1 || others.includes(own)) out.push(`og:locale:alternate ${others.join(',')} (own ${own})`);
        const title = titleOf(html);
        if (!title || /(…|\.\.\.)$/.test(title) || title.includes('…')) out.push(`title "${title}"`);
        return out.map((p) => `${loc}: ${p}`);
      })
    ).flat();
    expect(problems).toEqual([]);
    // The brand card stands in on pages without a picture of their own, the home pages first.
    const home = await (await worker.fetch('/fi/')).text();
    expect(metas(home, 'og:image')).toEqual([`${SITE_ORIGIN}/social-card.png`]);
    expect(metas(home, 'og:image:alt')[0]).toMatch(/^Shamrock Spins: logo/);
    expect(metas(home, 'og:image:width')).toEqual(['1200']);
    expect(metas(home, 'og:image:height')).toEqual(['630']);
    expect(await pictureAnswer(`${SITE_ORIGIN}/social-card.png`)).toBe('200 image/png');
  });

  it('the brand card alt text is in the page language', async () => {
    const alt = async (path: string) => metas(await (await worker.fetch(path)).text(), 'og:image:alt')[0];
    expect(await alt('/')).toBe('Shamrock Spins: the logo, a green shamrock on a gold coin, beside the name');
    expect(await alt('/es/promotions/')).toBe('Shamrock Spins: el logotipo, un trébol verde sobre una moneda de oro, junto al nombre');
    expect(await alt('/fi/info/terms/')).toMatch(/^Shamrock Spins: logo, vihreä apila/);
  });

  it('error pages share the brand card too, with no locale alternates', async () => {
    const res = await worker.fetch('/no-such-page/');
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(metas(html, 'og:image')).toEqual([`${SITE_ORIGIN}/social-card.png`]);
    expect(metas(html, 'twitter:card')).toEqual(['summary_large_image']);
    expect(metas(html, 'og:locale:alternate')).toEqual([]);
  });
});

describe('whole names', () => {
  it("a long review title is shortened at a word and keeps the game's name; og:title and JSON-LD keep it all", async () => {
    const html = await (await worker.fetch('/casino/games/irish-riches-megaways/')).text();
    const [ogTitle] = metas(html, 'og:title');
    const title = titleOf(html);
    expect(title).toBe('Irish Riches Megaways Review | Shamrock Spins');
    expect(title.length).toBeLessThanOrEqual(60);
    expect(ogTitle!.length).toBeGreaterThan(title.length);
    expect(ogTitle).toMatch(/^Irish Riches Megaways Review – RTP .+ \| Shamrock Spins$/);
    const [game, crumbs] = jsonLd(html);
    expect(game).toMatchObject({ '@type': 'Game', name: 'Irish Riches Megaways' });
    const items = crumbs!.itemListElement as { name: string }[];
    expect(ogTitle).toBe(`${items.at(-1)!.name} | Shamrock Spins`);
  });

  it('a long Spanish magazine title is cut at a word, without an ellipsis or a dangling preposition', async () => {
    const html = await (await worker.fetch('/es/magazine/why-four-leaf-clovers-are-lucky/')).text();
    const title = titleOf(html);
    expect(title).toMatch(/^Por qué los tréboles .+ \| Shamrock Spins$/);
    expect(title).not.toMatch(/…| de \|| y \|/);
    const crumbs = jsonLd(html).find((d) => d['@type'] === 'BreadcrumbList')!;
    const name = (crumbs.itemListElement as { name: string }[]).at(-1)!.name;
    expect(name.startsWith(title.replace(/ \| Shamrock Spins$/, ''))).toBe(true);
    expect(name.length).toBeGreaterThan(title.length - ' | Shamrock Spins'.length);
  });
});

describe('/slots/{slug}/ pages (decision 035)', () => {
  it('a game with a game page: its slot page names the game page as canonical, with that page’s hreflang, and is not in the sitemap', async () => {
    const urls = (await sitemapUrls()).map((u) => u.loc);
    const res = await worker.fetch('/es/slots/lucky-clover-gold/');
    expect(res.status).toBe(200);
    const html = await res.text();
    const gamePage = `${SITE_ORIGIN}/es/casino/games/lucky-clover-gold/`;
    expect(canonicalOf(html)).toBe(gamePage);
    expect(metas(html, 'og:url')).toEqual([gamePage]);
    const game = await (await worker.fetch('/es/casino/games/lucky-clover-gold/')).text();
    expect(alternatesOf(html)).toEqual(alternatesOf(game));
    expect(urls).toContain(gamePage);
    expect(urls.filter((u) => u.endsWith('/slots/lucky-clover-gold/'))).toEqual([]);
  });

  it('a game without one: its slot page is its own canonical and every locale sitemap lists it with reciprocal alternates', async () => {
    const all = await sitemapUrls();
    const slots = all.filter((u) => /\/slots\/[a-z0-9_-]+\/$/.test(u.loc));
    expect(slots.length).toBeGreaterThan(0);
    const en = slots.filter((u) => /^https:\/\/[^/]+\/slots\//.test(u.loc));
    // The same games in each of the five locales.
    expect(slots.length).toBe(en.length * 5);
    const sample = en[0]!.loc;
    const path = new URL(sample).pathname;
    for (const prefix of ['', '/en-ca', '/fi']) {
      const html = await (await worker.fetch(prefix + path)).text();
      expect(canonicalOf(html)).toBe(SITE_ORIGIN + prefix + path);
      expect(alternatesOf(html).find(([h]) => h === 'en-GB')![1]).toBe(sample);
    }
    // None of the listed slot pages has a game page to defer to.
    const gamePages = new Set(all.filter((u) => u.loc.includes('/casino/games/')).map((u) => u.loc.replace(/.*\/casino\/games\//, '')));
    for (const s of en) expect(gamePages.has(s.loc.replace(/.*\/slots\//, ''))).toBe(false);
  });
});
