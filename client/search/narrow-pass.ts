import { compact, type KeystrokeIndex } from './keystroke-index';

/**
 * Result tiers, best first (SPEC §5 as the issue spells it out; themes and categories: docs/decisions/041). Typo
 * matches come after all of these.
 */
export const TIER = { exact: 0, prefix: 1, wordPrefix: 2, provider: 3, tag: 4, substring: 5 } as const;

/** Match positions and name lengths beyond these sort alike; they only order games within a tier. */
const MAX_POS = 63;
const MAX_LEN = 127;
/** Multi-field word matching keeps one bit per query word. */
const MAX_TOKENS = 30;
const NO_MATCH = -1;

/** A normalised, non-empty query with what every game is compared against worked out once. */
export interface Query {
  text: string;
  compact: string;
  /** ' ' + each word: a word prefix match is an occurrence in ' ' + name. */
  spacedTokens: readonly string[];
  /** Per label: TIER.provider, TIER.substring or NO_MATCH for the whole query. */
  labelTier: Int8Array;
  /** Per label: bit k set when query word k starts a word of the label. */
  labelTokens: Int32Array;
  /** Per tag: TIER.tag when the whole query starts one of its words, else NO_MATCH. */
  tagTier: Int8Array;
  /** Per tag: bit k set when query word k starts one of its words. */
  tagTokens: Int32Array;
  allTokens: number;
}

export function prepareQuery(index: KeystrokeIndex, text: string): Query {
  const c = compact(text);
  const spacedTokens = text.split(' ').slice(0, MAX_TOKENS).map((t) => ` ${t}`);
  const labelTier = new Int8Array(index.labels.length);
  const labelTokens = new Int32Array(index.labels.length);
  index.spacedLabels.forEach((spaced, l) => {
    const cl = index.compactLabels[l]!;
    if (spaced.includes(` ${text}`) || cl.startsWith(c)) labelTier[l] = TIER.provider;
    else if (cl.includes(c)) labelTier[l] = TIER.substring;
    else labelTier[l] = NO_MATCH;
    labelTokens[l] = tokenMask(spaced, spacedTokens);
  });
  // A tag's words match from their start only: 'de' is no word of 'juegos de mesa', 'king' none of 'jackpot king'.
  const tokens = spacedTokens.map((t) => t.slice(1));
  const tagTier = new Int8Array(index.tagWords.length);
  const tagTokens = new Int32Array(index.tagWords.length);
  index.tagWords.forEach((words, t) => {
    const compactWords = index.compactTagWords[t]!;
    tagTier[t] = words.some((w, k) => w.startsWith(text) || compactWords[k]!.startsWith(c)) ? TIER.tag : NO_MATCH;
    let mask = 0;
    for (let k = 0; k < tokens.length; k++) if (words.some((w) => w.startsWith(tokens[k]!))) mask |= 1 << k;
    tagTokens[t] = mask;
  });
  return { text, compact: c, spacedTokens, labelTier, labelTokens, tagTier, tagTokens, allTokens: (1 << spacedTokens.length) - 1 };
}

function tokenMask(spaced: string, spacedTokens: readonly string[]): number {
  let mask = 0;
  for (let k = 0; k < spacedTokens.length; k++) if (spaced.includes(spacedTokens[k]!)) mask |= 1 << k;
  return mask;
}

/**
 * Game i's sort key for the query, or -1 when it does not match. Lower sorts first: tier, then where the match
 * starts, then name length (the shorter name is the closer match), then catalogue position, so the order depends
 * on the query alone and never on which candidates were checked (incremental narrowing relies on that).
 */
export function rankKey(index: KeystrokeIndex, q: Query, i: number): number {
  const name = index.names[i]!;
  const cname = index.compactNames[i]!;
  const spaced = index.spacedNames[i]!;
  const p = index.providerOf[i]!;
  const s = index.subProviderOf[i]!;
  const providerTier = p < 0 ? NO_MATCH : q.labelTier[p]!;
  const subTier = s < 0 ? NO_MATCH : q.labelTier[s]!;
  let pos: number;
  if (name === q.text || cname === q.compact) return key(index, TIER.exact, 0, 0, i);
  if (name.startsWith(q.text) || cname.startsWith(q.compact)) return key(index, TIER.prefix, 0, name.length, i);
  if ((pos = spaced.indexOf(` ${q.text}`)) >= 0) return key(index, TIER.wordPrefix, pos, name.length, i);
  const nameTokens = q.spacedTokens.length > 1 ? tokenMask(spaced, q.spacedTokens) : 0;
  // Every word of the query starts a word of the name, in any order ('clover lucky'): after the phrase matches.
  if (nameTokens !== 0 && nameTokens === q.allTokens) return key(index, TIER.wordPrefix, MAX_POS, name.length, i);
  // A provider's games keep catalogue order among themselves.
  if (providerTier === TIER.provider || subTier === TIER.provider) return key(index, TIER.provider, 0, 0, i);
  let fields = 0;
  if (q.spacedTokens.length > 1) {
    fields = nameTokens | (p < 0 ? 0 : q.labelTokens[p]!) | (s < 0 ? 0 : q.labelTokens[s]!);
    // The words are spread over name and provider ('pragmatic gold'): a provider match narrowed by name.
    if (fields === q.allTokens) return key(index, TIER.provider, 0, 0, i);
  }
  // A theme or category ('egypt', 'jackpot king'), or the words spread over it and the rest ('live roulette'): after
  // every match of the name's words and the provider's, in catalogue order.
  const tagEnd = index.tagStart[i + 1]!;
  for (let j = index.tagStart[i]!; j < tagEnd; j++) {
    const t = index.gameTags[j]!;
    if (q.tagTier[t] === TIER.tag) return key(index, TIER.tag, 0, 0, i);
    fields |= q.tagTokens[t]!;
  }
  if (q.spacedTokens.length > 1 && fields === q.allTokens) return key(index, TIER.tag, MAX_POS, 0, i);
  if ((pos = name.indexOf(q.text)) >= 0) return key(index, TIER.substring, pos, name.length, i);
  if ((pos = cname.indexOf(q.compact)) >= 0) return key(index, TIER.substring, pos, name.length, i);
  if (providerTier === TIER.substring || subTier === TIER.substring) return key(index, TIER.substring, MAX_POS, name.length, i);
  return NO_MATCH;
}

/** Packs the ordering into one exact integer (< 2^53 for any catalogue under 10^11 games), sortable as numbers. */
function key(index: KeystrokeIndex, tier: number, pos: number, len: number, i: number): number {
  return ((tier * (MAX_POS + 1) + Math.min(pos, MAX_POS)) * (MAX_LEN + 1) + Math.min(len, MAX_LEN)) * index.games.length + i;
}

/** The game a key belongs to. */
export const gameOfKey = (index: KeystrokeIndex, k: number): number => k % index.games.length;
