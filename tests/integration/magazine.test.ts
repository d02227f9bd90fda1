import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MagazineListData, MagazinePostData } from '../../client/contracts/page-data';
import type { PagePayload } from '../../client/contracts/payload';
import { SITE_ORIGIN } from '../support/env';
import { startWorker, type TestWorker } from '../support/worker';

let worker: TestWorker;
beforeAll(async () => {
  worker = await startWorker();
});
afterAll(() => worker?.dispose());

const payload = async <T>(path: string) => {
  const res = await worker.fetch(`/_data${path}`);
  expect(res.status, path).toBe(200);
  return (await res.json()) as PagePayload & { data: T };
};
const main = (html: string) => html.slice(html.indexOf('<main'), html.indexOf('</main>'));

describe('magazine list', () => {
  it('/magazine/: cards with image, title link, date and excerpt, newest first, and a link to page 2', async () => {
    const res = await worker.fetch('/magazine/');
    expect(res.status).toBe(200);
    const html = main(await res.text());
    expect(html).toContain('<h1>Magazine</h1>');
    expect(html).toContain('href="/magazine/why-four-leaf-clovers-are-lucky/"');
    expect(html).toContain('<time dateTime="2025-03-14T10:00:00">14 March 2025</time>');
    expect(html).toMatch(/<img src="[^"]*why-four-leaf-clovers-are-lucky\.jpg"/);
    expect(html).toContain('Only about one clover in 5,000 has four leaves');
    expect(html).toContain('href="/magazine/?page=2" rel="next"');
    expect(html).not.toContain('lang="en"');
    const { data } = await payload<MagazineListData>('/magazine/');
    expect(data.posts).toHaveLength(10);
    expect([data.page, data.pageCount, data.prevHref]).toEqual([1, 2, null]);
  });

  it('?page=2 shows the older posts with a link back; the page count comes from the CMS', async () => {
    const res = await worker.fetch('/en-ie/magazine/?page=2');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(main(html)).toContain('href="/en-ie/magazine/" rel="prev"');
    expect(main(html)).toContain('href="/en-ie/magazine/classic-fruit-machines/"');
    expect(html).toContain('<title>Magazine – Page 2 of 2 | Shamrock Spins</title>');
    const { data } = await payload<MagazineListData>('/en-ie/magazine/?page=2');
    expect(data.posts.map((p) => p.slug)).toEqual(['the-gold-at-the-end-of-the-rainbow', 'classic-fruit-machines']);
    expect(data.nextHref).toBeNull();
  });

  it.each(['0', '3', 'abc', '1.5', '-1', '02'])('?page=%s is the 404 page', async (page) => {
    const res = await worker.fetch(`/magazine/?page=${page}`);
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('This page could not be found');
  });

  it('/fi/magazine/: Finnish where the CMS has it, English cards marked lang="en" where not', async () => {
    const html = main(await (await worker.fetch('/fi/magazine/')).text());
    expect(html).toContain('<h1>Lehti</h1>');
    expect(html).toContain('Miksi neliapila tuo onnea');
    expect(html).toContain('14. maaliskuuta 2025');
    expect(html).toMatch(/<div class="magazine-card__body" lang="en"><h2><a href="\/fi\/magazine\/a-short-history-of-the-leprechaun\/">A Short History of the Leprechaun/);
    expect(html).toMatch(/<div class="magazine-card__body"><h2><a href="\/fi\/magazine\/why-four-leaf-clovers-are-lucky\/">Miksi neliapila/);
    const { data } = await payload<MagazineListData>('/fi/magazine/');
    expect(data.posts.filter((p) => !p.fallbackLang).map((p) => p.slug)).toEqual(['why-four-leaf-clovers-are-lucky', 'rtp-explained', 'setting-a-budget']);
  });
});

describe('magazine post', () => {
  it('/magazine/rtp-explained/: title, author, date, image, body and the head from Yoast', async () => {
    const res = await worker.fetch('/magazine/rtp-explained/');
    expect(res.status).toBe(200);
    const html = await res.text();
    const body = main(html);
    expect(body).toContain('<h1>RTP Explained: What “96%” Really Means</h1>');
    expect(body).toContain('By Shamrock Editorial');
    expect(body).toContain('<time dateTime="2025-01-28T12:00:00">28 January 2025</time>');
    expect(body).toMatch(/<img class="page__hero" src="[^"]*rtp-explained\.jpg"/);
    expect(body).toContain('<strong>Tip:</strong> compare RTPs');
    expect(html).toContain('<title>RTP Explained: What “96%” Really Means | Shamrock Spins</title>');
    expect(html).toContain(`<link rel="canonical" href="${SITE_ORIGIN}/magazine/rtp-explained/"/>`);
    expect(html).toContain(`hrefLang="fi" href="${SITE_ORIGIN}/fi/magazine/rtp-explained/"`);
    expect(html).toMatch(/<meta property="og:image" content="[^"]*rtp-explained\.jpg"/);
    expect(html).toContain('<meta name="description" content="Return to player is a long-run average');
  });

  it('/fi/: the Finnish article where the CMS has it; else the English one, marked lang="en", with a notice', async () => {
    const fi = await payload<MagazinePostData>('/fi/magazine/rtp-explained/');
    expect(fi.data.title).toBe('RTP selitettynä: mitä “96 %” oikeasti tarkoittaa');
    expect(fi.data.fallbackLang).toBeUndefined();
    expect(fi.head.canonical).toBe(`${SITE_ORIGIN}/fi/magazine/rtp-explained/`);
    const html = main(await (await worker.fetch('/fi/magazine/volatility-high-or-low/')).text());
    expect(html).toContain('Tätä artikkelia ei ole vielä saatavilla suomeksi');
    expect(html).toMatch(/<div lang="en">(<img[^>]*>)?<h1>Volatility: High or Low\?<\/h1><\/div>/);
    expect(html).toMatch(/<div lang="en"><div class="cms-content[^"]*"><p>Low-volatility slots/);
    expect(html).toContain('Kirjoittanut Shamrock Editorial');
    const es = await payload<MagazinePostData>('/es/magazine/a-short-history-of-the-leprechaun/');
    expect([es.data.title, es.data.fallbackLang]).toEqual(['Breve historia del leprechaun', undefined]);
  });

  it('an unknown slug is the 404 page, in every locale', async () => {
    for (const path of ['/magazine/no-such-article/', '/fi/magazine/no-such-article/', '/_data/es/magazine/no-such-article/']) {
      const res = await worker.fetch(path);
      expect(res.status, path).toBe(404);
    }
    expect(await (await worker.fetch('/magazine/no-such-article/')).text()).toContain('This page could not be found');
  });
});

describe('magazine and a misbehaving CMS', () => {
  const HOSTILE = [/<script/i, /onerror=/i, /onclick=/i, /javascript:/i, /<iframe/i, /expression\(/i, /<form/i, /__pwned/];

  it('a hostile post body never reaches the HTML or the JSON payload', async () => {
    const cold = await startWorker();
    try {
      cold.emulator.faults.set('/wp-json/wp/v2/magazine', 'hostile');
      const res = await cold.fetch('/magazine/rtp-explained/');
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(main(html)).toContain('styled');
      for (const pattern of HOSTILE) expect(main(html), String(pattern)).not.toMatch(pattern);
      const state = html.slice(html.indexOf('id="__STATE__"'));
      for (const pattern of [/\\u003cscript/i, /onerror=/i, /javascript:/i]) expect(state, String(pattern)).not.toMatch(pattern);
      const json = await (await cold.fetch('/_data/magazine/rtp-explained/')).text();
      for (const pattern of [/<script/i, /onerror=/i, /javascript:/i, /__pwned/]) expect(json, String(pattern)).not.toMatch(pattern);
    } finally {
      await cold.dispose();
    }
  });

  it('CMS down: the 503 "temporarily unavailable" page on a cold cache (decision 028), never a 500', async () => {
    const cold = await startWorker({ UPSTREAM_TIMEOUT_MS: '1000' });
    try {
      cold.emulator.faults.set('/wp-json/wp/v2/magazine', '503');
      for (const path of ['/magazine/', '/magazine/rtp-explained/']) {
        const res = await cold.fetch(path);
        expect(res.status, path).toBe(503);
        expect(res.headers.get('Retry-After'), path).toBe('30');
        expect(await res.text(), path).toContain('This page is temporarily unavailable');
      }
    } finally {
      await cold.dispose();
    }
  });
});
