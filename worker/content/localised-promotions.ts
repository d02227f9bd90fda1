import type { Promotion } from '../../client/contracts/content';
import type { Lookup } from './upstream';
import type { WordPressClient } from './wordpress/client';

/**
 * The visitor's language with English where the CMS has no translation (docs/decisions/015-promotions.md): the
 * English list gives the order and the set; a translation (same slug, Polylang's shared slugs) replaces its
 * original; a promotion written only in the visitor's language comes after. Each keeps the `lang` it was written
 * in, so the page can mark the English ones `lang="en"`.
 */
export function withEnglishFallback(translated: Promotion[] | undefined, english: Promotion[] | undefined): Promotion[] | undefined {
  if (!english) return translated;
  if (!translated) return english;
  const bySlug = new Map(translated.map((p) => [p.slug, p]));
  const merged = english.map((p) => bySlug.get(p.slug) ?? p);
  const seen = new Set(english.map((p) => p.slug));
  return [...merged, ...translated.filter((p) => !seen.has(p.slug))];
}

/** The promotions list in `lang`, English filling the gaps; undefined only when neither list can be had. */
export async function promotionsIn(wordpress: WordPressClient, lang: string): Promise<Promotion[] | undefined> {
  if (lang === 'en') return wordpress.getPromotions('en');
  const [translated, english] = await Promise.all([wordpress.getPromotions(lang), wordpress.getPromotions('en')]);
  return withEnglishFallback(translated, english);
}

/** One promotion in `lang`, else the English original; a CMS failure is not papered over with English. */
export async function promotionIn(wordpress: WordPressClient, slug: string, lang: string): Promise<Lookup<Promotion>> {
  const asked = await wordpress.getPromotion(slug, lang);
  if (asked.ok || lang === 'en' || asked.code !== 404) return asked;
  return wordpress.getPromotion(slug, 'en');
}
