import { INFO_PAGE_TITLES } from '../../i18n/groups/labels';
import type { MessageKey } from '../../i18n/messages/en';
import type { Translate } from '../../i18n/translate';
import { titleFromSlug } from './title';
import { englishCategoryName, type EnglishCategoryName } from '../catalogue/category-names';
import { slugify } from '../catalogue/slug';

/**
 * Display labels per language for the lists the lobby shows (SPEC §9): the catalogue keeps the normalised English
 * names (the rules match on them); tabs, rail titles and headings show these messages instead.
 */
const CATEGORY_LABELS: Readonly<Record<EnglishCategoryName, MessageKey>> = {
  Casino: 'category.casino',
  'Live Casino': 'category.liveCasino',
  'Featured Games': 'category.featuredGames',
  New: 'general.new',
  Slots: 'general.slots',
  Jackpots: 'category.jackpots',
  Classic: 'category.classic',
  'Table Games': 'category.tableGames',
  'All Games': 'general.allGames',
  Blackjack: 'category.blackjack',
  Roulette: 'category.roulette',
  Baccarat: 'category.baccarat',
};

/**
 * The custom featured lists the operator runs today (custom categories service), by slug. A new list shows its
 * own name until it gets a label here (docs/decisions/020).
 */
const FEATURED_LABELS: Readonly<Record<string, MessageKey>> = {
  'top-picks': 'featured.topPicks',
  'irish-favourites': 'featured.irishFavourites',
  'big-wins': 'featured.bigWins',
  'live-tables': 'featured.liveTables',
};

/** The message key of a list's display label, or undefined for a name with no label (shown as it is). */
export function listLabelKey(name: string): MessageKey | undefined {
  const english = englishCategoryName(name);
  return english ? CATEGORY_LABELS[english] : FEATURED_LABELS[slugify(name)];
}

/** A list's name in the visitor's language. */
export function listLabel(name: string, t: (key: MessageKey) => string): string {
  const key = listLabelKey(name);
  return key ? t(key) : name;
}

/** An info page's title in the visitor's language; a deposit-{method} help page is 'Deposit with {Method}'. */
export function infoPageTitle(slug: string, t: Translate): string {
  const key = INFO_PAGE_TITLES[slug];
  if (key) return t(key);
  if (slug.startsWith('deposit-')) return t('infoPage.depositMethod', { method: titleFromSlug(slug.slice('deposit-'.length)) });
  return titleFromSlug(slug);
}
