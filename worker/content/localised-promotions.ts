import type { Promotion } from '../../client/contracts/content';
import type { Lookup } from './upstream';
import type { WordPressClient } from './wordpress/client';

/**
 * The CMS's English edition of each market but the UK's (docs/decisions/042-offers-per-market.md): Polylang languages
 * of their own — English (Ireland) for the euro market, English (Canada) for the Canadian-dollar one — in which an
 * offer the operator runs there is written in that market's money, under the UK original's slug. The UK's edition is
 * the English original itself.
 */
export const ENGLISH_EDITIONS: Readonly<Record<string, string>> = { EUR: 'en-ie', CAD: 'en-ca' };

/**
 * The CMS languages a visitor's promotions are read from, first choice first: their own language's version (fi, es),
 * the English edition of their market, the English original. Whichever version is chosen must be for their market.
 */
export function promotionLanguages(lang: string, currency: string): string[] {
  return [...new Set([lang === 'en' ? undefined : lang, ENGLISH_EDITIONS[currency], 'en'].filter((l): l is string => l !== undefined))];
}

/**
 * One list from versions of the CMS's list, first choice first (docs/decisions/015-promotions.md): the last — the
 * English original — gives the order and the set; each promotion is shown in the first version that has it (Polylang's
 * shared slugs); one written only in other versions comes after, in their order. Each keeps the `lang` it was written
 * in, so the page can mark the English ones `lang="en"`. undefined only when no list could be had.
 */
export function firstChoice(lists: readonly (Promotion[] | undefined)[]): Promotion[] | undefined {
  const had = lists.filter((l): l is Promotion[] => l !== undefined);
  if (had.length === 0) return undefined;
  const original = lists[lists.length - 1] ?? [];
  const bySlug = new Map<string, Promotion>();
  for (const list of had) for (const p of list) if (!bySlug.has(p.slug)) bySlug.set(p.slug, p);
  const slugs = new Set([...original.map((p) => p.slug), ...had.flatMap((l) => l.map((p) => p.slug))]);
  return [...slugs].map((slug) => bySlug.get(slug)!);
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
 * The promotions list in `lang` for a visitor paying in `currency`, their market's English edition and then the
 * English original filling the gaps; undefined only when no list can be had. A version written for another market
 * gives way to the next choice written for this one (or to none).
 */
export async function promotionsIn(wordpress: WordPressClient, lang: string, currency: string): Promise<Promotion[] | undefined> {
  const languages = promotionLanguages(lang, currency);
  const lists = await Promise.all(languages.map((l) => wordpress.getPromotions(l)));
  // Each version is narrowed first, so one for another market gives way to the next; the original's unnarrowed
  // list still gives the order (a market's edition takes its original's place), and the merged list is narrowed
  // once more (an English original for another market goes too).
  const narrowed = lists.map((list, i) => (i === lists.length - 1 ? list : inMarket(list, currency)));
  return inMarket(firstChoice(narrowed), currency);
}

/**
 * One promotion in `lang`, else its market's English edition, else the English original, for a visitor paying in
 * `currency`: a version written for another market counts as missing, and none left is a 404. A CMS failure is not
 * papered over with the next choice.
 */
export async function promotionIn(
  wordpress: WordPressClient,
  slug: string,
  lang: string,
  currency: string,
  how: { optional?: boolean } = {},
): Promise<Lookup<Promotion>> {
  for (const language of promotionLanguages(lang, currency)) {
    const found = await wordpress.getPromotion(slug, language, how);
    if (!found.ok && found.code !== 404) return found;
    if (found.ok && forCurrency(found.value, currency)) return found;
  }
  return { ok: false, code: 404 };
}
