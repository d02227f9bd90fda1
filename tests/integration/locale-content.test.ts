import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWorker, type TestWorker } from '../support/worker';

let worker: TestWorker;
beforeAll(async () => {
  worker = await startWorker();
});
afterAll(() => worker?.dispose());

const page = async (path: string, country?: string) => {
  const res = await worker.fetch(path, country ? { country } : {});
  expect(res.status).toBe(200);
  return res.text();
};
const between = (html: string, start: string, end: string) => html.slice(html.indexOf(start), html.indexOf(end, html.indexOf(start)));
const main = (html: string) => between(html, '<main', '</main>');
const hrefs = (html: string) => [...html.matchAll(/<a [^>]*href="([^"]*)"/g)].map((m) => m[1]!);
/** Links into the site: root-relative, not protocol-relative. */
const internal = (html: string) => hrefs(html).filter((h) => h.startsWith('/') && !h.startsWith('//'));

describe('platform and CMS links keep the visitor’s locale', () => {
  it('/fi/: every internal link of the footer icon strip stays on /fi/ (the Visa icon opens the Finnish Visa page)', async () => {
    const strip = between(await page('/fi/', 'FI'), 'site-footer__icons', '</div>');
    const links = internal(strip);
    expect(links.length).toBeGreaterThan(2);
    for (const href of links) expect(href).toMatch(/^\/fi\//);
    expect(links).toContain('/fi/info/deposit-visa/');
    // External licence logos are not ours to change; a Finnish visitor gets the MGA strip, not the UK's bodies.
    expect(hrefs(strip)).toContain('https://www.mga.org.mt/');
    expect(hrefs(strip)).not.toContain('https://www.gamstop.co.uk/');
  });

  it('the strip is asked by country and regulation: GB has the UK bodies, Canada and Ireland none of them', async () => {
    const uk = ['gamblingcommission.gov.uk', 'gamstop.co.uk', 'begambleaware.org', 'gamcare.org.uk'];
    const gb = between(await page('/', 'GB'), 'site-footer__icons', '</div>');
    for (const body of uk) expect(gb).toContain(body);
    for (const [path, country] of [['/en-ca/', 'CA'], ['/en-ie/', 'IE']] as const) {
      const strip = between(await page(path, country), 'site-footer__icons', '</div>');
      for (const body of uk) expect(strip, country).not.toContain(body);
      expect(strip, country).toContain('mga.org.mt');
    }
    // In the page's language: the 18+ logo's text is Spanish on /es/.
    expect(between(await page('/es/', 'ES'), 'site-footer__icons', '</div>')).toContain('alt="Solo mayores de 18 años"');
  });

  it('en-GB keeps the strip unprefixed', async () => {
    const strip = between(await page('/', 'GB'), 'site-footer__icons', '</div>');
    expect(internal(strip)).toContain('/info/deposit-visa/');
    for (const href of internal(strip)) expect(href).not.toMatch(/^\/(fi|es|en-ca|en-ie)\//);
  });

  it('/fi/info/terms/: the page’s own links stay on /fi/; mailto is left alone', async () => {
    const body = main(await page('/fi/info/terms/', 'FI'));
    const links = internal(body);
    expect(links).toEqual(expect.arrayContaining(['/fi/info/privacy/', '/fi/info/bonus-policy/', '/fi/info/deposit-methods/']));
    for (const href of links) expect(href).toMatch(/^\/fi\//);
    expect(hrefs(body)).toContain('mailto:support@shamrockspins.example');
  });

  it('/es/ promotion bodies link to the Spanish game page', async () => {
    const body = main(await page('/es/promotions/game-of-the-week/', 'ES'));
    expect(internal(body)).toContain('/es/casino/games/lucky-clover-gold/');
  });
});

describe('info pages in the visitor’s language', () => {
  it('/es/info/terms/ is the platform’s Spanish page, not marked as another language', async () => {
    const body = main(await page('/es/info/terms/', 'ES'));
    expect(body).toContain('Términos y condiciones');
    expect(body).toContain('Juega con responsabilidad');
    expect(body).not.toContain('lang="en"');
  });

  it('/fi/info/terms/ is Finnish', async () => {
    expect(main(await page('/fi/info/terms/', 'FI'))).toContain('Käyttöehdot');
  });

  it('an untranslated page on /fi/ falls back to English, marked lang="en" for screen readers', async () => {
    const body = main(await page('/fi/info/cashout-time/', 'FI'));
    expect(body).toMatch(/<div lang="en"><h2>/);
    expect(body).toContain('Play responsibly');
    // Still localised: the regulation blocks of the visitor's country and /fi/ links.
    expect(body).not.toContain('class="gb-only"');
    for (const href of internal(body)) expect(href).toMatch(/^\/fi\//);
    // The page itself stays Finnish.
    expect(await page('/fi/info/cashout-time/', 'FI')).toMatch(/<html lang="fi/);
  });

  it('asks the platform for the visitor’s language first, then English', async () => {
    worker.outbound.length = 0;
    await page('/es/info/cashout-policy/', 'ES');
    const asked = worker.outbound.filter((u) => u.includes('/info-page?') && u.includes('cashout-policy')).map((u) => new URL(u, 'http://x').searchParams.get('lng'));
    expect(asked).toEqual(['es', 'en']);
  });
});

describe('amounts the site formats use the visitor’s currency (SPEC §9)', () => {
  const facts = async (path: string, country: string) => between(await page(path, country), '<dl class="game-facts"', '</dl>');

  it('game page min/max bet: C$ for Canada, £ for Great Britain, € in Finnish for Finland', async () => {
    const ca = await facts('/en-ca/casino/games/lucky-clover-gold/', 'CA');
    expect(ca).toContain('C$0.10');
    expect(ca).toContain('C$100.00');
    expect(ca).not.toContain('£');
    const gb = await facts('/casino/games/lucky-clover-gold/', 'GB');
    expect(gb).toContain('£0.10');
    expect(gb).toContain('£100.00');
    const fi = await facts('/fi/casino/games/lucky-clover-gold/', 'FI');
    expect(fi).toContain('0,10\u00a0€');
  });

  it('a Canadian reads no pound sign: not in the game page, not in the promotions (those in pounds are not listed)', async () => {
    expect(main(await page('/en-ca/casino/games/lucky-clover-gold/', 'CA'))).not.toContain('£');
    const promotions = main(await page('/en-ca/promotions/', 'CA'));
    expect(promotions).not.toContain('£');
    expect(promotions).not.toContain('Refer a Friend');
    expect(promotions).toContain('Cashback Weekend');
    expect((await worker.fetch('/en-ca/promotions/refer-a-friend/', { country: 'CA' })).status).toBe(404);
  });

  it('a euro visitor on /es/ gets the euro translation, never the pound original; a GB visitor the pound one', async () => {
    const es = main(await page('/es/promotions/', 'ES'));
    expect(es).not.toContain('£');
    expect(es).toContain('100 % hasta 100 €');
    const welcome = main(await page('/es/promotions/welcome-package/', 'ES'));
    expect(welcome).toContain('hasta 100 €');
    expect(main(await page('/promotions/welcome-package/', 'GB'))).toContain('£100');
    // Ireland's welcome package is its own English edition, in euros (docs/decisions/042), never the pound original.
    const ie = main(await page('/en-ie/promotions/welcome-package/', 'IE'));
    expect(ie).toContain('100% up to €100');
    expect(ie).not.toContain('£');
  });

  it('game facts are the site\'s words and the locale\'s numbers; the English prose is marked lang="en"', async () => {
    const fi = main(await page('/fi/casino/games/irish-riches-megaways/', 'FI'));
    const facts = between(fi, 'class="game-facts"', '</dl>');
    expect(facts).toContain('Korkea');
    expect(facts).not.toMatch(/>High</);
    expect(facts.replace(/[\u00a0\u202f]/g, ' ')).toContain('Jopa 117 649');
    expect(facts).toContain('Ilmaiskierrokset');
    expect(fi).toContain('class="cms-content " lang="en"');
    const es = between(main(await page('/es/casino/games/irish-riches-megaways/', 'ES')), 'class="game-facts"', '</dl>');
    expect(es).toContain('Alta');
    expect(es).toContain('Hasta 117.649');
    expect(es.replace(/[\u00a0\u202f]/g, ' ')).toMatch(/96,1 %/);
  });
});

describe('the game page', () => {
  it('links the studio to its provider page and shows similar games, never the game itself', async () => {
    const html = main(await page('/fi/casino/games/lucky-clover-gold/', 'FI'));
    expect(html).toContain('<a href="/fi/providers/blueprint/">Blueprint Gaming</a>');
    const rail = between(html, 'class="rail"', '</section>');
    expect(rail).toContain('Samankaltaisia pelejä');
    const tiles = rail.match(/class="tile[ "]/g) ?? [];
    expect(tiles.length).toBeGreaterThanOrEqual(4);
    expect(tiles.length).toBeLessThanOrEqual(8);
    expect(rail).not.toContain('>Lucky Clover Gold<');
  });
});
