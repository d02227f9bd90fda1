import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PromotionData, PromotionsData } from '../../client/contracts/page-data';
import type { PagePayload } from '../../client/contracts/payload';
import { startWorker, type TestWorker } from '../support/worker';

let worker: TestWorker;
beforeAll(async () => {
  worker = await startWorker();
});
afterAll(() => worker?.dispose());

const payload = async <T>(path: string) => {
  const res = await worker.fetch(`/_data${path}`, { country: 'GB' });
  return { status: res.status, body: (await res.json()) as PagePayload & { data: T } };
};
const limitedCalls = () => worker.outbound.filter((u) => u.startsWith('/api/v1/promotions/limited-time'));
const main = (html: string) => html.slice(html.indexOf('<main'), html.indexOf('</main>'));

describe('promotions list', () => {
  it('lists live promotions first and ended ones (past end date or the CMS switch) after, under Ended', async () => {
    const { status, body } = await payload<PromotionsData>('/promotions/');
    expect(status).toBe(200);
    const live = body.data.live.map((c) => c.path);
    const ended = body.data.ended.map((c) => c.path);
    // Oktoberfest and St Patrick's are past their end date; Summer Sizzler is switched off in the CMS.
    expect([...ended].sort()).toEqual(['/promotions/oktoberfest/', '/promotions/st-patricks-day-bonanza/', '/promotions/summer-sizzler-archived/']);
    expect(live).toContain('/promotions/welcome-package/');
    expect(live).toContain('/promotions/limited-time/101/');
    expect(live.some((p) => ended.includes(p))).toBe(false);

    const html = main(await (await worker.fetch('/promotions/', { country: 'GB' })).text());
    expect(html.indexOf('id="promotions-ended"')).toBeGreaterThan(html.lastIndexOf('/promotions/limited-time/'));
    expect(html.indexOf('/promotions/oktoberfest/')).toBeGreaterThan(html.indexOf('id="promotions-ended"'));
  });

  it('gives every card an image or the placeholder drawn from its title', async () => {
    const html = main(await (await worker.fetch('/promotions/', { country: 'GB' })).text());
    const cards = html.split('<li class="promo-card').slice(1);
    // Ten CMS promotions and the platform's two guest offers, less Loyalty Rewards: over the UK cap, not listed (042).
    expect(cards).toHaveLength(11);
    for (const card of cards) expect(card).toMatch(/<img class="promo-card__art"|class="promo-card__art promo-card__placeholder/);
    expect(html).toMatch(/promo-card__placeholder--tone-\d" aria-hidden="true"><span>RF<\/span>/);
  });

  it('asks the platform with isLoggedIn=0 for a guest and isLoggedIn=1 for the player view', async () => {
    const before = limitedCalls().length;
    await payload('/promotions/');
    const guest = await payload<PromotionsData>('/promotions/');
    const player = await payload<PromotionsData>('/promotions/?view=player');
    const asked = limitedCalls().slice(before);
    expect(asked.some((u) => u.includes('isLoggedIn=1'))).toBe(true);
    for (const url of asked) expect(url).toMatch(/casinoId=178&isLoggedIn=[01]&country=GB&regulation=GB&loyaltyLevel=1&language=EN&currencyCode=GBP&brandName=/);
    // The emulator shows players two more offers than guests; a GB player is not listed 103, which is over the UK
    // cap (docs/decisions/042), only 104.
    expect(guest.body.data.live.filter((c) => c.limited).map((c) => c.path)).not.toContain('/promotions/limited-time/104/');
    expect(player.body.data.live.filter((c) => c.limited).map((c) => c.path)).toContain('/promotions/limited-time/104/');
    expect(player.body.data.live.map((c) => c.path)).not.toContain('/promotions/limited-time/103/');
  });

  it('shows Finnish and Spanish where the CMS has them and marks the English fallback lang="en"', async () => {
    const res = await worker.fetch('/_data/fi/promotions/', { country: 'FI' });
    const fi = ((await res.json()) as { data: PromotionsData }).data;
    const welcome = fi.live.find((c) => c.path === '/promotions/welcome-package/')!;
    expect(welcome).toMatchObject({ title: 'Tervetuliaispaketti' });
    expect(welcome.lang).toBeUndefined();
    expect(fi.live.find((c) => c.path === '/promotions/cashback-weekend/')).toMatchObject({ title: 'Cashback Weekend', lang: 'en' });
    // Written in pounds for GBP: never listed to a euro visitor (docs/decisions/029).
    expect(fi.live.find((c) => c.path === '/promotions/refer-a-friend/')).toBeUndefined();
    expect(worker.outbound).toContain('/wp-json/wp/v2/promotions?lang=fi&_embed=1');

    const es = await (await worker.fetch('/es/promotions/welcome-package/', { country: 'ES' })).text();
    expect(es).toContain('<h1>Paquete de bienvenida</h1>');
    expect(main(es)).not.toContain('lang="en"');
    const fallback = main(await (await worker.fetch('/es/promotions/cashback-weekend/', { country: 'ES' })).text());
    expect(fallback).toMatch(/<div class="promo-text" lang="en"><h1>Cashback Weekend<\/h1>/);
    expect(fallback).toContain('class="cms-content " lang="en"');
    expect(worker.outbound).toContain('/wp-json/wp/v2/promotions?slug=cashback-weekend&acf_format=standard&lang=es');
    expect(worker.outbound).toContain('/wp-json/wp/v2/promotions?slug=cashback-weekend&acf_format=standard&lang=en');
    expect((await worker.fetch('/es/promotions/refer-a-friend/', { country: 'ES' })).status).toBe(404);
  });

  it('writes end dates for the locale, never ISO', async () => {
    const es = main(await (await worker.fetch('/es/promotions/', { country: 'ES' })).text());
    expect(es).not.toMatch(/Termina el \d{4}-\d\d-\d\d/);
    expect(es).toMatch(/Termina el \d{1,2} de [a-z]+ de \d{4}/);
  });
});

describe('promotion pages', () => {
  it('a limited-time offer has its own page; an unknown or malformed id is a 404', async () => {
    const res = await worker.fetch('/promotions/limited-time/101/', { country: 'GB' });
    expect(res.status).toBe(200);
    const html = main(await res.text());
    expect(html).toContain('<h1>Shamrock Spins Weekend</h1>');
    expect(html).toContain('50 free spins');
    for (const path of ['/promotions/limited-time/999/', '/promotions/limited-time/abc/', '/promotions/limited-time/0/', `/promotions/limited-time/${'9'.repeat(40)}/`]) {
      const miss = await worker.fetch(path, { country: 'GB' });
      expect(miss.status, path).toBe(404);
      expect(await miss.text(), path).toContain('This page could not be found');
    }
    // A players-only offer is not shown to a guest, but is to the player view.
    expect((await payload('/promotions/limited-time/103/')).status).toBe(404);
    expect((await payload('/promotions/limited-time/103/?view=player')).status).toBe(200);
  });

  it('names the game a promotion is about, and flags ended promotions', async () => {
    const week = (await payload<PromotionData>('/promotions/game-of-the-week/')).body.data.promotion;
    expect(week.game).toEqual({ id: 7001, name: 'Lucky Clover Gold', provider: 'Blueprint Gaming' });
    expect(week.ended).toBe(false);
    const welcome = (await payload<PromotionData>('/promotions/welcome-package/')).body.data.promotion;
    expect(welcome.game).toBeNull();
    expect((await payload<PromotionData>('/promotions/summer-sizzler-archived/')).body.data.promotion.ended).toBe(true);
  });

  it('server-renders the guest call to action: Join Here, and the way back to live offers on an ended one', async () => {
    const live = main(await (await worker.fetch('/promotions/welcome-package/', { country: 'GB' })).text());
    expect(live).toMatch(/<button type="button" class="btn btn--gold promo-cta"[^>]*>Join Here<\/button>/);
    const ended = main(await (await worker.fetch('/promotions/oktoberfest/', { country: 'GB' })).text());
    expect(ended).toContain('This promotion has ended.');
    expect(ended).toMatch(/<a class="btn btn--ghost promo-cta" href="\/promotions\/">See current promotions<\/a>/);
  });
});

describe('hostile limited-time offers', () => {
  const HOSTILE = [/<script/i, /onerror=/i, /onclick=/i, /javascript:/i, /<iframe/i, /expression\(/i, /<form/i, /<svg/i, /__pwned/];

  it('never let script through to the page, the state or the JSON payload', async () => {
    const cold = await startWorker();
    try {
      cold.emulator.faults.set('/api/v1/promotions/limited-time', 'hostile');
      for (const path of ['/promotions/limited-time/101/', '/promotions/']) {
        const res = await cold.fetch(path, { country: 'GB' });
        expect(res.status, path).toBe(200);
        const html = await res.text();
        // The page and the serialised state alike (the state escapes '<', so it is read back as JSON).
        const stateText = html.slice(html.indexOf('<script id="__STATE__"'));
        const state = JSON.parse(stateText.slice(stateText.indexOf('>') + 1, stateText.indexOf('</script>'))) as unknown;
        for (const bad of HOSTILE) expect(main(html), `${path} ${bad}`).not.toMatch(bad);
        for (const bad of HOSTILE) expect(JSON.stringify(state), `${path} state ${bad}`).not.toMatch(bad);
        const json = await (await cold.fetch(`/_data${path}`, { country: 'GB' })).text();
        for (const bad of HOSTILE) expect(json, `${path} ${bad}`).not.toMatch(bad);
      }
      const offer = (await (await cold.fetch('/_data/promotions/limited-time/101/', { country: 'GB' })).json()) as { data: PromotionData };
      expect(offer.data.promotion.content).toContain('<strong>50 free spins</strong>');
    } finally {
      await cold.dispose();
    }
  });
});
