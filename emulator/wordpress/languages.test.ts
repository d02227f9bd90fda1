import { describe, expect, it } from 'vitest';
import { totals, wp } from './wp-test-client';

type Item = { slug: string; lang?: string; title: { rendered: string }; link: string; author?: number; yoast_head_json: { og_locale: string } };

describe('magazine translations: ?lang shows the translation where there is one, the English original otherwise', () => {
  it('lang=fi: the Finnish article, its own permalink and og_locale; untranslated ones in English, each naming its language', async () => {
    const fi = await wp<Item[]>('/wp-json/wp/v2/magazine?lang=fi&slug=why-four-leaf-clovers-are-lucky');
    expect(fi.body).toHaveLength(1);
    expect(fi.body[0]).toMatchObject({ lang: 'fi', title: { rendered: 'Miksi neliapila tuo onnea' }, link: 'http://cms.test/fi/magazine/why-four-leaf-clovers-are-lucky/' });
    expect(fi.body[0]!.yoast_head_json.og_locale).toBe('fi_FI');
    const fallback = await wp<Item[]>('/wp-json/wp/v2/magazine?lang=fi&slug=volatility-high-or-low');
    expect(fallback.body[0]).toMatchObject({ lang: 'en', title: { rendered: 'Volatility: High or Low?' } });
  });

  it('the list keeps the original order and totals; Spanish has its own translations', async () => {
    const en = await wp<Item[]>('/wp-json/wp/v2/magazine?lang=en&per_page=100');
    const es = await wp<Item[]>('/wp-json/wp/v2/magazine?lang=es&per_page=100');
    expect(es.body.map((p) => p.slug)).toEqual(en.body.map((p) => p.slug));
    expect(totals(es)).toEqual(totals(en));
    expect(es.body.filter((p) => p.lang === 'es').map((p) => p.slug).sort()).toEqual(['a-short-history-of-the-leprechaun', 'why-four-leaf-clovers-are-lucky']);
    expect(en.body.every((p) => p.lang === 'en')).toBe(true);
  });

  it('without lang (a plain WordPress) there is no lang field and no translation; other types ignore lang', async () => {
    const plain = await wp<Item[]>('/wp-json/wp/v2/magazine?slug=why-four-leaf-clovers-are-lucky');
    expect(plain.body[0]!.lang).toBeUndefined();
    expect(plain.body[0]!.title.rendered).toBe('Why Four-Leaf Clovers Are Lucky');
    // Types without translations ignore lang (promotions are Polylang-translated: emulator/wordpress/polylang.ts).
    expect((await wp('/wp-json/wp/v2/games?lang=fi')).body).toEqual((await wp('/wp-json/wp/v2/games')).body);
  });

  it('articles carry their author, as pages do', async () => {
    const [post] = (await wp<Item[]>('/wp-json/wp/v2/magazine?per_page=1&_embed=author')).body as (Item & { _embedded: { author: { name: string }[] } })[];
    expect(post!.author).toBe(1);
    expect(post!._embedded.author[0]!.name).toBe('Shamrock Editorial');
  });
});
