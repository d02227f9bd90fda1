import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PromotionData, PromotionsData } from '../../client/contracts/page-data';
import type { LogLine } from '../../worker/observability/log-line';
import { textOf } from '../support/html';
import { startWorker, type LoggedCall, type TestWorker } from '../support/worker';

// Issue 30 part 2: key terms beside every offer, the UK 10× wagering rule and its log flag (docs/decisions/034).
let worker: TestWorker;
beforeAll(async () => {
  worker = await startWorker({}, { logs: true });
});
afterAll(() => worker?.dispose());

const requestLines = (logs: LoggedCall[]) => logs.filter((l) => l.level === 'log').map((l) => l.message[0] as LogLine);
const data = async <T>(path: string, country: string) => {
  const res = await worker.fetch(`/_data${path}`, { country });
  expect(res.status, path).toBe(200);
  return ((await res.json()) as { data: T }).data;
};
const main = (html: string) => html.slice(html.indexOf('<main'), html.indexOf('</main>'));
const cardsOf = (html: string) => main(html).split('<li class="promo-card').slice(1);
const termsOf = (fragment: string) => [...fragment.matchAll(/<li class="key-terms__item[^"]*">(.*?)<\/li>/g)].map((m) => textOf(m[1]!));
/** Every card's terms, link and wording in one language (moved from tests/e2e/key-terms.test.ts, issue 50). */
const LANGUAGES = [
  { prefix: '', country: 'GB', min: 11, link: '18+ · T&Cs apply', wagering: /^(No wagering|Wagering \d+×)$/, amount: /£\d/, first: 'Wagering 10×' },
  { prefix: '/fi', country: 'FI', min: 8, link: '18+ · Ehdot pätevät', wagering: /^(Ei kierrätysvaatimusta|Kierrätys \d+×)$/, amount: /\d,\d\d\s€/, first: 'Kierrätys 10×' },
  { prefix: '/es', country: 'ES', min: 8, link: '+18 · Se aplican TyC', wagering: /^(Sin requisito de apuesta|Requisito de apuesta \d+×)$/, amount: /\d,\d\d\s€/, first: 'Requisito de apuesta 10×' },
];
/** Requests a page and returns its HTML and the one log line it wrote. */
async function pageAndLine(path: string, country: string) {
  const before = requestLines(worker.logs).length;
  const res = await worker.fetch(path, { country });
  const html = await res.text();
  // Lines arrive when each invocation ends: an earlier request's may come after this one's.
  const path0 = path.split('?')[0];
  for (let i = 0; i < 250; i++) {
    const line = requestLines(worker.logs).slice(before).find((l) => l.path === path0);
    if (line) return { status: res.status, html, line };
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`no log line for ${path}`);
}

describe('key terms in the payload', () => {
  it('every card carries its terms in the market currency, linking to the full terms', async () => {
    const list = await data<PromotionsData>('/promotions/', 'GB');
    for (const card of [...list.live, ...list.ended]) {
      expect(card.offer.currency, card.path).toBe('GBP');
      expect(card.offer.termsPath, card.path).toBe(`${card.path}#terms`);
    }
    const welcome = list.live.find((c) => c.path === '/promotions/welcome-package/')!;
    expect(welcome.offer).toEqual({
      terms: { wagering: 10, minDeposit: 10, eligibleGames: 'Rainbow Riches', expiryDays: 30, maxWin: null },
      currency: 'GBP',
      termsPath: '/promotions/welcome-package/#terms',
      withheld: false,
    });
    // What the platform sends, checked at the edge.
    expect(list.live.find((c) => c.path === '/promotions/limited-time/101/')!.offer.terms).toEqual({ wagering: 10, minDeposit: null, eligibleGames: 'Irish-themed slots', expiryDays: 7, maxWin: 100 });
  });

  it('a UK offer over 10× wagering is not listed in the UK; the same offer elsewhere, an ended one and one at 10× are', async () => {
    const gb = await data<PromotionsData>('/promotions/?view=player', 'GB');
    const withheld = (list: PromotionsData) => [...list.live, ...list.ended].filter((c) => c.offer.withheld).map((c) => c.path);
    const paths = (list: PromotionsData) => [...list.live, ...list.ended].map((c) => c.path);
    // Not even as one the visitor cannot have (docs/decisions/042): its page alone says so, to whoever has its address.
    expect(paths(gb)).not.toContain('/promotions/limited-time/103/');
    expect(paths(gb)).not.toContain('/promotions/loyalty-rewards/');
    expect(withheld(gb)).toEqual([]);
    expect(gb.live.find((c) => c.path === '/promotions/limited-time/101/')!.offer).toMatchObject({ withheld: false, terms: { wagering: 10 } });
    const ca = await data<PromotionsData>('/en-ca/promotions/?view=player', 'CA');
    expect(ca.live.find((c) => c.path === '/promotions/limited-time/103/')!.offer).toMatchObject({ currency: 'CAD', withheld: false, terms: { wagering: 20 } });
    expect(withheld(ca)).toEqual([]);
  });
});

describe('key terms on the page', () => {
  it('every card on /promotions/ shows its terms and 18+ · T&Cs apply, in pounds', async () => {
    const { status, html } = await pageAndLine('/promotions/', 'GB');
    expect(status).toBe(200);
    const cards = cardsOf(html);
    expect(cards.length).toBeGreaterThanOrEqual(11);
    for (const card of cards) {
      expect(card).toContain('<ul class="key-terms__list" aria-label="Key terms">');
      expect(card).toMatch(/<a class="key-terms__link" href="\/promotions\/[a-z0-9/-]+\/#terms">18\+ · T&amp;Cs apply<\/a>/);
    }
    const welcome = cards.find((c) => c.includes('Welcome Package'))!;
    expect(welcome).toContain('>Wagering 10×</li>');
    expect(welcome).toContain('>Min. deposit £10.00</li>');
    expect(welcome).toContain('Games: <span>Rainbow Riches</span>');
    expect(welcome).toContain('>Expires 30 days after claim</li>');
    expect(cards.find((c) => c.includes('Cashback Weekend'))).toContain('>No wagering</li>');
    expect(cards.find((c) => c.includes('Game of the Week'))).toContain('>Max. win £100.00</li>');
  });

  it('in Finnish and Spanish: the site’s words, euros, and the English fallback’s games marked lang="en"', async () => {
    const fi = cardsOf(await (await worker.fetch('/fi/promotions/', { country: 'FI' })).text());
    const es = cardsOf(await (await worker.fetch('/es/promotions/', { country: 'ES' })).text());
    for (const card of [...fi, ...es]) expect(card).toContain('class="key-terms__list"');
    const fiWelcome = fi.find((c) => c.includes('Tervetuliaispaketti'))!;
    expect(fiWelcome).toContain('>Kierrätys 10×</li>');
    expect(fiWelcome).toContain('>Vähimmäistalletus 10,00\u00a0€</li>');
    expect(fiWelcome).toContain('>Vanhenee 30 päivän kuluttua lunastuksesta</li>');
    expect(fiWelcome).toContain('18+ · Ehdot pätevät</a>');
    const esWelcome = es.find((c) => c.includes('Paquete de bienvenida'))!;
    expect(esWelcome).toContain('>Depósito mín. 10,00\u00a0€</li>');
    expect(esWelcome).toContain('>Caduca 30 días después de reclamarlo</li>');
    expect(esWelcome).toContain('href="/es/promotions/welcome-package/#terms">+18 · Se aplican TyC</a>');
    // Cashback Weekend has no Finnish version: the card is English, its key terms the page's language.
    const cashback = fi.find((c) => c.includes('Cashback Weekend'))!;
    expect(cashback).toMatch(/^" lang="en">/);
    expect(cashback).toContain('<div class="key-terms" lang="fi-FI">');
    expect(cashback).toContain('>Ei kierrätysvaatimusta</li>');
    expect(cashback).toContain('Pelit: <span lang="en">All slots</span>');
  });

  it.each(LANGUAGES)('$country: every card has its terms, the wagering, amounts in the market currency and the T&Cs link', async ({ prefix, country, min, link, wagering, amount }) => {
    const cards = cardsOf(await (await worker.fetch(`${prefix}/promotions/`, { country })).text());
    expect(cards.length).toBeGreaterThanOrEqual(min);
    const amounts: string[] = [];
    for (const card of cards) {
      const title = textOf(/class="promo-card__title">(.*?)<\/h[23]>/.exec(card)?.[1] ?? card.slice(0, 80));
      const terms = termsOf(card);
      expect(terms.length, `${title}: key terms`).toBeGreaterThan(0);
      expect(terms.some((term) => wagering.test(term)), `${title}: ${terms.join(' | ')}`).toBe(true);
      const anchor = /<a class="key-terms__link" href="([^"]+)">(.*?)<\/a>/.exec(card);
      expect(anchor?.[1], title).toMatch(new RegExp(`^${prefix}/promotions/[a-z0-9/-]+/#terms$`));
      expect(textOf(anchor![2]!), title).toBe(link);
      amounts.push(...terms.filter((term) => /\d[.,]\d\d/.test(term)));
    }
    expect(amounts.length).toBeGreaterThan(0);
    for (const value of amounts) expect(value).toMatch(amount);
  });

  it.each(LANGUAGES)('$country: the welcome package’s first key term beside its call to action is the wagering', async ({ prefix, country, first }) => {
    const html = main(await (await worker.fetch(`${prefix}/promotions/welcome-package/`, { country })).text());
    expect(termsOf(html.slice(html.indexOf('<div class="promo-actions">'), html.indexOf('id="terms"')))[0]).toBe(first);
  });

  it('a promotion page puts the terms beside its call to action and gives the full terms the #terms anchor', async () => {
    const html = main(await (await worker.fetch('/promotions/welcome-package/', { country: 'GB' })).text());
    const actions = html.slice(html.indexOf('<div class="promo-actions">'), html.indexOf('id="terms"'));
    expect(actions).toMatch(/class="btn btn--gold promo-cta"[^>]*>Join Here<\/button><div class="key-terms">/);
    expect(actions).toContain('>Wagering 10×</li>');
    expect(html).toContain('<section id="terms" class="page__terms"');
  });
});

describe('the UK cap on the page and in the log', () => {
  it('a CMS promotion over 10×: no Join Here, the reason said, the terms still shown, and the log line names the offer', async () => {
    const { status, html, line } = await pageAndLine('/promotions/loyalty-rewards/', 'GB');
    expect(status).toBe(200);
    const page = main(html);
    expect(page).not.toContain('Join Here');
    // Nothing to press at all where the offer cannot be claimed, only the way back to the list.
    expect(page.slice(page.indexOf('<div class="promo-actions">'), page.indexOf('id="terms"'))).not.toContain('<button');
    expect(page).toContain('This offer cannot be claimed in your country.');
    expect(page).toMatch(/<a class="btn btn--ghost promo-cta" href="\/promotions\/">See current promotions<\/a>/);
    expect(page).toContain('>Wagering 20×</li>');
    expect(line.offers).toEqual([{ offer: 'cms:loyalty-rewards', reason: 'wagering-over-cap', wagering: 20 }]);
  });

  it('a platform offer over 10× is withheld for a GB player and flagged; the same offer in Canada is not', async () => {
    const { html, line } = await pageAndLine('/_data/promotions/limited-time/103/?view=player', 'GB');
    const gb = (JSON.parse(html) as { data: PromotionData }).data.promotion;
    expect(gb.offer).toMatchObject({ withheld: true, terms: { wagering: 20, minDeposit: 20, expiryDays: 7 } });
    expect(line.offers).toEqual([{ offer: 'ltp:103', reason: 'wagering-over-cap', wagering: 20 }]);
    const ca = await pageAndLine('/_data/en-ca/promotions/limited-time/103/?view=player', 'CA');
    expect((JSON.parse(ca.html) as { data: PromotionData }).data.promotion.offer.withheld).toBe(false);
    expect(ca.line).not.toHaveProperty('offers');
  });

  it('the list leaves out each withheld offer, flags it once and nothing about the visitor', async () => {
    const { line } = await pageAndLine('/promotions/?view=player', 'GB');
    expect(line.offers?.map((f) => f.offer).sort()).toEqual(['cms:loyalty-rewards', 'ltp:103']);
    for (const flag of line.offers!) expect(Object.keys(flag).sort()).toEqual(['offer', 'reason', 'wagering']);
  });
});
