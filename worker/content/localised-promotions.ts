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

/**
 * Whether a visitor paying in `currency` may see the promotion (docs/decisions/029-market-content.md): the CMS
 * ticks the currencies an offer's text is written for ('£20 for you' is GBP); none ticked is every market.
 */
export function forCurrency(promotion: Promotion, currency: string): boolean {
  return promotion.currencies.length === 0 || promotion.currencies.includes(currency);
}

const inMarket = (list: Promotion[] | undefined, currency: string) => list?.filter((p) => forCurrency(p, currency));

/**
 * The promotions list in `lang` for a visitor paying in `currency`, English filling the gaps; undefined only when
 * neither list can be had. A translation written for another market gives way to an English original written for
 * this one (or to none).
 */
export async function promotionsIn(wordpress: WordPressClient, lang: string, currency: string): Promise<Promotion[] | undefined> {
  if (lang === 'en') return inMarket(await wordpress.getPromotions('en'), currency);
  const [translated, english] = await Promise.all([wordpress.getPromotions(lang), wordpress.getPromotions('en')]);
  // The translations are narrowed first (one for another market gives way to its English original, in the English
  // order), then the merged list (an English original for another market goes too).
  return inMarket(withEnglishFallback(inMarket(translated, currency), english), currency);
}

/**
 * One promotion in `lang`, else the English original, for a visitor paying in `currency`: a version written for
 * another market counts as missing (404). A CMS failure is not papered over with English.
 */
export async function promotionIn(wordpress: WordPressClient, slug: string, lang: string, currency: string): Promise<Lookup<Promotion>> {
  const market = (found: Lookup<Promotion>): Lookup<Promotion> => (found.ok && !forCurrency(found.value, currency) ? { ok: false, code: 404 } : found);
  const asked = market(await wordpress.getPromotion(slug, lang));
  if (asked.ok || lang === 'en' || asked.code !== 404) return asked;
  return market(await wordpress.getPromotion(slug, 'en'));
}
