import { describe, expect, it } from 'vitest';
import { wp } from './wp-test-client';

type Promo = { id: number; slug: string; lang: string; translations: Record<string, number>; title: { rendered: string }; link: string };

describe('Polylang on the promotions type', () => {
  it('answers the originals, as a plain WordPress does, without lang; only the asked language with it', async () => {
    const plain = (await wp<Promo[]>('/wp-json/wp/v2/promotions?per_page=100')).body;
    const en = (await wp<Promo[]>('/wp-json/wp/v2/promotions?per_page=100&lang=en')).body;
    const fi = (await wp<Promo[]>('/wp-json/wp/v2/promotions?per_page=100&lang=fi')).body;
    // Without lang the plugin is out of sight: no language fields (the contract WordPress has none).
    expect(plain.map((p) => p.id)).toEqual(en.map((p) => p.id));
    expect(plain.every((p) => p.lang === undefined && p.translations === undefined)).toBe(true);
    expect(en.every((p) => p.lang === 'en')).toBe(true);
    expect(fi.map((p) => p.slug).sort()).toEqual(['game-of-the-week', 'oktoberfest', 'summer-sizzler-archived', 'welcome-package']);
    expect(fi.every((p) => p.lang === 'fi' && p.link.includes('/fi/promotions/'))).toBe(true);
    // An unknown language is the default one.
    expect((await wp<Promo[]>('/wp-json/wp/v2/promotions?per_page=100&lang=xx')).body.map((p) => p.id)).toEqual(en.map((p) => p.id));
  });

  it('shares the slug across a translation group and links the group in `translations`', async () => {
    const [es] = (await wp<Promo[]>('/wp-json/wp/v2/promotions?slug=welcome-package&lang=es')).body;
    const [en] = (await wp<Promo[]>('/wp-json/wp/v2/promotions?slug=welcome-package&lang=en')).body;
    expect(es!.title.rendered).toBe('Paquete de bienvenida');
    expect(es!.translations).toEqual(en!.translations);
    expect(Object.keys(en!.translations).sort()).toEqual(['en', 'en-ca', 'en-ie', 'es', 'fi']);
    // The markets' English editions (docs/decisions/042): the same slug, in each market's own money.
    const [ie] = (await wp<Promo[]>('/wp-json/wp/v2/promotions?slug=welcome-package&lang=en-ie')).body;
    const [ca] = (await wp<Promo[]>('/wp-json/wp/v2/promotions?slug=welcome-package&lang=en-ca')).body;
    expect(ie).toMatchObject({ lang: 'en-ie', title: { rendered: 'Welcome Package' }, acf: { currencies: ['EUR'] } });
    expect(ie!.link).toContain('/en-ie/promotions/welcome-package/');
    expect(ca).toMatchObject({ lang: 'en-ca', acf: { currencies: ['CAD'] } });
    expect((await wp<Promo[]>('/wp-json/wp/v2/promotions?slug=game-of-the-week&lang=en-ca')).body).toEqual([]);
    // Untranslated: nothing in that language (the site falls back to English itself).
    expect((await wp<Promo[]>('/wp-json/wp/v2/promotions?slug=refer-a-friend&lang=fi')).body).toEqual([]);
  });

  it('leaves untranslated types alone', async () => {
    const a = await wp<{ lang?: string }[]>('/wp-json/wp/v2/pages?slug=home&lang=fi');
    expect(a.body).toHaveLength(1);
    expect(a.body[0]!.lang).toBeUndefined();
  });
});
