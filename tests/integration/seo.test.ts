import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITE_ORIGIN } from '../support/env';
import { startWorker, type TestWorker } from '../support/worker';
import { labelMessages } from '../../i18n/groups/labels';
import { parseXml, type XmlElement } from '../support/xml';

const FI_PROVIDERS = labelMessages.fi['general.providers'];

let worker: TestWorker;
beforeAll(async () => {
  worker = await startWorker();
});
afterAll(() => worker?.dispose());

const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const child = (el: XmlElement, name: string) => el.children.filter((c) => c.name === name);

describe('robots.txt and sitemaps', () => {
  it('robots.txt names the sitemap index by its absolute URL', async () => {
    const res = await worker.fetch('/robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await res.text();
    expect(text).toMatch(/^User-agent: \*$/m);
    expect(text).toContain(`Sitemap: ${SITE_ORIGIN}/sitemap.xml`);
  });

  it('/sitemap.xml is a sitemap index of one sitemap per locale, each of which answers', async () => {
    const res = await worker.fetch('/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    const index = parseXml(await res.text());
    expect(index.name).toBe('sitemapindex');
    expect(index.attributes.xmlns).toBe(SITEMAP_NS);
    const locs = child(index, 'sitemap').map((s) => child(s, 'loc')[0]!.text);
    expect(locs).toEqual(['en', 'en-ca', 'en-ie', 'fi', 'es'].map((l) => `${SITE_ORIGIN}/sitemap-${l}.xml`));
    for (const loc of locs) {
      const r = await worker.fetch(new URL(loc).pathname);
      expect(r.status, loc).toBe(200);
      expect(r.headers.get('content-type')).toBe('application/xml; charset=utf-8');
      // Read to the end: a locale sitemap lists every slot page too (megabytes), and an unread body holds the worker.
      expect((await r.text()).length).toBeGreaterThan(0);
    }
  });

  it("the Finnish sitemap parses, lists every route family's real pages under /fi/, each with six alternates", async () => {
    const xml = await (await worker.fetch('/sitemap-fi.xml')).text();
    const urlset = parseXml(xml);
    expect(urlset.name).toBe('urlset');
    expect(urlset.attributes.xmlns).toBe(SITEMAP_NS);
    expect(urlset.attributes['xmlns:xhtml']).toBe('http://www.w3.org/1999/xhtml');
    const urls = child(urlset, 'url');
    const locs = urls.map((u) => child(u, 'loc')[0]!.text);
    expect(new Set(locs).size).toBe(locs.length);
    for (const loc of locs) expect(loc.startsWith(`${SITE_ORIGIN}/fi/`), loc).toBe(true);
    const has = (re: RegExp) => locs.some((l) => re.test(l.slice(SITE_ORIGIN.length)));
    for (const re of [/^\/fi\/$/, /^\/fi\/providers\/[a-z0-9-]+\/$/, /^\/fi\/themes\/[a-z0-9-]+\/$/, /^\/fi\/casino\/games\/[a-z0-9-]+\/$/, /^\/fi\/promotions\/[a-z0-9-]+\/$/, /^\/fi\/info\/terms\/$/, /^\/fi\/magazine\/[a-z0-9-]+\/$/]) {
      expect(has(re), String(re)).toBe(true);
    }
    for (const u of urls) {
      const links = child(u, 'xhtml:link');
      expect(links.map((l) => l.attributes.hreflang)).toEqual(['en-GB', 'en-CA', 'en-IE', 'fi', 'es', 'x-default']);
      expect(links.find((l) => l.attributes.hreflang === 'fi')!.attributes.href).toBe(child(u, 'loc')[0]!.text);
    }
  });

  it('a listed page answers 200 and names the same canonical', async () => {
    const xml = await (await worker.fetch('/sitemap-es.xml')).text();
    const locs = child(parseXml(xml), 'url').map((u) => child(u, 'loc')[0]!.text);
    const sample = [locs.find((l) => l.includes('/casino/games/'))!, locs.find((l) => l.includes('/providers/') && !l.endsWith('/providers/'))!, locs.find((l) => l.includes('/magazine/') && !l.endsWith('/magazine/'))!];
    for (const loc of sample) {
      const res = await worker.fetch(new URL(loc).pathname);
      expect(res.status, loc).toBe(200);
      expect(await res.text()).toContain(`<link rel="canonical" href="${loc}"/>`);
    }
  });

  it('an unknown locale sitemap is the 404 page', async () => {
    expect((await worker.fetch('/sitemap-xx.xml')).status).toBe(404);
  });

  it('the XML parser used here rejects what is not well-formed', () => {
    expect(() => parseXml('<a><b></a>')).toThrow();
    expect(() => parseXml('<a>x & y</a>')).toThrow();
    expect(() => parseXml('<a x="1" x="2"/>')).toThrow();
  });
});

describe('structured data and titles', () => {
  const jsonLd = (html: string): Record<string, unknown>[] => {
    const m = /<script type="application\/ld\+json" nonce="[^"]+">([^<]*)<\/script>/.exec(html);
    if (!m) return [];
    const data = JSON.parse(m[1]!) as Record<string, unknown> | Record<string, unknown>[];
    return Array.isArray(data) ? data : [data];
  };

  it('the home page carries Organization and the brand as its title', async () => {
    const html = await (await worker.fetch('/')).text();
    expect(jsonLd(html)).toEqual([{ '@context': 'https://schema.org', '@type': 'Organization', name: 'Shamrock Spins', url: `${SITE_ORIGIN}/`, logo: `${SITE_ORIGIN}/favicon.svg` }]);
    expect(html).toContain('<title>Shamrock Spins</title>');
  });

  it('a game page carries a Game (name, image, publisher = provider, url) and Home → game breadcrumbs', async () => {
    const html = await (await worker.fetch('/es/casino/games/lucky-clover-gold/')).text();
    const [game, crumbs] = jsonLd(html);
    expect(game).toMatchObject({ '@type': 'Game', url: `${SITE_ORIGIN}/es/casino/games/lucky-clover-gold/` });
    expect(typeof game!.name).toBe('string');
    expect(game!.image).toMatch(/^https?:\/\//);
    expect(game!.publisher).toMatchObject({ '@type': 'Organization', name: expect.any(String) });
    expect(crumbs).toMatchObject({ '@type': 'BreadcrumbList' });
    const items = (crumbs!.itemListElement as { position: number; name: string; item: string }[]);
    expect(items.map((i) => i.item)).toEqual([`${SITE_ORIGIN}/es/`, `${SITE_ORIGIN}/es/casino/games/lucky-clover-gold/`]);
    expect(items[1]!.name).toMatch(/^[^|]+$/); // the page's own name, without the brand
    expect(items[1]!.name).not.toContain('Shamrock Spins');
    expect(html).toMatch(/<title>[^<|]+ \| Shamrock Spins<\/title>/);
  });

  it('a provider page has Home → Providers → provider breadcrumbs in its language', async () => {
    const html = await (await worker.fetch('/fi/providers/')).text();
    const href = /href="(\/fi\/providers\/[a-z0-9-]+\/)"/.exec(html)![1]!;
    const page = await (await worker.fetch(href)).text();
    const crumbs = jsonLd(page).find((d) => d['@type'] === 'BreadcrumbList')!;
    const items = crumbs.itemListElement as { position: number; name: string; item: string }[];
    expect(items.map((i) => [i.position, i.item])).toEqual([
      [1, `${SITE_ORIGIN}/fi/`],
      [2, `${SITE_ORIGIN}/fi/providers/`],
      [3, `${SITE_ORIGIN}${href}`],
    ]);
    expect(items[1]!.name).toBe(FI_PROVIDERS);
  });

  it("one title pattern: '{page} | {brand}' on pages, lists and CMS pages, within 60 characters", async () => {
    for (const path of ['/promotions/', '/slots/', '/info/terms/', '/providers/', '/magazine/', '/casino/games/lucky-clover-gold/', '/fi/slots/']) {
      const html = await (await worker.fetch(path)).text();
      const title = /<title>([^<]*)<\/title>/.exec(html)![1]!;
      expect(title, path).toMatch(/^[^|]+ \| Shamrock Spins$/);
      expect(title.length, path).toBeLessThanOrEqual(60);
      const description = /<meta name="description" content="([^"]*)"/.exec(html)![1]!;
      expect(description.length, path).toBeLessThanOrEqual(160);
      expect(description.length, path).toBeGreaterThan(0);
    }
  });
});
