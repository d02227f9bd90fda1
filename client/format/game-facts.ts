import { getLocale, type LocaleId } from '../../i18n/locales';
import type { MessageKey } from '../../i18n/messages/en';
import type { Translate } from '../../i18n/translate';
import { intlFor } from '../../i18n/translate';
import type { GamePage } from '../contracts/content';
import type { GameFacts } from '../contracts/page-data';
import { formatStake } from './stake';

/**
 * CMS game fields that are data, not prose, written in the visitor's language: the CMS stores them as the
 * English-speaking editor typed them ('High', 'Up to 117,649', '96.1%'), the page shows the site's own words and
 * the locale's numbers ('Korkea', 'Jopa 117 649', '96,1 %'). A value the site has no word for is shown as written.
 */

const VOLATILITY: Readonly<Record<string, MessageKey>> = {
  low: 'gameFacts.low',
  medium: 'gameFacts.medium',
  high: 'gameFacts.high',
  'very high': 'gameFacts.veryHigh',
};

/** The feature keys the CMS's checkbox offers, with the site's label for each. */
export const GAME_FEATURES: Readonly<Record<string, MessageKey>> = {
  'free-spins': 'gameFacts.feature.freeSpins',
  megaways: 'gameFacts.feature.megaways',
  jackpot: 'gameFacts.feature.jackpot',
  'hold-and-win': 'gameFacts.feature.holdAndWin',
  'bonus-game': 'gameFacts.feature.bonusGame',
  multipliers: 'gameFacts.feature.multipliers',
  respins: 'gameFacts.feature.respins',
  wilds: 'gameFacts.feature.wilds',
};

/** A number as the locale writes it, through formatjs's memoised NumberFormat. */
export function formatNumber(locale: LocaleId, value: number, options: Intl.NumberFormatOptions = {}): string {
  return intlFor(locale)
    .formatNumberToParts(value, options)
    .map((part) => part.value)
    .join('');
}

/** An English-written count ('117,649', '20'): its value, or null when the text is not one plain number. */
function countOf(text: string): number | null {
  return /^\d{1,3}(?:,\d{3})*$|^\d+$/.test(text) ? Number(text.replace(/,/g, '')) : null;
}

/** 'High' → 'Korkea'; an unknown word as written. */
export function volatilityText(value: string, t: Translate): string {
  const key = VOLATILITY[value.trim().toLowerCase()];
  return key ? t(key) : value;
}

/** '96.1%' → '96,1 %' in Finnish; '' for no value; text that is not a percentage as written. */
export function rtpText(value: string, locale: LocaleId): string {
  const m = /^\s*(\d{1,3}(?:\.\d+)?)\s*%?\s*$/.exec(value);
  if (!m) return value;
  return formatNumber(locale, Number(m[1]) / 100, { style: 'percent', maximumFractionDigits: 2 });
}

/**
 * Whether a game pays on ways rather than lines (issue 51: a Megaways game said 'Paylines: Up to 117,649'): a Megaways
 * game, by its feature or its name, or a count the CMS writes as ways ('243 ways').
 */
export function paysOnWays(value: string, features: readonly string[], title: string): boolean {
  return features.includes('megaways') || /megaways/i.test(title) || /\bways\b/i.test(value);
}

/** Paylines or ways: '20' → '20', 'Up to 117,649' → 'Jopa 117 649'; 'n/a' → '' (no row); other text as written. */
export function linesText(value: string, locale: LocaleId, t: Translate): string {
  const text = value.trim();
  if (/^n\/?a$/i.test(text)) return '';
  const upTo = /^up to\s+(.+)$/i.exec(text);
  const count = countOf(upTo ? upTo[1]! : text);
  if (count === null) return text;
  return upTo ? t('gameFacts.upTo', { count }) : formatNumber(locale, count);
}

/** The top win: 5000 → '5 000 × panos'; '' when the CMS gives none. */
export function maxWinText(multiple: number | null, t: Translate): string {
  return multiple ? t('gameFacts.maxWinValue', { multiple }) : '';
}

/** The ticked features the site has words for, as the locale lists them ('Free spins, Megaways and Jackpot'). */
export function featuresText(keys: readonly string[], locale: LocaleId, t: Translate): string {
  // A key the site has no label for is left out: it has no words in the visitor's language.
  const labels = keys.flatMap((key) => (GAME_FEATURES[key] ? [t(GAME_FEATURES[key]!)] : []));
  if (labels.length === 0) return '';
  return new Intl.ListFormat(getLocale(locale).tag, { type: 'conjunction' }).format(labels);
}

/** A game's facts in the locale's words and numbers, its stakes in `currency` (the worker writes them: GameInfoData). */
export function gameFacts(g: GamePage, locale: LocaleId, t: Translate, currency: string): GameFacts {
  return {
    rtp: g.rtp ? rtpText(g.rtp, locale) : '',
    volatility: g.volatility ? volatilityText(g.volatility, t) : '',
    reels: g.reels ? formatNumber(locale, g.reels) : '',
    lines: g.paylines ? linesText(g.paylines, locale, t) : '',
    ways: paysOnWays(g.paylines, g.features, g.title),
    minBet: formatStake(g.minBet, currency, locale),
    maxBet: formatStake(g.maxBet, currency, locale),
    currency,
    maxWin: maxWinText(g.maxWin, t),
    features: featuresText(g.features, locale, t),
  };
}
